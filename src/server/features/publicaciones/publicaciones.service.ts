import { parsePublicacionUrl, takesPublicaciones } from '../../../shared/domain/publicaciones';
import type { Publicacion, PublicacionInput } from '../../../shared/schemas/publicaciones';
import { AppError } from '../../app-error';
import { isUniqueViolation } from '../../db/pg-error';
import { listPublicacionesOf, presentPublicacion } from '../../domain/publicacion';
import { creatorIdOf, type ServiceContext } from '../../http/service-context';
import {
  deletePublicacion,
  findByUrl,
  findOwnedCollaboration,
  findOwnedPublicacion,
  insertInFreeSlot,
  lockOwnedCollaboration,
} from './publicaciones.queries';

type Ctx = Pick<ServiceContext, 'db' | 'actor'>;

// Another creator's collaboration answers like a missing one (whose items exist is no business of hers).
const notFound = () => new AppError('COLABORACION_NOT_FOUND');
const closed = () => new AppError('PUBLICACIONES_CLOSED');
const duplicate = () => new AppError('PUBLICACION_DUPLICADA');
const full = () => new AppError('PUBLICACIONES_LIMITE');

/** GET /api/publicaciones/{colaboracionId}: her post links on her collaboration, in the order she added them. */
export async function listarPublicaciones({ db, actor }: Ctx, colaboracionId: string): Promise<Publicacion[]> {
  if (!(await findOwnedCollaboration(db, colaboracionId, creatorIdOf(actor)))) throw notFound();
  return (await listPublicacionesOf(db, colaboracionId)).map(presentPublicacion);
}

/**
 * POST /api/publicaciones/{colaboracionId}: one post link (decision 047). Hers, in produccion, revision
 * or entregado, checked under the collaboration's row lock (a concurrent add or state change waits);
 * the link is stored as the rule spells it (https, no share trackers), once per collaboration and at
 * most MAX_PUBLICACIONES: the unique indexes refuse what a check here might miss.
 */
export async function agregarPublicacion({ db, actor }: Ctx, colaboracionId: string, input: PublicacionInput): Promise<Publicacion> {
  const colaboradoraId = creatorIdOf(actor);
  const parsed = parsePublicacionUrl(input.url);
  if (!parsed.ok) throw new AppError('VALIDATION', 400, parsed.message);
  try {
    return await db.transaction(async (tx) => {
      const colaboracion = await lockOwnedCollaboration(tx, colaboracionId, colaboradoraId);
      if (!colaboracion) throw notFound();
      if (!takesPublicaciones(colaboracion.estado)) throw closed();
      if (await findByUrl(tx, colaboracionId, parsed.url)) throw duplicate();
      const row = await insertInFreeSlot(tx, { colaboracionId, plataforma: parsed.plataforma, url: parsed.url, createdBy: actor.userId });
      if (!row) throw full();
      return presentPublicacion(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'publicaciones_colaboracion_url_idx')) throw duplicate();
    if (isUniqueViolation(error, 'publicaciones_colaboracion_slot_idx')) throw full();
    throw error;
  }
}

/** DELETE /api/publicaciones/item/{id}: she removes a link of hers added by mistake, in the same states. */
export async function quitarPublicacion({ db, actor }: Ctx, id: string): Promise<void> {
  const colaboradoraId = creatorIdOf(actor);
  await db.transaction(async (tx) => {
    const found = await findOwnedPublicacion(tx, id, colaboradoraId);
    if (!found) throw new AppError('PUBLICACION_NOT_FOUND');
    const colaboracion = await lockOwnedCollaboration(tx, found.colaboracionId, colaboradoraId);
    if (!colaboracion) throw new AppError('PUBLICACION_NOT_FOUND');
    if (!takesPublicaciones(colaboracion.estado)) throw closed();
    if (!(await deletePublicacion(tx, id))) throw new AppError('PUBLICACION_NOT_FOUND');
  });
}
