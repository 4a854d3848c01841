import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  PROBLEMA_ABIERTO_ESTADOS,
  PROBLEMA_DESDE_ESTADOS,
  PROBLEMA_TIPO_LABELS,
  NO_LLEGO_DIAS,
  problemaMedidaTexto,
} from '../../../shared/domain/problemas';
import { ajusteDe } from '../../../shared/domain/ajuste';
import type { Estado } from '../../../shared/domain/estado';
import type { Problema, ProblemasDeColaboracion, ProblemaColaEntry, ProblemaInput, ReemplazoOpcion, ResolverInput } from '../../../shared/schemas/problemas';
import { AppError } from '../../app-error';
import { notify } from '../../avisos/avisar';
import { textos } from '../../avisos/textos';
import { readSetting, SETTING_KEYS, writeSetting } from '../../db/app-settings';
import type { Db, Tx } from '../../db/client';
import { colaboraciones, colaboradoras, envios, problemas, tiendaProductos, tiendaVariantes } from '../../db/schema';
import { isUniqueViolation } from '../../db/pg-error';
import { nombreCompleto } from '../../domain/nombre';
import {
  envioOriginal,
  historiaColaboracion,
  problemaHistoria,
  reemplazoEnvio,
  RECIBIO_REEMPLAZO_NOTE,
  type EnvioOriginalHechos,
  type ProblemaRow,
} from '../../domain/historia-colaboracion';
import { transition } from '../../domain/transition';
import { creatorIdOf, type ServiceContext } from '../../http/service-context';
import { enqueue } from '../../queue/queue';
import { requireStoreClient } from '../../shopify/connection';
import { JOB_REEMPLAZO, requireInStock } from '../../shopify/reemplazos';
import { fileUrls, toStorageRef } from '../../storage/file-refs';
import { storeImageOrReject } from '../../storage/image-request';

const DAY_MS = 86_400_000;
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
const isStaff = (role: string | null) => role === 'admin' || role === 'tienda';

function present(p: ProblemaRow, secret: string): Problema {
  const foto = p.foto ? fileUrls(secret, p.foto) : null;
  return {
    id: p.id,
    colaboracionId: p.colaboracionId,
    tipo: p.tipo,
    medida: p.medida,
    sentido: p.sentido,
    tallaDeseada: p.tallaDeseada,
    nota: p.nota,
    foto,
    estado: p.estado,
    talla: p.talla,
    resolucionNota: p.resolucionNota,
    reemplazo: p.reemplazoEstado
      ? {
          estado: p.reemplazoEstado,
          titulo: p.reemplazoTitulo,
          talla: p.reemplazoTalla,
          draftOrderName: p.draftOrderName,
          invoiceUrl: p.invoiceUrl,
          orderName: p.orderName,
          recibidoAt: iso(p.recibidoAt),
          error: p.reemplazoError,
        }
      : null,
    devolver: p.devolver,
    devueltoAt: iso(p.devueltoAt),
    createdAt: p.createdAt.toISOString(),
    historia: problemaHistoria(p),
  };
}

const productoSql = sql<string>`coalesce(nullif(trim(${colaboraciones.nombreVisualizacion}), ''), ${colaboraciones.titulo})`;

/** Her collaboration, locked; another creator's (or a missing one) is 404 COLABORACION_NOT_FOUND. */
async function lockHers(tx: Tx, colaboracionId: string, colaboradoraId: string) {
  const [row] = await tx
    .select({
      id: colaboraciones.id,
      estado: colaboraciones.estado,
      talla: colaboraciones.talla,
      variantId: colaboraciones.shopifyVariantId,
      enviadaAt: colaboraciones.enviadaAt,
      producto: productoSql,
    })
    .from(colaboraciones)
    .where(and(eq(colaboraciones.id, colaboracionId), eq(colaboraciones.colaboradoraId, colaboradoraId)))
    .for('update');
  return row;
}

async function openProblem(db: Db | Tx, colaboracionId: string): Promise<ProblemaRow | undefined> {
  const [row] = await db
    .select()
    .from(problemas)
    .where(and(eq(problemas.colaboracionId, colaboracionId), inArray(problemas.estado, [...PROBLEMA_ABIERTO_ESTADOS])));
  return row;
}

