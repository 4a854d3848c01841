import { ajusteDe } from '../../../shared/domain/ajuste';
import { DISPONIBLES_PAGE_SIZE, type Disponible, type DisponiblesQuery } from '../../../shared/schemas/disponibles';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-error';
import { isAvailable } from '../../domain/availability';
import { transition } from '../../domain/transition';
import type { Actor } from '../../http/env';
import { AppError } from '../../http/errors';
import { fileUrls } from '../../storage/file-refs';
import { findAvailable, findCreatorId, hasActiveCollaboration, listAvailable, type DisponibleRow } from './disponibles.queries';

interface Deps {
  db: Db;
  actor: Actor;
  secret: string;
}

/** The item with signed image URLs and the fit hint from her own measures (null without them). */
function present(row: DisponibleRow, secret: string): Disponible {
  const { imagen, herCintura, herCadera, ...rest } = row;
  const urls = fileUrls(secret, imagen);
  const ajuste = ajusteDe({ cintura: rest.cintura, cadera: rest.cadera }, { cintura: herCintura, cadera: herCadera });
  return { ...rest, imagenUrl: urls.url, thumbUrl: urls.thumbUrl, ajuste };
}

export async function listDisponibles({ db, actor, secret }: Deps, { cursor, ...filters }: DisponiblesQuery) {
  const page = await listAvailable(db, actor.userId, filters, cursor, DISPONIBLES_PAGE_SIZE);
  return { items: page.rows.map((row) => present(row, secret)), nextCursor: page.nextCursor };
}

export async function getDisponible({ db, actor, secret }: Deps, id: string) {
  const row = await findAvailable(db, actor.userId, id);
  if (!row) throw new AppError('NOT_AVAILABLE', 404);
  return present(row, secret);
}

/**
 * The request (spec §4 disponible → confirmacion): one transaction that assigns the item only if it is
 * still unassigned and available. Two guards hold under any race: the row lock in transition() (of 50
 * creators asking for one item, one wins; the others read confirmacion and get 'ya no está disponible'),
 * and the partial unique index (of 20 requests by one creator, one commits; the rest violate
 * colaboraciones_one_active_per_creator).
 */
export async function solicitar({ db, actor }: Deps, colaboracionId: string) {
  const colaboradoraId = await findCreatorId(db, actor.userId);
  if (!colaboradoraId) throw new AppError('PROFILE_NOT_FOUND');
  if (await hasActiveCollaboration(db, colaboradoraId)) throw new AppError('ACTIVE_COLLABORATION');
  try {
    return await transition(db, {
      colaboracionId,
      name: 'solicitar',
      actor: { userId: actor.userId, role: 'colaboradora' },
      set: { colaboradoraId, fechaInicio: new Date() },
      where: isAvailable,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'colaboraciones_one_active_per_creator')) throw new AppError('ACTIVE_COLLABORATION_POLICY');
    if (error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'NOT_FOUND')) throw new AppError('NOT_AVAILABLE');
    throw error;
  }
}
