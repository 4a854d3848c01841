import { and, eq } from 'drizzle-orm';
import { parsePublicacionUrl, takesPublicaciones } from '../../../shared/domain/publicaciones';
import type { Publicacion, PublicacionInput } from '../../../shared/schemas/publicaciones';
import { AppError } from '../../app-error';
import { isUniqueViolation } from '../../db/pg-error';
import { publicaciones, publicacionesDescartadas } from '../../db/schema';
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

type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'secret'>;

// Another creator's collaboration answers like a missing one (whose items exist is no business of hers).
const notFound = () => new AppError('COLABORACION_NOT_FOUND');
const closed = () => new AppError('PUBLICACIONES_CLOSED');
const duplicate = () => new AppError('PUBLICACION_DUPLICADA');
const full = () => new AppError('PUBLICACIONES_LIMITE');

/** GET /api/publicaciones/{colaboracionId}: her post links on her collaboration, in the order she added them. */
export async function listarPublicaciones({ db, actor, secret }: Ctx, colaboracionId: string): Promise<Publicacion[]> {
  if (!(await findOwnedCollaboration(db, colaboracionId, creatorIdOf(actor)))) throw notFound();
  return (await listPublicacionesOf(db, colaboracionId)).map((p) => presentPublicacion(p, secret));
}

/**
 * POST /api/publicaciones/{colaboracionId}: one post link (decision 047). Hers, in produccion, revision
 * or entregado, checked under the collaboration's row lock (a concurrent add or state change waits);
 * the link is stored as the rule spells it (https, no share trackers), once per collaboration and at
 * most MAX_PUBLICACIONES: the unique indexes refuse what a check here might miss.
 */
export async function agregarPublicacion({ db, actor, secret }: Ctx, colaboracionId: string, input: PublicacionInput): Promise<Publicacion> {
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
      return presentPublicacion(row, secret);
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
    // A found post (issue 30) is the brand's evidence: staff detach a wrong one, she does not.
    if (found.origen === 'encontrada') throw new AppError('PUBLICACION_ENCONTRADA');
    const colaboracion = await lockOwnedCollaboration(tx, found.colaboracionId, colaboradoraId);
    if (!colaboracion) throw new AppError('PUBLICACION_NOT_FOUND');
    if (!takesPublicaciones(colaboracion.estado)) throw closed();
    if (!(await deletePublicacion(tx, id))) throw new AppError('PUBLICACION_NOT_FOUND');
  });
}

/**
 * DELETE /api/publicaciones/encontrada/{id} (staff): detaches a post the checks attached by mistake
 * (issue 30). The row goes (and with it, when it was the only one, the 7-day rule's "cumplido"); its
 * post id is remembered so the next check does not attach it again. Pasted links are hers to remove.
 */
export async function descartarEncontrada({ db, actor, storage }: Pick<ServiceContext, 'db' | 'actor' | 'storage'>, id: string): Promise<void> {
  const key = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(publicaciones).where(and(eq(publicaciones.id, id), eq(publicaciones.origen, 'encontrada'))).for('update');
    if (!row || !row.externoId) throw new AppError('PUBLICACION_NOT_FOUND');
    await tx
      .insert(publicacionesDescartadas)
      .values({ colaboracionId: row.colaboracionId, plataforma: row.plataforma, externoId: row.externoId, descartadaPor: actor.userId })
      .onConflictDoNothing();
    await tx.delete(publicaciones).where(eq(publicaciones.id, id));
    return row.mediaKey;
  });
  if (key) await storage.delete('entregas', key).catch(() => undefined);
}