/**
 * She reports a problem (issue 29 item 1). A second report while one is open answers that one (one
 * problem, however often she taps); the photo of a damage report is checked and stored before the
 * transaction (sharp sniffs it: a file that is not an image is refused in Spanish).
 */
export async function reportarProblema(
  { db, actor, storage, secret }: Pick<ServiceContext, 'db' | 'actor' | 'storage' | 'secret'>,
  colaboracionId: string,
  input: ProblemaInput,
  photo: Buffer | null,
): Promise<{ problema: Problema; creado: boolean }> {
  const colaboradoraId = creatorIdOf(actor);
  // Ownership and an open problem first, so neither a stranger nor a double tap stores a photo.
  const [pre] = await db
    .select({ id: colaboraciones.id })
    .from(colaboraciones)
    .where(and(eq(colaboraciones.id, colaboracionId), eq(colaboraciones.colaboradoraId, colaboradoraId)));
  if (!pre) throw new AppError('COLABORACION_NOT_FOUND');
  const existing = await openProblem(db, colaboracionId);
  if (existing) return { problema: present(existing, secret), creado: false };
  if (input.tipo === 'talla' && !input.medida) throw new AppError('PROBLEMA_MEDIDA_REQUERIDA');
  if (input.tipo === 'danado' && !photo) throw new AppError('PROBLEMA_FOTO_REQUERIDA');
  const foto =
    input.tipo === 'danado' && photo
      ? await storeImageOrReject(storage, 'entregas', photo, (ext) => `problemas/${colaboracionId}/${crypto.randomUUID()}.${ext}`)
      : null;

  try {
    return await db.transaction(async (tx) => {
      const colab = await lockHers(tx, colaboracionId, colaboradoraId);
      if (!colab) throw new AppError('COLABORACION_NOT_FOUND');
      const again = await openProblem(tx, colaboracionId);
      if (again) return { problema: present(again, secret), creado: false };
      if (!(PROBLEMA_DESDE_ESTADOS as readonly Estado[]).includes(colab.estado)) throw new AppError('PROBLEMA_NO_APLICA');
      if (input.tipo === 'no_llego') {
        const [envio] = await tx
          .select({ deliveredAt: envios.deliveredAt, inTransitAt: envios.inTransitAt, orderAt: envios.orderCompletedAt })
          .from(envios)
          .where(eq(envios.colaboracionId, colaboracionId));
        const shippedAt = envio?.inTransitAt ?? envio?.orderAt ?? colab.enviadaAt;
        const late = shippedAt !== null && shippedAt !== undefined && Date.now() - shippedAt.getTime() >= NO_LLEGO_DIAS * DAY_MS;
        if (!envio?.deliveredAt && !late) throw new AppError('NO_LLEGO_TODAVIA');
      }
      const [row] = await tx
        .insert(problemas)
        .values({
          colaboracionId,
          tipo: input.tipo,
          medida: input.tipo === 'talla' ? (input.medida ?? null) : null,
          sentido: input.tipo === 'talla' && input.medida !== 'otra_talla' ? (input.sentido ?? null) : null,
          tallaDeseada: input.tipo === 'talla' ? (input.tallaDeseada ?? null) : null,
          nota: input.nota ?? null,
          foto: foto ? toStorageRef({ bucket: foto.bucket, key: foto.key }) : null,
          variantId: colab.variantId,
          talla: colab.talla,
          reportadoPor: actor.userId,
        })
        .returning();
      const [c] = await tx.select({ nombre: colaboradoras.nombre, apellidos: colaboradoras.apellidos }).from(colaboradoras).where(eq(colaboradoras.id, colaboradoraId));
      await notify(
        tx,
        { roles: ['admin', 'tienda'] },
        textos.problemaReportado(
          { id: colaboracionId, producto: colab.producto, creadora: nombreCompleto(c?.nombre, c?.apellidos) || 'Una colaboradora', tipo: PROBLEMA_TIPO_LABELS[input.tipo] },
          `problema:${row!.id}`,
        ),
      );
      return { problema: present(row!, secret), creado: true };
    });
  } catch (err) {
    if (foto) await Promise.allSettled([storage.delete('entregas', foto.key), storage.delete('entregas', foto.thumbKey)]);
    // Two reports at the same instant: the unique index keeps one; this one answers it.
    if (isUniqueViolation(err)) {
      const winner = await openProblem(db, colaboracionId);
      if (winner) return { problema: present(winner, secret), creado: false };
    }
    throw err;
  }
}

