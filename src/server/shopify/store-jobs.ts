import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { createPacer } from './pacer';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/pg-error';
import { inTextList } from '../db/recordset';
import { colaboraciones, tiendaProductos, tiendaTrabajos, tiendaVariantes } from '../db/schema';
import { AppError } from '../app-error';
import { enqueue, type JobHandler, type JobOutcome, type JobRow } from '../queue/queue';
import type { StoreJob, StoreJobSummary } from '../../shared/schemas/shopify';
import { openStoreClient } from './connection';
import type { ShopifyClient } from './client';
import { ShopifyError } from './errors';
import { BULK_RUNNING, BulkResultExpired, bulkFailureMessage, bulkOperationStatus, count, jsonlLines, startCatalogueRead } from './bulk';
import { applyStoreDeletion, upsertBatch } from './import';
import { fieldsFromMirror, type ImportedFields } from './mapping';
import { writeBulkRead, type MirrorProduct, type MirrorVariant } from './mirror';
import { MEXICO_TZ } from '../../shared/mexico-time';

/**
 * Store jobs (issue 19, decision 054): reading the catalogue into the mirror ('catalogo'), importing
 * variants ('import') and the full re-sync ('resync'). A request inserts the tienda_trabajos row and its
 * queue job in one transaction and answers at once; the queue (decision 041) runs it on any instance,
 * and a worker killed mid-job leaves it to be taken again when its lease ends: the job then resumes from
 * its bulk operation and its cursor (both saved on the row), and every write is an upsert, so a repeat
 * never duplicates a collaboration. One store job at a time, across instances: a partial unique index.
 */
export const STORE_JOB = 'tienda';
export type StoreJobKind = (typeof tiendaTrabajos.$inferSelect)['tipo'];
type JobRowDb = typeof tiendaTrabajos.$inferSelect;

// As MIRROR_BATCH: a few ms of event loop per batch, and the pacer rests between them.
export const APPLY_BATCH = 200;
/** Store outages the job waits out before it gives up (with the backoff below, about 20 minutes). */
const MAX_STORE_WAITS = 25;

export const FASES = {
  cola: 'En cola',
  leyendo: 'Leyendo la tienda',
  descargando: 'Descargando',
  guardando: 'Guardando',
  esperando: 'La tienda no responde; reintentando…',
  ocupada: 'La tienda está terminando otra lectura; esperando…',
  terminada: 'Terminada',
  fallida: 'Fallida',
} as const;

const KIND_NAMES: Record<StoreJobKind, string> = {
  catalogo: 'una lectura del catálogo de la tienda',
  import: 'una importación',
  resync: 'una resincronización completa',
};

const ACTIVE = ['en_cola', 'en_curso', 'esperando_tienda'] as const;

const hhmm = (d: Date) => d.toLocaleTimeString('es-MX', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: MEXICO_TZ });

/**
 * Starts a store job. A second start while one runs (a double tap, another admin, another instance) is
 * a 409 that names the running one: the unique index decides, not a read-then-write.
 */
export async function startStoreJob(db: Db, input: { tipo: StoreJobKind; actorId: string | null; variantIds?: string[] | null }): Promise<JobRowDb> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tiendaTrabajos)
        .values({ tipo: input.tipo, actorId: input.actorId, variantIds: input.variantIds ?? null, fase: FASES.cola })
        .returning();
      await enqueue(tx, STORE_JOB, { trabajoId: row!.id }, { maxIntentos: 5 });
      return row!;
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const running = await activeJob(db);
    const what = running ? KIND_NAMES[running.tipo] : 'otro trabajo de la tienda';
    const since = running ? ` (iniciada a las ${hhmm(running.createdAt)}${running.total ? `, ${running.hechos} de ${running.total}` : ''})` : '';
    throw new AppError('STORE_JOB_RUNNING', 409, `Ya hay ${what} en curso${since}. Espera a que termine.`);
  }
}

export async function activeJob(db: Db): Promise<JobRowDb | undefined> {
  const [row] = await db.select().from(tiendaTrabajos).where(inArray(tiendaTrabajos.estado, [...ACTIVE])).limit(1);
  return row;
}

/** The running job, else the last one (Gestión shows either). */
export async function currentJob(db: Db): Promise<JobRowDb | undefined> {
  return (await activeJob(db)) ?? (await db.select().from(tiendaTrabajos).orderBy(desc(tiendaTrabajos.createdAt)).limit(1))[0];
}

export async function findJob(db: Db, id: string): Promise<JobRowDb | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(tiendaTrabajos).where(eq(tiendaTrabajos.id, id));
  return row;
}

