import { profileCompleteness } from '../../../shared/schemas/perfil';
import type { Inicio } from '../../../shared/schemas/inicio';
import { AppError } from '../../app-error';
import type { ServiceContext } from '../../http/service-context';
import { puntajesOf } from '../../domain/puntaje';
import { countAvailable, creatorSummary, hasSalesCode } from './inicio.queries';

export async function getInicio({ db, actor }: Pick<ServiceContext, 'db' | 'actor'>): Promise<Inicio> {
  const [summary, disponibles] = await Promise.all([creatorSummary(db, actor.userId), countAvailable(db)]);
  if (!summary) throw new AppError('PROFILE_NOT_FOUND');
  const c = summary.colaboradora;
  const [puntajes, tieneCodigo] = await Promise.all([puntajesOf(db, [c.id]), hasSalesCode(db, c.id)]);
  const puntaje = puntajes.get(c.id)!;
  return {
    nombre: c.nombre,
    disponibles,
    pendientes: summary.pendientes,
    entregadas: summary.entregadas,
    completitud: profileCompleteness({ ...c, avatar_url: c.avatarUrl }),
    puntaje,
    tieneCodigo,
  };
}