/** The problems of one collaboration: hers only for a creator (404 otherwise), any for staff. */
export async function problemasDeColaboracion(
  { db, actor, secret }: Pick<ServiceContext, 'db' | 'actor' | 'secret'>,
  colaboracionId: string,
): Promise<ProblemasDeColaboracion> {
  const cond = isStaff(actor.role)
    ? eq(colaboraciones.id, colaboracionId)
    : actor.role === 'colaboradora'
      ? and(eq(colaboraciones.id, colaboracionId), eq(colaboraciones.colaboradoraId, creatorIdOf(actor)))
      : undefined;
  // Signed in without a role: nothing of anyone's is hers to read.
  if (!cond) throw new AppError('COLABORACION_NOT_FOUND');
  const [colab] = await db.select({ id: colaboraciones.id }).from(colaboraciones).where(cond);
  if (!colab) throw new AppError('COLABORACION_NOT_FOUND');
  const [rows, envio] = await Promise.all([
    db.select().from(problemas).where(eq(problemas.colaboracionId, colaboracionId)).orderBy(desc(problemas.createdAt)),
    envioOriginalHechos(db, colaboracionId),
  ]);
  return {
    problemas: rows.map((r) => present(r, secret)),
    instruccionesDevolucion: await instrucciones(db),
    // Both shipments and the whole story (decision 078), oldest replacement first.
    envio: envio ? envioOriginal(envio) : null,
    reemplazos: [...rows].reverse().flatMap((r) => reemplazoEnvio(r) ?? []),
    historia: historiaColaboracion(envio, rows),
  };
}

/** The first shipment's facts: its envío row, and her 'Recibido' of it (the earliest, not the replacement's). */
async function envioOriginalHechos(db: Db, colaboracionId: string): Promise<EnvioOriginalHechos | null> {
  const [row] = await db
    .select({
      e: envios,
      recibidoAt: sql<Date | string | null>`(SELECT min(ev.created_at) FROM colaboracion_eventos ev WHERE ev.colaboracion_id = ${envios.colaboracionId}
        AND ev.from_estado = 'logistica' AND ev.to_estado = 'produccion' AND ev.note IS DISTINCT FROM ${RECIBIO_REEMPLAZO_NOTE})`,
    })
    .from(envios)
    .where(eq(envios.colaboracionId, colaboracionId));
  if (!row) return null;
  const { e } = row;
  return {
    draftOrderName: e.draftOrderName,
    draftAt: e.draftOrderId ? e.createdAt : null,
    orderName: e.orderName,
    orderAt: e.orderId ? (e.orderCompletedAt ?? null) : null,
    enviado: Boolean(e.fulfillmentId || e.trackingNumber),
    inTransitAt: e.inTransitAt,
    deliveredAt: e.deliveredAt,
    recibidoAt: row.recibidoAt === null ? null : new Date(row.recibidoAt),
  };
}

async function instrucciones(db: Db): Promise<string | null> {
  const v = await readSetting(db, SETTING_KEYS.instruccionesDevolucion);
  return typeof v === 'string' && v.trim() ? v : null;
}

export async function leerInstrucciones({ db }: Pick<ServiceContext, 'db'>): Promise<{ texto: string | null }> {
  return { texto: await instrucciones(db) };
}

export async function guardarInstrucciones({ db, actor }: Pick<ServiceContext, 'db' | 'actor'>, texto: string): Promise<{ texto: string | null }> {
  await writeSetting(db, SETTING_KEYS.instruccionesDevolucion, texto.trim() || null, actor.userId);
  return { texto: texto.trim() || null };
}

