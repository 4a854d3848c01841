import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { colaboradoras, ventasCodigos } from '../db/schema';
import { enqueue, type JobHandler } from '../jobs/queue';
import type { ShopifyClient } from '../shopify/client';
import { openStoreClient } from '../shopify/connection';
import { ShopifyError, userErrorsMessage } from '../shopify/errors';
import { ERROR_MESSAGES } from '../../shared/errors';
import { avisarCodigoListo } from './avisos';
import { guardarEstadoTienda, leerEstadoTienda, leerPrograma } from './programa';

/**
 * Her code in the store (issue 27 item 1, decision 063). A code row is written first ('creando', in the
 * transaction of whatever asked for it) with a queued job; the job picks the next free code, writes the
 * choice on the row BEFORE asking the store, then creates it. A retry after an uncertain reply finds the
 * chosen code in the store and adopts it instead of making a second one.
 *
 * Code: her Instagram handle (else her name) in upper-case ASCII letters and digits, at most 12, then
 * the discount percentage: CARLA15. Taken (in the store or here): CARLA15B … CARLA15Z, then CARLA152 …
 */
export const JOB_CODIGO = 'ventas.codigo';
export const JOB_REANUDAR = 'ventas.reanudar';

export function baseDeCodigo(c: { instagram: string | null; nombre: string }): string {
  const fuente = c.instagram?.trim() || c.nombre;
  const limpio = fuente
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 12);
  return limpio.length >= 2 ? limpio : `COLABORA${limpio}`;
}

/** The i-th candidate: 0 → CARLA15, 1 → CARLA15B … 25 → CARLA15Z, 26 → CARLA152, … */
export function candidato(base: string, descuento: number, i: number): string {
  const raiz = `${base}${descuento}`;
  if (i === 0) return raiz;
  if (i <= 25) return raiz + String.fromCharCode(65 + i);
  return raiz + String(i - 24);
}

const MAX_CANDIDATOS = 60;

const byCodeReply = z.object({ codeDiscountNodeByCode: z.object({ id: z.string() }).nullable() });
const userErrors = z.array(z.object({ field: z.array(z.string()).nullish(), code: z.string().nullish(), message: z.string() }));
const createReply = z.object({
  discountCodeBasicCreate: z
    .object({ codeDiscountNode: z.object({ id: z.string() }).nullable(), userErrors })
    .nullable(),
});
const toggleReply = (field: 'discountCodeActivate' | 'discountCodeDeactivate') =>
  z.object({ [field]: z.object({ codeDiscountNode: z.object({ id: z.string() }).nullable(), userErrors }).nullable() });

/** Asks for her code: a 'creando' row and its job, unless she has a current one. Returns the row id or null. */
export async function pedirCodigo(tx: Db | Tx, colaboradoraId: string): Promise<string | null> {
  const programa = await leerPrograma(tx);
  const [c] = await tx.select({ nombre: colaboradoras.nombre, apellidos: colaboradoras.apellidos }).from(colaboradoras).where(eq(colaboradoras.id, colaboradoraId));
  if (!c) return null;
  const [row] = await tx
    .insert(ventasCodigos)
    .values({ colaboradoraId, colaboradoraNombre: [c.nombre, c.apellidos].filter(Boolean).join(' '), descuentoPorcentaje: programa.descuentoPorcentaje })
    .onConflictDoNothing({ target: ventasCodigos.colaboradoraId, where: sql`colaboradora_id IS NOT NULL AND estado NOT IN ('reemplazado', 'error')` })
    .returning({ id: ventasCodigos.id });
  if (!row) return null;
  await enqueue(tx, JOB_CODIGO, { codigoId: row.id }, { clave: `${JOB_CODIGO}:${row.id}` });
  return row.id;
}

/**
 * Creators who should have a code by the program's rule and have none: asked for on the scheduled run
 * (and right after the program is saved), so no other feature has to call in when a delivery is approved
 * or a role given.
 */
export async function pedirCodigosPendientes(db: Db): Promise<number> {
  const programa = await leerPrograma(db);
  if (!programa.activo || programa.entregaCodigo === 'manual') return 0;
  if ((await leerEstadoTienda(db)).codigosPausados) return 0;
  const elegibles =
    programa.entregaCodigo === 'rol_colaboradora'
      ? sql`EXISTS (SELECT 1 FROM user_roles ur WHERE ur.user_id = c.user_id AND ur.role = 'colaboradora')`
      : sql`EXISTS (SELECT 1 FROM colaboraciones col WHERE col.colaboradora_id = c.id AND col.estado = 'entregado')`;
  const res = (await db.execute(sql`
    SELECT c.id::text AS id FROM colaboradoras c
    WHERE ${elegibles}
      AND NOT EXISTS (SELECT 1 FROM ventas_codigos vc WHERE vc.colaboradora_id = c.id)
    LIMIT 500`)) as unknown as { rows: { id: string }[] };
  let n = 0;
  for (const r of res.rows) if (await db.transaction((tx) => pedirCodigo(tx, r.id))) n++;
  return n;
}

