import { and } from 'drizzle-orm';
import { takesUploads } from '../../../shared/domain/estado';
import type { Entrega, MiEntrega } from '../../../shared/schemas/entregas';
import type { TipoContenido } from '../../../shared/domain/options';
import { presentEntrega } from '../../domain/entrega';
import { transition } from '../../domain/transition';
import { queueVideoProcessing } from '../../media/video-job';
import { currentTerms, recordAcceptance } from '../../derechos/terminos';
import type { EnviarRevisionInput } from '../../../shared/schemas/derechos';
import { AppError } from '../../app-error';
import { creatorIdOf, type ServiceContext } from '../../http/service-context';
import { toStorageRef } from '../../storage/file-refs';
import { readImageField, storeImageOrReject } from '../../storage/image-request';
import { withImageSlot } from '../../storage/image-slots';
import { assertRoomFor } from './entregas.quota';
import { deliveryFileKey } from '../../storage/paths';
import {
  countEntregas,
  deleteEntregaIfOpen,
  findOwnedCollaboration,
  findOwnedEntrega,
  hasBothKinds,
  insertEntregaIfOpen,
  listEntregas,
  listMisEntregas,
  ownedBy,
  type NewEntrega,
} from './entregas.queries';

type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'secret' | 'storage'>;

const notFound = () => new AppError('COLABORACION_NOT_FOUND');
const closed = () => new AppError('UPLOADS_CLOSED');

/**
 * 404 when the collaboration is not hers (the same answer as a missing one: whose items exist is no
 * business of another creator), 409 when it is hers but not in a state that takes uploads.
 */
export async function assertOpenForUploads({ db, actor }: Pick<ServiceContext, 'db' | 'actor'>, colaboracionId: string): Promise<void> {
  const row = await findOwnedCollaboration(db, colaboracionId, creatorIdOf(actor));
  if (!row) throw notFound();
  if (!takesUploads(row.estado)) throw closed();
}

/**
 * Records a stored file as an entrega; when the collaboration closed meanwhile, removes the files again
 * so nothing is left that no row points to.
 */
export async function recordStoredFile(
  { db, actor, storage }: Pick<ServiceContext, 'db' | 'actor' | 'storage'>,
  colaboracionId: string,
  values: NewEntrega & { fileKey: string },
) {
  // A video's poster and preview are made by a job queued with its row (issue 18, decision 048).
  const isVideo = values.tipoContenido === 'video';
  const row = await db.transaction(async (tx) => {
    const inserted = await insertEntregaIfOpen(tx, colaboracionId, creatorIdOf(actor), isVideo ? { ...values, videoEstado: 'procesando' } : values);
    if (inserted && isVideo) await queueVideoProcessing(tx, inserted.id);
    return inserted;
  });
  if (!row) {
    await Promise.allSettled([storage.delete('entregas', values.fileKey), values.thumbKey ? storage.delete('entregas', values.thumbKey) : null]);
    throw closed();
  }
  return row;
}

/** POST /api/entregas/{colaboracionId}/imagenes: one photo (spec §5 delivery upload rules). */
export async function uploadImagen(ctx: Ctx & Pick<ServiceContext, 'config'>, colaboracionId: string, request: Request): Promise<Entrega> {
  const { storage, secret } = ctx;
  // Checked before reading the body too, so a closed collaboration is refused without storing anything.
  await assertOpenForUploads(ctx, colaboracionId);
  // Read and processed in one of the process's image slots: memory stays flat under a burst (decision 046).
  const { image, size } = await withImageSlot(ctx.config, async () => {
    const bytes = await readImageField(request);
    // Photos count against the collaboration's bytes too.
    await assertRoomFor(ctx, colaboracionId, bytes.byteLength);
    const stored = await storeImageOrReject(storage, 'entregas', bytes, (ext) => deliveryFileKey(colaboracionId, ext));
    return { image: stored, size: stored.size };
  });
  const row = await recordStoredFile(ctx, colaboracionId, {
    tipoContenido: 'imagen',
    plataforma: 'upload',
    estado: 'enviado',
    feedbackStatus: 'bueno',
    imagenUrl: toStorageRef({ bucket: 'entregas', key: image.key }),
    fileKey: image.key,
    thumbKey: image.thumbKey,
    mimeType: image.mime,
    sizeBytes: size,
    width: image.width,
    height: image.height,
  });
  return presentEntrega(row, secret);
}

export async function listarEntregas({ db, actor, secret }: Ctx, colaboracionId: string, tipo?: TipoContenido) {
  if (!(await findOwnedCollaboration(db, colaboracionId, creatorIdOf(actor)))) throw notFound();
  const [rows, counts] = await Promise.all([listEntregas(db, colaboracionId, tipo), countEntregas(db, colaboracionId)]);
  return { entregas: rows.map((r) => presentEntrega(r, secret)), counts };
}

/** GET /api/mis-entregas: every file of her collaborations, newest first (capped: listMisEntregas). */
export async function listarMisEntregas({ db, actor, secret }: Ctx): Promise<MiEntrega[]> {
  const rows = await listMisEntregas(db, creatorIdOf(actor));
  return rows.map(({ entrega, colaboracion }) => ({ ...presentEntrega(entrega, secret), colaboracion }));
}

/** DELETE /api/entregas/item/{id}: the row first, its files after the delete committed. */
export async function eliminarEntrega({ db, actor, storage }: Ctx, id: string): Promise<void> {
  const colaboradoraId = creatorIdOf(actor);
  const row = await deleteEntregaIfOpen(db, id, colaboradoraId);
  if (!row) {
    if (!(await findOwnedEntrega(db, id, colaboradoraId))) throw new AppError('ENTREGA_NOT_FOUND');
    throw closed();
  }
  const keys = [row.fileKey, row.thumbKey].filter((k): k is string => Boolean(k));
  // A file left behind by a failed delete is only storage; a row without its file would be a broken card.
  await Promise.allSettled(keys.map((k) => storage.delete('entregas', k)));
}

/**
 * POST /api/entregas/{colaboracionId}/enviar-revision: produccion → revision (spec §4). Ownership and
 * "at least one photo and one video" are part of the transition's UPDATE, so a delete racing the send
 * cannot leave a collaboration in review without content.
 */
export async function enviarRevision({ db, actor }: Ctx, colaboracionId: string, input: EnviarRevisionInput = {}) {
  const colaboradoraId = creatorIdOf(actor);
  const row = await findOwnedCollaboration(db, colaboracionId, colaboradoraId);
  if (!row) throw notFound();
  // The spec's hint, said before trying; the transition's own condition still holds under a racing delete.
  if (row.estado === 'produccion') {
    const counts = await countEntregas(db, colaboracionId);
    if (counts.imagenes === 0 || counts.videos === 0) throw new AppError('MISSING_CONTENT');
  }
  return db.transaction(async (tx) => {
    // Once the brand has usage terms she accepts the current version with her content (issue 18): an old
    // version (the terms changed while her screen was open) is refused, and the acceptance commits with the step.
    const terms = await currentTerms(tx);
    const result = await transition(tx, {
      colaboracionId,
      name: 'enviar_revision',
      actor: { userId: actor.userId, role: 'colaboradora' },
      where: and(ownedBy(colaboradoraId), hasBothKinds(colaboracionId)),
      repeatOk: ownedBy(colaboradoraId),
    });
    if (terms && !result.repeated) {
      if (input.terminosVersion !== terms.version) throw new AppError('TERMINOS_NO_ACEPTADOS');
      await recordAcceptance(tx, colaboracionId, terms.version, actor.userId);
    }
    return result;
  });
}
