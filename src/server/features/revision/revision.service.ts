import { isNotNull } from 'drizzle-orm';
import { contarCalificaciones } from '../../../shared/domain/calificacion';
import type { EntregaEstado, FeedbackStatus } from '../../../shared/domain/options';
import type { Entrega } from '../../../shared/schemas/entregas';
import {
  REVISION_PAGE_SIZE,
  type FeedbackCounts,
  type RevisionFiltro,
  type FeedbackInput,
  type RevisionColaboracion,
  type RevisionColaboracionesResponse,
  type RevisionEntregasResponse,
  type SolicitarCambiosInput,
} from '../../../shared/schemas/revision';
import { colaboraciones } from '../../db/schema';
import { presentEntrega } from '../../domain/entrega';
import { listPublicacionesOf, presentPublicacion } from '../../domain/publicacion';
import { transition, type TransitionResult } from '../../domain/transition';
import { AppError } from '../../app-error';
import { notifyRating } from '../../avisos/por-evento';
import { codigoAlAprobar } from '../../ventas/codigos';
import { slug, zipNames, zipResponse } from '../../media/zip';
import { derechosOf } from '../../derechos/terminos';
import type { ServiceContext } from '../../http/service-context';
import { fileUrls } from '../../storage/file-refs';
import { countAssigned, findAssigned, listAssignedPage, listEntregasOf, updateFeedback, type RevisionCardRow } from './revision.queries';

type Deps = Pick<ServiceContext, 'db' | 'secret'>;

/** Spec §2 deliveries review: the delivery's estado follows the choice, aprobado only for Excelente. */
export function estadoForFeedback(feedbackStatus: FeedbackStatus): EntregaEstado {
  return feedbackStatus === 'excelente' ? 'aprobado' : 'pendiente';
}

/**
 * PATCH /api/revision/entregas/{id}/feedback (admin): any feedback may change to any other (spec §2),
 * so there is no state to check, only the row to find.
 */
export async function guardarFeedback({ db, secret, actor }: Deps & Pick<ServiceContext, 'actor'>, id: string, input: FeedbackInput): Promise<Entrega> {
  const feedbackComentario = input.feedbackComentario ?? null;
  // The route's policy let only staff in: a role is there.
  if (!actor.role) throw new AppError('FORBIDDEN');
  const by = { userId: actor.userId, role: actor.role };
  // The rating, its history row and her notice commit together (issue 17, issue 26); the same rating
  // again tells her nothing new and writes no history.
  const row = await db.transaction(async (tx) => {
    const updated = await updateFeedback(tx, id, { feedbackStatus: input.feedbackStatus, feedbackComentario, estado: estadoForFeedback(input.feedbackStatus) }, by);
    if (updated) await notifyRating(tx, { entregaId: id, feedback: input.feedbackStatus, comentario: feedbackComentario });
    return updated;
  });
  if (!row) throw new AppError('ENTREGA_NOT_FOUND');
  return presentEntrega(row, secret);
}

function presentCard(row: RevisionCardRow, counts: FeedbackCounts, secret: string): RevisionColaboracion {
  return {
    id: row.id,
    nombre: row.nombre,
    estado: row.estado,
    // Lists load the WebP thumbnail only; the product's original stays behind its own link.
    thumbUrl: fileUrls(secret, row.imagen).thumbUrl,
    createdAt: row.createdAt.toISOString(),
    colaboradora: { id: row.colaboradoraId, userId: row.colaboradoraUserId, nombre: row.colaboradoraNombre },
    counts,
  };
}

/**
 * GET /api/revision/colaboraciones?page=: a page of the grid with every card's counters, in one query.
 * The grid is the same for every staff member: from the read cache (decision 028: at most 2 s old, and
 * never after a change of one's own).
 */
export async function listarColaboraciones(
  { db, secret, cache }: Deps & Pick<ServiceContext, 'cache'>,
  page: number,
  filtro: RevisionFiltro = 'todas',
): Promise<RevisionColaboracionesResponse> {
  return cache.read(`revision:colaboraciones:${filtro}:${page}`, () => readGridPage({ db, secret }, page, filtro));
}