/** Right after staff approve a delivery (revision → entregado): her code, if the program gives it then. */
export async function codigoAlAprobar(db: Db, colaboracionId: string): Promise<void> {
  const programa = await leerPrograma(db);
  if (!programa.activo || programa.entregaCodigo !== 'primera_entrega_aprobada') return;
  if ((await leerEstadoTienda(db)).codigosPausados) return;
  const res = (await db.execute(sql`
    SELECT colaboradora_id::text AS id FROM colaboraciones WHERE id = ${colaboracionId}::uuid AND estado = 'entregado' AND colaboradora_id IS NOT NULL`)) as unknown as {
    rows: { id: string }[];
  };
  const id = res.rows[0]?.id;
  if (!id) return;
  const [tiene] = await db.select({ id: ventasCodigos.id }).from(ventasCodigos).where(eq(ventasCodigos.colaboradoraId, id)).limit(1);
  if (!tiene) await db.transaction((tx) => pedirCodigo(tx, id));
}

export interface CodigoJobDeps {
  db: Db;
  config: Config;
  logger?: Logger;
}

function esScope(err: unknown): boolean {
  return err instanceof ShopifyError && err.code === 'STORE_SCOPE';
}

/** The store refused write_discounts: codes pause (the admin sees why), and the row waits, unmade. */
async function pausar(db: Db): Promise<void> {
  const estado = await leerEstadoTienda(db);
  const faltan = estado.permisosFaltantes.some((p) => p.scope === 'write_discounts')
    ? estado.permisosFaltantes
    : [...estado.permisosFaltantes, { scope: 'write_discounts', mensaje: ERROR_MESSAGES.STORE_SCOPE_DISCOUNTS }];
  await guardarEstadoTienda(db, { codigosPausados: ERROR_MESSAGES.CODIGOS_PAUSADOS, permisosFaltantes: faltan });
}

async function existeEnTienda(client: ShopifyClient, code: string): Promise<string | null> {
  return (await client.request('DiscountCodeByCode', { code }, byCodeReply)).codeDiscountNodeByCode?.id ?? null;
}

async function crearEnTienda(deps: CodigoJobDeps, codigoId: string): Promise<void> {
  const { db } = deps;
  const [row] = await db.select().from(ventasCodigos).where(eq(ventasCodigos.id, codigoId));
  if (!row || row.estado !== 'creando' || !row.colaboradoraId) return;
  if ((await leerEstadoTienda(db)).codigosPausados) return;
  const client = await openStoreClient(deps);
  if (!client) throw new Error('store not connected');
  const programa = await leerPrograma(db);
  try {
    // A code chosen by an earlier attempt whose creation may have gone through: adopt it.
    if (row.codigo) {
      const id = await existeEnTienda(client, row.codigo);
      if (id) return await activo(deps, row.id, row.colaboradoraId, row.codigo, id, row.descuentoPorcentaje);
    }
    const [c] = await db.select({ nombre: colaboradoras.nombre, instagram: colaboradoras.instagram }).from(colaboradoras).where(eq(colaboradoras.id, row.colaboradoraId));
    if (!c) return;
    const base = baseDeCodigo(c);
    for (let i = 0; i < MAX_CANDIDATOS; i++) {
      const code = candidato(base, row.descuentoPorcentaje, i);
      const [nuestro] = await db.select({ id: ventasCodigos.id }).from(ventasCodigos).where(and(eq(ventasCodigos.codigo, code)));
      if (nuestro && nuestro.id !== row.id) continue;
      if (await existeEnTienda(client, code)) continue;
      // Written before the store is asked: a retry finds it (and the unique index keeps it ours alone).
      const reservado = await db
        .update(ventasCodigos)
        .set({ codigo: code })
        .where(and(eq(ventasCodigos.id, row.id), eq(ventasCodigos.estado, 'creando')))
        .returning({ id: ventasCodigos.id })
        .catch(() => []);
      if (reservado.length === 0) continue;
      const reply = await client.request(
        'DiscountCodeCreate',
        {
          basicCodeDiscount: {
            title: `Colabora · ${row.colaboradoraNombre} (${code})`.slice(0, 255),
            code,
            startsAt: new Date().toISOString(),
            context: { all: 'ALL' },
            customerGets: { value: { percentage: row.descuentoPorcentaje / 100 }, items: { all: true } },
            appliesOncePerCustomer: programa.unaVezPorCliente,
          },
        },
        createReply,
      );
      const r = reply.discountCodeBasicCreate;
      const node = r?.codeDiscountNode;
      if (node) return await activo(deps, row.id, row.colaboradoraId, code, node.id, row.descuentoPorcentaje);
      const errors = r?.userErrors ?? [];
      // Taken between our look and the create (another app, a person in the admin): the next one.
      if (errors.some((e) => e.code === 'TAKEN' || /taken|already|existe/i.test(e.message))) continue;
      await db.update(ventasCodigos).set({ estado: 'error', codigo: null, error: userErrorsMessage(errors) }).where(eq(ventasCodigos.id, row.id));
      return;
    }
    await db.update(ventasCodigos).set({ estado: 'error', codigo: null, error: 'No se encontró un código libre en la tienda para esta creadora.' }).where(eq(ventasCodigos.id, row.id));
  } catch (err) {
    if (esScope(err)) {
      // Nothing half-made: the row forgets the code it chose and waits for the scope.
      await db.update(ventasCodigos).set({ codigo: null }).where(and(eq(ventasCodigos.id, row.id), eq(ventasCodigos.estado, 'creando')));
      await pausar(db);
      deps.logger?.warn({ codigoId }, 'discount code paused: the store refused write_discounts');
      return;
    }
    throw err;
  }
}

