import { ajusteDe } from '../../../shared/domain/ajuste';
import { DISPONIBLES_PAGE_SIZE, type Disponible, type DisponiblesQuery } from '../../../shared/schemas/disponibles';
import { isUniqueViolation } from '../../db/pg-error';
import { eq } from 'drizzle-orm';
import { colaboraciones } from '../../db/schema';
import { isAvailable } from '../../domain/availability';
import { transition } from '../../domain/transition';
import { AppError } from '../../app-error';
import { creatorIdOf, type ServiceContext } from '../../http/service-context';
import { fileUrls } from '../../storage/file-refs';
import { findAvailable, findHerMeasures, hasActiveCollaboration, listAvailable, type DisponibleRow, type ItemRow } from './disponibles.queries';

type Ctx = Pick<ServiceContext, 'db' | 'actor' | 'secret'>;

type Item = Omit<Disponible, 'ajuste'>;

/** The item with signed image URLs: what every creator gets alike. */
function presentItem(row: ItemRow, secret: string): Item {
  const { imagen, ...rest } = row;
  const urls = fileUrls(secret, imagen);
  return { ...rest, imagenUrl: urls.url, thumbUrl: urls.thumbUrl };
}

/** The item with the fit hint from her own measures (null without them). */
function forHer(item: Item, hers: { cintura: number | null; cadera: number | null }): Disponible {
  return { ...item, ajuste: ajusteDe({ cintura: item.cintura, cadera: item.cadera }, hers) };
}

function present(row: DisponibleRow, secret: string): Disponible {
  const { herCintura, herCadera, ...item } = row;
  return forHer(presentItem(item, secret), { cintura: herCintura, cadera: herCadera });
}

/**
 * A page of the list. The page is the same for every creator and the hottest read she makes, so it is
 * served from the read cache (decision 026: at most 2 s old, cleared by any write on this instance);
 * her measures are read (and cached) apart and give each item its fit hint.
 */
export async function listDisponibles({ db, actor, secret, cache }: Ctx & Pick<ServiceContext, 'cache'>, { cursor, ...filters }: DisponiblesQuery) {
  const key = `disponibles:${JSON.stringify([filters.talla ?? '', filters.tipo ?? '', filters.q ?? '', cursor ?? ''])}`;
  const [page, hers] = await Promise.all([
    cache.read(key, async () => {
      const found = await listAvailable(db, filters, cursor, DISPONIBLES_PAGE_SIZE);
      return { items: found.rows.map((row) => presentItem(row, secret)), nextCursor: found.nextCursor };
    }),
    cache.read(`medidas:${actor.userId}`, () => findHerMeasures(db, actor.userId)),
  ]);
  return { items: page.items.map((item) => forHer(item, hers)), nextCursor: page.nextCursor };
}

export async function getDisponible({ db, actor, secret }: Ctx, id: string) {
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
export async function solicitar({ db, actor }: Pick<ServiceContext, 'db' | 'actor'>, colaboracionId: string) {
  const colaboradoraId = creatorIdOf(actor);
  if (await hasActiveCollaboration(db, colaboradoraId, colaboracionId)) throw new AppError('ACTIVE_COLLABORATION');
  try {
    return await transition(db, {
      colaboracionId,
      name: 'solicitar',
      actor: { userId: actor.userId, role: 'colaboradora' },
      set: { colaboradoraId, fechaInicio: new Date() },
      where: isAvailable,
      // Her second tap finds the item already hers, in confirmación: the same '¡Solicitud Enviada!'.
      repeatOk: eq(colaboraciones.colaboradoraId, colaboradoraId),
    });
  } catch (error) {
    if (isUniqueViolation(error, 'colaboraciones_one_active_per_creator')) throw new AppError('ACTIVE_COLLABORATION_POLICY');
    throw error;
  }
}