/** Staff's queue: open ones first (oldest first), then the latest 50 resolved; with the counts. */
export async function colaProblemas(
  { db, secret }: Pick<ServiceContext, 'db' | 'secret'>,
  filtro: 'abiertos' | 'todos',
): Promise<{ problemas: ProblemaColaEntry[]; conteo: { abiertos: number; enReemplazo: number } }> {
  const rows = await db
    .select({ p: problemas, producto: productoSql, estado: colaboraciones.estado, nombre: colaboradoras.nombre, apellidos: colaboradoras.apellidos })
    .from(problemas)
    .innerJoin(colaboraciones, eq(colaboraciones.id, problemas.colaboracionId))
    .leftJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId))
    .where(filtro === 'abiertos' ? inArray(problemas.estado, [...PROBLEMA_ABIERTO_ESTADOS]) : undefined)
    .orderBy(sql`CASE WHEN ${problemas.estado} IN ('abierto', 'reemplazo') THEN 0 ELSE 1 END`, problemas.createdAt)
    .limit(200);
  return {
    problemas: rows.map((r) => ({ ...present(r.p, secret), creadora: nombreCompleto(r.nombre, r.apellidos), producto: r.producto, colaboracionEstado: r.estado })),
    conteo: await conteoProblemas({ db }),
  };
}

export async function conteoProblemas({ db }: Pick<ServiceContext, 'db'>): Promise<{ abiertos: number; enReemplazo: number }> {
  const [c] = await db
    .select({
      abiertos: sql<number>`count(*) FILTER (WHERE ${problemas.estado} = 'abierto')::int`,
      enReemplazo: sql<number>`count(*) FILTER (WHERE ${problemas.estado} = 'reemplazo')::int`,
    })
    .from(problemas)
    .where(inArray(problemas.estado, [...PROBLEMA_ABIERTO_ESTADOS]));
  return { abiertos: Number(c?.abiertos ?? 0), enReemplazo: Number(c?.enReemplazo ?? 0) };
}

async function problemaConColaboracion(db: Db | Tx, problemaId: string) {
  const [row] = await db
    .select({ p: problemas, productId: colaboraciones.shopifyProductId, producto: productoSql, colaboradoraId: colaboraciones.colaboradoraId })
    .from(problemas)
    .innerJoin(colaboraciones, eq(colaboraciones.id, problemas.colaboracionId))
    .where(eq(problemas.id, problemaId));
  if (!row) throw new AppError('PROBLEMA_NOT_FOUND');
  return row;
}

const tallaDe = (opciones: { name: string; value: string }[], titulo: string) =>
  opciones.find((o) => /talla|size|cintura|waist/i.test(o.name))?.value ?? titulo.split(' / ')[0] ?? null;

/**
 * What staff may send instead: the variants of the same product in the store's mirror, with stock and,
 * where the variant's measurements are known (an imported item), the fit hint against hers. For damage
 * or loss, the same variant only.
 */
export async function opcionesReemplazo({ db }: Pick<ServiceContext, 'db'>, problemaId: string): Promise<{ opciones: ReemplazoOpcion[] }> {
  const { p, productId, colaboradoraId } = await problemaConColaboracion(db, problemaId);
  if (!productId) return { opciones: [] };
  const [ella] = colaboradoraId
    ? await db.select({ cintura: colaboradoras.cintura, cadera: colaboradoras.cadera }).from(colaboradoras).where(eq(colaboradoras.id, colaboradoraId))
    : [];
  const variantes = await db
    .select({
      id: tiendaVariantes.id,
      titulo: tiendaVariantes.titulo,
      opciones: tiendaVariantes.opciones,
      stock: tiendaVariantes.inventoryQuantity,
      cintura: colaboraciones.cintura,
      cadera: colaboraciones.cadera,
    })
    .from(tiendaVariantes)
    .leftJoin(colaboraciones, eq(colaboraciones.shopifyVariantId, tiendaVariantes.id))
    .where(and(eq(tiendaVariantes.productoId, productId), sql`${tiendaVariantes.eliminadoAt} IS NULL`))
    .orderBy(tiendaVariantes.posicion);
  return {
    opciones: variantes
      .filter((v) => p.tipo === 'talla' || v.id === p.variantId)
      .map((v) => ({
        variantId: v.id,
        titulo: v.titulo,
        talla: tallaDe(v.opciones, v.titulo),
        disponibles: v.stock,
        actual: v.id === p.variantId,
        ajuste: ella ? ajusteDe({ cintura: v.cintura, cadera: v.cadera }, { cintura: ella.cintura ?? null, cadera: ella.cadera ?? null }) : null,
      })),
  };
}