async function readGridPage({ db, secret }: Pick<Deps, 'db' | 'secret'>, page: number, filtro: RevisionFiltro): Promise<RevisionColaboracionesResponse> {
  const estado = filtro === 'todas' ? undefined : filtro;
  const rows = await listAssignedPage(db, { limit: REVISION_PAGE_SIZE, offset: (page - 1) * REVISION_PAGE_SIZE, estado });
  // Past the last page no row carries the total: ask for it.
  const total = rows[0]?.gridTotal ?? (await countAssigned(db, estado));
  return {
    items: rows.map((r) => presentCard(r.card, r.counts, secret)),
    total,
    page,
    pageSize: REVISION_PAGE_SIZE,
  };
}

/** The counters of a list of deliveries, each feedback status and the total. */


/** GET /api/revision/colaboraciones/{id}/entregas: the card, all its deliveries (newest first) and her post links. */
export async function listarEntregas({ db, secret }: Deps, colaboracionId: string): Promise<RevisionEntregasResponse> {
  const [card, rows, posts, derechos] = await Promise.all([
    findAssigned(db, colaboracionId),
    listEntregasOf(db, colaboracionId),
    listPublicacionesOf(db, colaboracionId),
    derechosOf(db, colaboracionId),
  ]);
  if (!card) throw new AppError('COLABORACION_NOT_FOUND');
  const counts = contarCalificaciones(rows);
  return {
    colaboracion: presentCard(card, counts, secret),
    entregas: rows.map((r) => presentEntrega(r, secret)),
    counts,
    publicaciones: posts.map((p) => presentPublicacion(p, secret)),
    derechos,
  };
}

/**
 * GET /api/revision/colaboraciones/{id}/descarga (admin): all of one collaboration's files as one streamed
 * ZIP, named `creadora_producto_fecha_n.ext` (issue 18).
 */
export async function descargarColaboracion({ db, storage, logger }: Pick<ServiceContext, 'db' | 'storage' | 'logger'>, colaboracionId: string): Promise<Response> {
  const [card, rows] = await Promise.all([findAssigned(db, colaboracionId), listEntregasOf(db, colaboracionId)]);
  if (!card) throw new AppError('COLABORACION_NOT_FOUND');
  const files = rows
    .filter((r) => r.fileKey)
    .reverse()
    .map((r) => ({ key: r.fileKey!, createdAt: r.createdAt, producto: card.nombre, creadora: card.colaboradoraNombre }));
  if (files.length === 0) throw new AppError('DESCARGA_VACIA');
  const names = zipNames(files);
  return zipResponse(storage, files.map((f, i) => ({ bucket: 'entregas' as const, key: f.key, name: names[i]! })), `colabora_${slug(card.colaboradoraNombre, 'colaboradora')}_${slug(card.nombre, 'producto')}.zip`, logger);
}

type TransitionDeps = Pick<ServiceContext, 'db' | 'actor'>;

/** One of the two outcomes of a review; a collaboration not in revision (any more) is a 409. */
async function decide(
  { db, actor }: TransitionDeps,
  colaboracionId: string,
  name: 'aprobar' | 'solicitar_cambios',
  note: string | null,
): Promise<TransitionResult> {
  // The route's policy (entregas:review) has let only admins through; no role is no admin.
  if (!actor.role) throw new AppError('FORBIDDEN');
  const role = actor.role;
  // Only collaborations of the review: they have a creator. A second press of the same decision is
  // its success again (nothing written twice).
  const ofReview = isNotNull(colaboraciones.colaboradoraId);
  return transition(db, { colaboracionId, name, actor: { userId: actor.userId, role }, note, where: ofReview, repeatOk: ofReview });
}

/**
 * POST /api/revision/colaboraciones/{id}/aprobar: revision → entregado. entregado is not an active
 * state, so the creator is free to request another item (the partial unique index no longer holds her).
 */
export async function aprobar(deps: TransitionDeps, colaboracionId: string): Promise<TransitionResult> {
  const result = await decide(deps, colaboracionId, 'aprobar', null);
  // Sales attribution (issue 27): her first approved delivery may earn her code; the scheduled run catches up anyway.
  await codigoAlAprobar(deps.db, colaboracionId).catch(() => undefined);
  return result;
}

/**
 * POST /api/revision/colaboraciones/{id}/solicitar-cambios: revision → produccion with the note in the
 * history row, which her detail page reads (cambiosSolicitados); produccion takes uploads again.
 */
export function solicitarCambios(deps: TransitionDeps, colaboracionId: string, input: SolicitarCambiosInput): Promise<TransitionResult> {
  return decide(deps, colaboracionId, 'solicitar_cambios', input.nota);
}
