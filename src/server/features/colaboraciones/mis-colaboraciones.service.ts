import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { ENTREGADAS_ESTADOS, PENDIENTE_LIST_ESTADOS } from '../../../shared/domain/estado';
import { LIMITS } from '../../../shared/domain/limits';
import { safeHttpUrl } from '../../../shared/safe-url';
import type { MiColaboracion, MiColaboracionDetail, MisColaboracionesGrupo } from '../../../shared/schemas/mis-colaboraciones';
import { colaboraciones } from '../../db/schema';
import { transition } from '../../domain/transition';
import { COLABORACION_ID, esperaPedidoTienda } from '../../domain/pedido-tienda';
import { AppError } from '../../app-error';
import { creatorIdOf, type ServiceContext } from '../../http/service-context';
import { fileUrls } from '../../storage/file-refs';
import { findMine, listMine, ownsColaboracion, type MiColaboracionDetailRow, type MiColaboracionRow } from './mis-colaboraciones.queries';

type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'secret'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const notFound = () => new AppError('MI_COLABORACION_NOT_FOUND');

function toIso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function present(row: MiColaboracionRow, secret: string): MiColaboracion {
  const { imagen, recibidoAt, pedidoUrl, ...rest } = row;
  const urls = fileUrls(secret, imagen);
  // She opens it in the store: a web link or nothing (decision 032), whatever an older row holds.
  return { ...rest, pedidoUrl: safeHttpUrl(pedidoUrl), imagenUrl: urls.url, thumbUrl: urls.thumbUrl, recibidoAt: toIso(recibidoAt) };
}

/** The subquery's JSON (already parsed by the driver, or text on some), checked before it is answered. */
function presentCambios(value: unknown): MiColaboracionDetail['cambiosSolicitados'] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!parsed || typeof parsed !== 'object') return null;
  const { nota, at } = parsed as { nota?: unknown; at?: unknown };
  if (typeof nota !== 'string' || typeof at !== 'string') return null;
  return { nota, at: new Date(at).toISOString() };
}

function presentDetail(row: MiColaboracionDetailRow, secret: string): MiColaboracionDetail {
  const { producto, cintura, cadera, largo, numeroPedido, pedidoAbierto, pedidoEnTienda, guiaNumero, guiaUrl, guiaPaqueteria, cambiosSolicitados, publicadaAt, ...listRow } = row;
  // A tracking link is a web link or none (decision 032).
  const guia = guiaNumero ? { numero: guiaNumero, url: safeHttpUrl(guiaUrl), paqueteria: guiaPaqueteria } : null;
  const base = present(listRow, secret);
  const dueAt = base.recibidoAt ? new Date(Date.parse(base.recibidoAt) + LIMITS.publicationWindowDays * DAY_MS).toISOString() : null;
  return { ...base, producto, cintura, cadera, largo, numeroPedido, pedidoAbierto, pedidoEnTienda, guia, dueAt, publicadaAt: toIso(publicadaAt), cambiosSolicitados: presentCambios(cambiosSolicitados) };
}

export async function listMisColaboraciones({ db, actor, secret }: Ctx, grupo: MisColaboracionesGrupo) {
  const id = creatorIdOf(actor);
  const estados = grupo === 'entregadas' ? ENTREGADAS_ESTADOS : PENDIENTE_LIST_ESTADOS;
  return (await listMine(db, id, estados)).map((row) => present(row, secret));
}

/**
 * Her collaboration's screen, the read she repeats most after Disponibles: from the read cache (decision
 * 028: her own copy, at most 2 s old, and never after a change she made herself), else one statement.
 */
export async function getMiColaboracion({ db, actor, secret, cache }: Ctx & Pick<ServiceContext, 'cache'>, colaboracionId: string) {
  const colaboradoraId = creatorIdOf(actor);
  const found = await cache.read(`mi-colaboracion:${actor.userId}:${colaboracionId}`, async () => {
    const row = await findMine(db, colaboradoraId, colaboracionId);
    return row ? presentDetail(row, secret) : null;
  });
  if (!found) throw notFound();
  return found;
}

/** Spec §4 empaquetado → logistica ('Pedido Realizado'): only hers, and only with an order link. */
export async function pedidoRealizado({ db, actor }: Pick<ServiceContext, 'db' | 'actor'>, colaboracionId: string) {
  const colaboradoraId = creatorIdOf(actor);
  const owned = await ownsColaboracion(db, colaboradoraId, colaboracionId);
  if (!owned) throw notFound();
  if (!owned.pedidoUrl) throw new AppError('SIN_PEDIDO');
  const hers = eq(colaboraciones.colaboradoraId, colaboradoraId);
  // A second press, or the store reporting the completed checkout (webhook or poll) before she returns
  // and presses it: the item is already where she asked it to go, so that is a success, not a conflict.
  return transition(db, {
    colaboracionId,
    name: 'pedido_realizado',
    actor: { userId: actor.userId, role: 'colaboradora' },
    where: and(hers, isNotNull(colaboraciones.pedidoUrl)),
    repeatOk: hers,
  });
}

/**
 * She opened her order link (spec §2 'Registrar dirección de envío'): remembered on the server, so after
 * a reload or on another device the screen still offers 'Pedido Realizado'. Only hers; the first time counts.
 */
export async function pedidoAbierto({ db, actor }: Pick<ServiceContext, 'db' | 'actor'>, colaboracionId: string): Promise<{ pedidoAbierto: true }> {
  const colaboradoraId = creatorIdOf(actor);
  const owned = await ownsColaboracion(db, colaboradoraId, colaboracionId);
  if (!owned) throw notFound();
  if (!owned.pedidoUrl) throw new AppError('SIN_PEDIDO');
  await db
    .update(colaboraciones)
    .set({ pedidoAbiertoAt: sql`coalesce(${colaboraciones.pedidoAbiertoAt}, now())` })
    .where(and(eq(colaboraciones.id, colaboracionId), eq(colaboraciones.colaboradoraId, colaboradoraId)));
  return { pedidoAbierto: true };
}

/**
 * Spec §4 logistica → produccion ('Recibido'): only hers, and only once the store reported her order
 * (issue 28, decision 068). The store's order is a condition of the UPDATE itself, not a read before it:
 * her press and the order webhook at the same moment either find the order committed (she moves on) or
 * not (a 409 she can retry), never a Producción without a store order. The history row starts her 7 days.
 */
export async function recibido({ db, actor }: Pick<ServiceContext, 'db' | 'actor'>, colaboracionId: string) {
  const colaboradoraId = creatorIdOf(actor);
  if (!(await ownsColaboracion(db, colaboradoraId, colaboracionId))) throw notFound();
  const hers = eq(colaboraciones.colaboradoraId, colaboradoraId);
  return transition(db, {
    colaboracionId,
    name: 'recibido',
    actor: { userId: actor.userId, role: 'colaboradora' },
    where: and(hers, sql`NOT ${esperaPedidoTienda(COLABORACION_ID)}`),
    whereConflict: 'PEDIDO_NO_REGISTRADO',
    repeatOk: hers,
  });
}