/**
 * Staff resolve (issue 29 item 2). A replacement: the variant must be of the same product (the same one
 * for damage or loss) and in stock in the store right now, else a Spanish answer and nothing is sent;
 * then the problem takes it and the draft's job is enqueued in the same transaction. Closing: a note.
 */
export async function resolverProblema(
  { db, config, actor, secret }: Pick<ServiceContext, 'db' | 'config' | 'actor' | 'secret'>,
  problemaId: string,
  input: ResolverInput,
): Promise<{ problema: Problema }> {
  if (!isStaff(actor.role)) throw new AppError('FORBIDDEN');
  const found = await problemaConColaboracion(db, problemaId);
  if (found.p.estado !== 'abierto') throw new AppError('PROBLEMA_YA_RESUELTO');

  let reemplazo: { variantId: string; titulo: string; talla: string | null; costo: { costo: string; moneda: string } | null } | null = null;
  if (input.accion === 'reemplazo') {
    const opcion = (await opcionesReemplazo({ db }, problemaId)).opciones.find((o) => o.variantId === input.variantId);
    if (!opcion) throw new AppError('REEMPLAZO_VARIANTE_INVALIDA');
    // Before the transaction: on PGlite nothing else may use the connection while it is open.
    const client = await requireStoreClient({ db, config });
    const { costo } = await requireInStock(client, opcion.variantId);
    reemplazo = { variantId: opcion.variantId, titulo: opcion.titulo, talla: opcion.talla, costo };
  } else if (!input.nota.trim()) {
    throw new AppError('PROBLEMA_NOTA_REQUERIDA');
  }

  return db.transaction(async (tx) => {
    const envio = reemplazo
      ? (await tx.execute(sql`SELECT (value #>> '{}') AS v FROM app_settings WHERE key = ${SETTING_KEYS.costoEnvioPedido}`)) as unknown as { rows: { v: string | null }[] }
      : null;
    const [row] = await tx
      .update(problemas)
      .set(
        reemplazo && input.accion === 'reemplazo'
          ? {
              estado: 'reemplazo',
              reemplazoEstado: 'creando',
              reemplazoVariantId: reemplazo.variantId,
              reemplazoTitulo: reemplazo.titulo,
              reemplazoTalla: reemplazo.talla,
              reemplazoError: null,
              devolver: input.devolver,
              costoUnitario: reemplazo.costo?.costo ?? null,
              costoMoneda: reemplazo.costo?.moneda ?? null,
              costoEnvio: envio?.rows[0]?.v ?? null,
              resueltoPor: actor.userId,
              resueltoAt: new Date(),
            }
          : { estado: 'cerrado', resolucionNota: input.accion === 'cerrar' ? input.nota.trim() : null, resueltoPor: actor.userId, resueltoAt: new Date() },
      )
      // Two staff at once: the second finds it no longer open.
      .where(and(eq(problemas.id, problemaId), eq(problemas.estado, 'abierto')))
      .returning();
    if (!row) throw new AppError('PROBLEMA_YA_RESUELTO');
    if (reemplazo) await enqueue(tx, JOB_REEMPLAZO, { problemaId }, { clave: `reemplazo:${problemaId}`, maxIntentos: 10 });
    if (found.colaboradoraId) {
      const [c] = await tx.select({ userId: colaboradoras.userId }).from(colaboradoras).where(eq(colaboradoras.id, found.colaboradoraId));
      if (c) {
        await notify(
          tx,
          { usuarios: [c.userId] },
          textos.problemaResuelto({ id: row.colaboracionId, producto: found.producto, reemplazo: Boolean(reemplazo), nota: row.resolucionNota }, `problema-resuelto:${row.id}:${row.resueltoAt?.getTime() ?? 0}`),
        );
      }
    }
    return { problema: present(row, secret) };
  });
}