/** Whether the mirror holds a complete read (the import reads the store first otherwise). */
export async function mirrorReadAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: tiendaTrabajos.terminadaAt })
    .from(tiendaTrabajos)
    .where(and(eq(tiendaTrabajos.estado, 'terminada'), sql`(${tiendaTrabajos.resumen} -> 'lectura') IS NOT NULL`))
    .orderBy(desc(tiendaTrabajos.terminadaAt))
    .limit(1);
  return row?.at ?? null;
}

export function toStoreJob(r: JobRowDb): StoreJob {
  const resumen = (r.resumen ?? null) as StoreJobSummary | null;
  return {
    id: r.id,
    tipo: r.tipo,
    estado: r.estado,
    fase: r.fase,
    hechos: r.hechos,
    total: r.total,
    porcentaje: r.total ? Math.min(100, Math.floor((r.hechos / r.total) * 100)) : r.estado === 'terminada' ? 100 : null,
    activo: (ACTIVE as readonly string[]).includes(r.estado),
    resumen: resumen
      ? {
          creadas: resumen.creadas ?? 0,
          actualizadas: resumen.actualizadas ?? 0,
          sinCambios: resumen.sinCambios ?? 0,
          fallidas: resumen.fallidas ?? 0,
          motivos: resumen.motivos ?? [],
          avisos: resumen.avisos ?? [],
          lectura: resumen.lectura ?? null,
        }
      : null,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    terminadaAt: r.terminadaAt?.toISOString() ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------
// Running a job

export interface StoreJobDeps {
  db: Db;
  config: Config;
  logger: Logger;
  /** The store client; default the saved or environment connection (benches pass their own). */
  openClient?: () => Promise<ShopifyClient | null>;
  /** Waits between polls of a bulk operation; tests pass a fast one. */
  sleep?: (ms: number) => Promise<void>;
  /** The first and the longest wait between polls of a running bulk operation (default 1 s and 10 s). */
  pollMs?: { first: number; max: number };
  fetch?: typeof fetch;
  /** The first wait after the store did not answer (default 2 s, doubling up to a minute). */
  retryMs?: number;
}

interface Resumen extends StoreJobSummary {
  cursor?: string | null;
  esperas?: number;
}

/** A failure with a Spanish message: the job ends fallida and nothing more is written. */
class JobFailure extends Error {}

export function storeJobHandlers(deps: StoreJobDeps): Record<string, JobHandler> {
  return { [STORE_JOB]: (job) => runStoreJob(deps, job) };
}

async function update(db: Db, id: string, values: Partial<typeof tiendaTrabajos.$inferInsert>): Promise<void> {
  await db.update(tiendaTrabajos).set(values).where(eq(tiendaTrabajos.id, id));
}

export async function runStoreJob(deps: StoreJobDeps, job: JobRow): Promise<JobOutcome> {
  const { db, logger } = deps;
  const id = String(job.datos.trabajoId ?? '');
  const row = await findJob(db, id);
  if (!row || !(ACTIVE as readonly string[]).includes(row.estado)) return;
  const resumen: Resumen = { ...((row.resumen ?? {}) as Resumen) };
  const fail = async (message: string) => {
    await update(db, id, { estado: 'fallida', fase: FASES.fallida, error: message.slice(0, 500), terminadaAt: new Date(), resumen });
  };
  try {
    const client = deps.openClient ? await deps.openClient() : await openStoreClient(deps);
    if (!client) throw new JobFailure('La tienda de Shopify no está configurada. Configúrala en Configuración.');
    await update(db, id, { estado: 'en_curso' });
    const needsRead = row.tipo !== 'import' || (await mirrorReadAt(db)) === null;
    if (needsRead && !resumen.lectura) {
      const read = await readCatalogue(deps, client, row);
      if (read === 'busy') {
        resumen.esperas = (resumen.esperas ?? 0) + 1;
        await update(db, id, { estado: 'esperando_tienda', fase: FASES.ocupada, resumen });
        return { retryInMs: waitFor(resumen.esperas, deps.retryMs) };
      }
      resumen.lectura = read;
      await update(db, id, { resumen });
    }
    if (row.tipo === 'import') await applyImport(db, row, resumen);
    if (row.tipo === 'resync') await applyResync(db, row, resumen);
    delete resumen.cursor;
    delete resumen.esperas;
    await update(db, id, { estado: 'terminada', fase: FASES.terminada, resumen, error: null, terminadaAt: new Date() });
    logger.info({ trabajo: id, tipo: row.tipo, resumen }, 'store job finished');
  } catch (err) {
    if (err instanceof JobFailure) {
      await fail(err.message);
      return;
    }
    // 'uncertain': starting the bulk read may or may not have run; asking again is safe (a read running is 'busy').
    if (err instanceof ShopifyError && (err.kind === 'throttled' || err.kind === 'unavailable' || err.kind === 'invalid_reply' || err.kind === 'uncertain')) {
      resumen.esperas = (resumen.esperas ?? 0) + 1;
      if (resumen.esperas > MAX_STORE_WAITS) {
        await fail(`La tienda no respondió después de varios intentos. ${err.message}`);
        return;
      }
      logger.warn({ err, trabajo: id }, 'store job waits for the store');
      await update(db, id, { estado: 'esperando_tienda', fase: FASES.esperando, resumen });
      return { retryInMs: waitFor(resumen.esperas, deps.retryMs) };
    }
    if (err instanceof ShopifyError) {
      await fail(err.message);
      return;
    }
    // Anything else (the database) is the queue's to retry; on the last try the row says so.
    if (job.intentos >= job.maxIntentos) await fail('Error inesperado al procesar el trabajo de la tienda. Vuelve a intentarlo.').catch(() => undefined);
    throw err;
  }
}

/** 2 s, 4 s … up to a minute between tries while the store does not answer. */
const waitFor = (n: number, first = 2000) => Math.min(60_000, first * 2 ** Math.min(n - 1, 5));

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Runs (or resumes) the bulk read of the catalogue and writes its result into the mirror. Completion is
 * the bulk_operations/finish webhook (it sets bulk_terminada_at, checked every 250 ms) or, failing it,
 * polling the operation with backoff.
 */
async function readCatalogue(deps: StoreJobDeps, client: ShopifyClient, row: JobRowDb): Promise<NonNullable<StoreJobSummary['lectura']> | 'busy'> {
  const { db } = deps;
  let opId = row.bulkOperationId;
  // A result the store no longer has (the operation forgotten, or its link expired): read again, twice at most.
  for (let fresh = 0; ; fresh++) {
    const outcome = await readOnce(deps, client, row, opId);
    if (outcome !== 'again') return outcome;
    await update(db, row.id, { bulkOperationId: null });
    opId = null;
    if (fresh >= 2) throw new JobFailure('El resultado de la lectura del catálogo caducó en la tienda (EXPIRED). Vuelve a intentarlo.');
  }
}

async function readOnce(
  deps: StoreJobDeps,
  client: ShopifyClient,
  row: JobRowDb,
  savedOpId: string | null,
): Promise<NonNullable<StoreJobSummary['lectura']> | 'busy' | 'again'> {
  const { db } = deps;
  const sleep = deps.sleep ?? defaultSleep;
  const poll = deps.pollMs ?? { first: 1000, max: 10_000 };
  let opId = savedOpId;
  let op = opId ? await bulkOperationStatus(client, opId) : null;
  if (!op || op.status === 'EXPIRED') {
    const started = await startCatalogueRead(client);
    if (started === 'busy') return 'busy';
    opId = started.id;
    await update(db, row.id, { bulkOperationId: opId, bulkTerminadaAt: null, fase: FASES.leyendo, hechos: 0, total: null, estado: 'en_curso' });
    op = await bulkOperationStatus(client, opId);
    if (!op) return 'again';
  } else {
    await update(db, row.id, { fase: FASES.leyendo, estado: 'en_curso' });
  }
  const id = op.id;
  let delay = poll.first;
  while (BULK_RUNNING.has(op.status)) {
    const until = Date.now() + delay;
    while (Date.now() < until) {
      await sleep(Math.min(250, Math.max(1, until - Date.now())));
      const [flag] = await db.select({ at: tiendaTrabajos.bulkTerminadaAt }).from(tiendaTrabajos).where(eq(tiendaTrabajos.id, row.id));
      if (flag?.at) break;
    }
    const next: Awaited<ReturnType<typeof bulkOperationStatus>> = await bulkOperationStatus(client, id);
    // The store forgot it: start over cleanly (nothing was written from it).
    if (!next) return 'again';
    op = next;
    await update(db, row.id, { hechos: count(op.objectCount) ?? 0 });
    delay = Math.min(poll.max, delay * 2);
  }
  if (op.status === 'EXPIRED') return 'again';
  const failure = bulkFailureMessage(op);
  if (failure) throw new JobFailure(failure);
  const total = count(op.objectCount);
  await update(db, row.id, { fase: FASES.descargando, hechos: 0, total });
  const lines = op.url ? jsonlLines(op.url, deps.fetch) : (async function* () {})();
  try {
    return await writeBulkRead(db, row.id, lines, (n) => update(db, row.id, { hechos: total ? Math.min(n, total) : n }));
  } catch (err) {
    // The result's link expired (Shopify keeps it seven days): a fresh read.
    if (err instanceof BulkResultExpired) return 'again';
    throw err;
  }
}

interface Pair {
  p: MirrorProduct;
  v: MirrorVariant;
}

async function mirrorPairs(db: Db, where: SQL | undefined, after: string | null, limit: number): Promise<Pair[]> {
  const rows = await db
    .select({ p: tiendaProductos, v: tiendaVariantes })
    .from(tiendaVariantes)
    .innerJoin(tiendaProductos, eq(tiendaProductos.id, tiendaVariantes.productoId))
    .where(and(isNull(tiendaVariantes.eliminadoAt), isNull(tiendaProductos.eliminadoAt), where, after ? gt(tiendaVariantes.id, after) : undefined))
    .orderBy(asc(tiendaVariantes.id))
    .limit(limit);
  return rows;
}

function addReason(list: { motivo: string; variantes: number }[], motivo: string, n: number): void {
  if (n <= 0) return;
  const found = list.find((m) => m.motivo === motivo);
  if (found) found.variantes += n;
  else list.push({ motivo, variantes: n });
}

/** Upserts one batch; a batch the database refuses is tried row by row, and a refused row is reported. */
async function applyBatch(db: Db, fields: ImportedFields[], actorId: string | null, resumen: Resumen, onlyExisting: boolean): Promise<void> {
  const add = (c: { creadas: number; actualizadas: number; sinCambios: number }) => {
    resumen.creadas = (resumen.creadas ?? 0) + c.creadas;
    resumen.actualizadas = (resumen.actualizadas ?? 0) + c.actualizadas;
    resumen.sinCambios = (resumen.sinCambios ?? 0) + c.sinCambios;
  };
  try {
    add(await db.transaction((tx) => upsertBatch(tx, fields, { userId: actorId }, { onlyExisting, note: onlyExisting ? 'Resincronización con Shopify' : undefined })));
  } catch {
    for (const f of fields) {
      try {
        add(await db.transaction((tx) => upsertBatch(tx, [f], { userId: actorId }, { onlyExisting })));
      } catch {
        resumen.fallidas = (resumen.fallidas ?? 0) + 1;
        resumen.motivos ??= [];
        addReason(resumen.motivos, 'No se pudo guardar la variante', 1);
      }
    }
  }
}

/** Import: the chosen variants (or all) from the mirror into colaboraciones, in batches, resumable. */
async function applyImport(db: Db, row: JobRowDb, resumen: Resumen): Promise<void> {
  const chosen = row.variantIds;
  // Read from the job's own row: one parameter however many variants were chosen (PostgreSQL takes at
  // most 65,535 parameters in a statement).
  const inChosen = chosen
    ? sql`${tiendaVariantes.id} IN (SELECT jsonb_array_elements_text(tt.variant_ids) FROM tienda_trabajos tt WHERE tt.id = ${row.id})`
    : undefined;
  resumen.motivos ??= [];
  resumen.avisos ??= [];
  const resuming = resumen.cursor !== undefined;
  if (!resuming) {
    // Counted once, at the start: what will be imported, and what cannot be and why.
    const [n] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(tiendaVariantes)
      .innerJoin(tiendaProductos, eq(tiendaProductos.id, tiendaVariantes.productoId))
      .where(and(isNull(tiendaVariantes.eliminadoAt), isNull(tiendaProductos.eliminadoAt), inChosen));
    const total = n?.n ?? 0;
    if (chosen) {
      const found = await db
        .select({ id: tiendaVariantes.id, gone: sql<boolean>`(${tiendaVariantes.eliminadoAt} IS NOT NULL OR ${tiendaProductos.eliminadoAt} IS NOT NULL)` })
        .from(tiendaVariantes)
        .innerJoin(tiendaProductos, eq(tiendaProductos.id, tiendaVariantes.productoId))
        .where(inChosen);
      const deleted = found.filter((f) => f.gone).length;
      const missing = new Set(chosen).size - found.length;
      addReason(resumen.motivos, 'Producto eliminado en la tienda', deleted);
      addReason(resumen.motivos, 'Variante no encontrada en la tienda', missing);
      resumen.fallidas = (resumen.fallidas ?? 0) + deleted + missing;
      if (total === 0) throw new JobFailure('Las variantes seleccionadas ya no existen en la tienda de Shopify.');
    }
    const live = and(isNull(tiendaVariantes.eliminadoAt), inChosen);
    const [noSku] = await db.select({ n: sql<number>`count(*)::int` }).from(tiendaVariantes).where(and(live, isNull(tiendaVariantes.sku)));
    const [dupSku] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(tiendaVariantes)
      .where(
        and(
          live,
          sql`${tiendaVariantes.sku} IN (SELECT tv.sku FROM tienda_variantes tv WHERE tv.eliminado_at IS NULL AND tv.sku IS NOT NULL GROUP BY tv.sku HAVING count(*) > 1)`,
        ),
      );
    // Imported all the same (a collaboration is keyed by the variant, not its SKU), and said.
    addReason(resumen.avisos, 'Variante sin SKU', noSku?.n ?? 0);
    addReason(resumen.avisos, 'SKU duplicado', dupSku?.n ?? 0);
    resumen.cursor = null;
    await update(db, row.id, { fase: FASES.guardando, hechos: 0, total, resumen });
  } else {
    await update(db, row.id, { fase: FASES.guardando });
  }
  let hechos = resuming ? row.hechos : 0;
  const pace = createPacer();
  for (;;) {
    await pace();
    const pairs = await mirrorPairs(db, inChosen, resumen.cursor ?? null, APPLY_BATCH);
    if (pairs.length === 0) break;
    await applyBatch(db, pairs.map(({ p, v }) => fieldsFromMirror(p, v)), row.actorId, resumen, false);
    hechos += pairs.length;
    resumen.cursor = pairs[pairs.length - 1]!.v.id;
    // The cursor and the counts are saved with the progress: a restart goes on from here.
    await update(db, row.id, { hechos, resumen });
  }
}

/** Re-sync: every imported collaboration follows the fresh mirror; a product gone from the store is marked. */
async function applyResync(db: Db, row: JobRowDb, resumen: Resumen): Promise<void> {
  resumen.motivos ??= [];
  resumen.avisos ??= [];
  const resuming = resumen.cursor !== undefined;
  if (!resuming) {
    const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(colaboraciones).where(isNotNull(colaboraciones.shopifyVariantId));
    resumen.cursor = null;
    await update(db, row.id, { fase: FASES.guardando, hechos: 0, total: n?.n ?? 0, resumen });
  } else {
    await update(db, row.id, { fase: FASES.guardando });
  }
  let hechos = resuming ? row.hechos : 0;
  const pace = createPacer();
  for (;;) {
    await pace();
    const items = await db
      .select({ id: colaboraciones.id, variantId: colaboraciones.shopifyVariantId })
      .from(colaboraciones)
      .where(and(isNotNull(colaboraciones.shopifyVariantId), resumen.cursor ? gt(colaboraciones.shopifyVariantId, resumen.cursor) : undefined))
      .orderBy(asc(colaboraciones.shopifyVariantId))
      .limit(APPLY_BATCH);
    if (items.length === 0) break;
    const ids = items.map((i) => i.variantId!);
    const pairs = await mirrorPairs(db, inTextList(tiendaVariantes.id, ids), null, APPLY_BATCH);
    const present = new Set(pairs.map((x) => x.v.id));
    const gone = ids.filter((v) => !present.has(v));
    await applyBatch(db, pairs.map(({ p, v }) => fieldsFromMirror(p, v)), row.actorId, resumen, true);
    if (gone.length) {
      const marked = await db.transaction((tx) => applyStoreDeletion(tx, { variantIds: gone }));
      addReason(resumen.avisos, 'Producto eliminado en la tienda', gone.length);
      resumen.actualizadas = (resumen.actualizadas ?? 0) + marked;
      resumen.sinCambios = (resumen.sinCambios ?? 0) + gone.length - marked;
    }
    hechos += items.length;
    resumen.cursor = ids[ids.length - 1]!;
    await update(db, row.id, { hechos, resumen });
  }
}

/**
 * bulk_operations/finish: the job waiting on this operation stops waiting; one the queue holds for a
 * later try (it was waiting for the store) is due now.
 */
export async function markBulkFinished(db: Db, bulkOperationId: string): Promise<void> {
  const rows = await db
    .update(tiendaTrabajos)
    .set({ bulkTerminadaAt: sql`now()` })
    .where(and(eq(tiendaTrabajos.bulkOperationId, bulkOperationId), inArray(tiendaTrabajos.estado, [...ACTIVE])))
    .returning({ id: tiendaTrabajos.id });
  for (const row of rows) {
    await db.execute(sql`UPDATE trabajos SET ejecutar_at = now() WHERE tipo = ${STORE_JOB} AND estado = 'pendiente' AND datos->>'trabajoId' = ${row.id}`);
  }
}