async function activo(deps: CodigoJobDeps, id: string, colaboradoraId: string, code: string, discountId: string, descuento: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.update(ventasCodigos).set({ estado: 'activo', codigo: code, discountId, error: null }).where(eq(ventasCodigos.id, id));
    await avisarCodigoListo(tx, colaboradoraId, id, code, descuento);
  });
}

/** After the scopes came back: every code that waited is asked for again. */
export async function reanudarCodigos(db: Db): Promise<number> {
  const rows = await db.select({ id: ventasCodigos.id }).from(ventasCodigos).where(eq(ventasCodigos.estado, 'creando'));
  for (const r of rows) await enqueue(db, JOB_CODIGO, { codigoId: r.id }, { clave: `${JOB_CODIGO}:${r.id}` });
  return rows.length;
}

export function codigoJobHandlers(deps: CodigoJobDeps): Record<string, JobHandler> {
  return {
    [JOB_CODIGO]: async (job) => {
      const codigoId = z.uuid().parse(job.datos.codigoId);
      await crearEnTienda(deps, codigoId);
    },
  };
}

/** Deactivate or reactivate in the store, then here. */
export async function cambiarEnTienda(client: ShopifyClient, discountId: string, activar: boolean): Promise<void> {
  const field = activar ? 'discountCodeActivate' : 'discountCodeDeactivate';
  const reply = (await client.request(activar ? 'DiscountCodeActivate' : 'DiscountCodeDeactivate', { id: discountId }, toggleReply(field))) as Record<
    string,
    { userErrors: z.infer<typeof userErrors> } | null
  >;
  const errors = reply[field]?.userErrors ?? [];
  if (errors.length) throw new ShopifyError('user', 'STORE_USER_ERROR', undefined, userErrorsMessage(errors));
}

// ---------------------------------------------------------------------------------------------
// discounts/update and discounts/delete: someone changed or deleted the code in the store.
// ---------------------------------------------------------------------------------------------

const discountPayload = z.object({
  admin_graphql_api_id: z.string(),
  status: z.string().nullish(),
  title: z.string().nullish(),
  deleted_at: z.string().nullish(),
});

/**
 * Shown as such, never silently recreated. Our own activate/deactivate also comes back as discounts/update:
 * a status that matches what we did is ours; any other is a change made in the store.
 */
export async function handleDiscountWebhook(db: Db, topic: 'DISCOUNTS_UPDATE' | 'DISCOUNTS_DELETE', payload: unknown): Promise<void> {
  const d = discountPayload.parse(payload);
  const [row] = await db.select().from(ventasCodigos).where(eq(ventasCodigos.discountId, d.admin_graphql_api_id));
  if (!row || row.estado === 'reemplazado' || row.estado === 'eliminado_en_tienda') return;
  if (topic === 'DISCOUNTS_DELETE') {
    await db
      .update(ventasCodigos)
      .set({ estado: 'eliminado_en_tienda', error: 'Alguien eliminó este código en la tienda de Shopify.' })
      .where(and(eq(ventasCodigos.id, row.id), notInArray(ventasCodigos.estado, ['reemplazado'])));
    return;
  }
  const status = (d.status ?? '').toUpperCase();
  const esperado = row.estado === 'activo' ? 'ACTIVE' : row.estado === 'inactivo' ? 'EXPIRED' : null;
  if (!esperado || status === esperado || status === '') return;
  await db
    .update(ventasCodigos)
    .set({ estado: 'cambiado_en_tienda', error: `El código se cambió en la tienda de Shopify (estado: ${status.toLowerCase()}).` })
    .where(and(eq(ventasCodigos.id, row.id), inArray(ventasCodigos.estado, ['activo', 'inactivo'])));
}