/**
 * She received the replacement: only once the store reported its order (a replacement, like the first
 * shipment, is received only after its store order exists). The problem is resolved and her 7-day clock
 * restarts from now; a collaboration still in Logística (it never came) moves to Producción.
 */
export async function reemplazoRecibido({ db, actor, secret }: Pick<ServiceContext, 'db' | 'actor' | 'secret'>, problemaId: string): Promise<{ problema: Problema }> {
  const colaboradoraId = creatorIdOf(actor);
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ p: problemas, estado: colaboraciones.estado })
      .from(problemas)
      .innerJoin(colaboraciones, eq(colaboraciones.id, problemas.colaboracionId))
      .where(and(eq(problemas.id, problemaId), eq(colaboraciones.colaboradoraId, colaboradoraId)))
      .for('update', { of: colaboraciones });
    if (!own) throw new AppError('PROBLEMA_NOT_FOUND');
    if (own.p.reemplazoEstado === 'recibido') return { problema: present(own.p, secret) };
    if (own.p.reemplazoEstado !== 'pedido' || !own.p.orderId) throw new AppError('REEMPLAZO_SIN_PEDIDO');
    if (own.estado === 'logistica') {
      await transition(tx, { colaboracionId: own.p.colaboracionId, name: 'recibido', actor: { userId: actor.userId, role: 'colaboradora' }, note: RECIBIO_REEMPLAZO_NOTE });
    }
    const [row] = await tx
      .update(problemas)
      .set({ reemplazoEstado: 'recibido', estado: 'resuelto', recibidoAt: new Date() })
      .where(eq(problemas.id, problemaId))
      .returning();
    return { problema: present(row!, secret) };
  });
}

/** Staff mark the old piece returned (only when it had to come back). */
export async function marcarDevuelto({ db, actor, secret }: Pick<ServiceContext, 'db' | 'actor' | 'secret'>, problemaId: string): Promise<{ problema: Problema }> {
  if (!isStaff(actor.role)) throw new AppError('FORBIDDEN');
  await problemaConColaboracion(db, problemaId);
  const [row] = await db
    .update(problemas)
    .set({ devueltoAt: sql`coalesce(${problemas.devueltoAt}, now())` })
    .where(and(eq(problemas.id, problemaId), eq(problemas.devolver, true)))
    .returning();
  if (!row) throw new AppError('DEVOLUCION_NO_APLICA');
  return { problema: present(row, secret) };
}

/** Medidas de Jeans' flags: size problems per product and measurement ("reportado chico en cintura ×3"). */
export async function banderasMedidas({ db }: Pick<ServiceContext, 'db'>): Promise<{ banderas: { productId: string; producto: string; texto: string; veces: number }[] }> {
  const rows = await db
    .select({
      productId: colaboraciones.shopifyProductId,
      producto: sql<string>`coalesce(max(${tiendaProductos.titulo}), max(${colaboraciones.producto}))`,
      medida: problemas.medida,
      sentido: problemas.sentido,
      veces: sql<number>`count(*)::int`,
    })
    .from(problemas)
    .innerJoin(colaboraciones, eq(colaboraciones.id, problemas.colaboracionId))
    .leftJoin(tiendaProductos, eq(tiendaProductos.id, colaboraciones.shopifyProductId))
    .where(and(eq(problemas.tipo, 'talla'), sql`${problemas.medida} IN ('cintura', 'cadera', 'largo')`, sql`${colaboraciones.shopifyProductId} IS NOT NULL`))
    .groupBy(colaboraciones.shopifyProductId, problemas.medida, problemas.sentido)
    .orderBy(sql`count(*) DESC`);
  return {
    banderas: rows.map((r) => ({
      productId: r.productId!,
      producto: r.producto,
      texto: `reportado ${r.medida ? problemaMedidaTexto(r.medida, r.sentido) : ''}`.trim(),
      veces: Number(r.veces),
    })),
  };
}

