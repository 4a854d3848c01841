import { can } from '../../../shared/domain/permissions';
import type { Autorizacion, AutorizacionParsed } from '../../../shared/schemas/anuncios';
import { AppError } from '../../app-error';
import { isUniqueViolation } from '../../db/pg-error';
import { presentAutorizacion } from '../../derechos/anuncios';
import type { Actor } from '../../http/env';
import type { ServiceContext } from '../../http/service-context';
import { colaboracionDe, deleteAutorizacion, findAutorizacion, insertAutorizacion, listAutorizaciones } from './anuncios.queries';

/**
 * Ad authorizations (issue 30 item 4, decision 073). The creator adds hers (the Spark code she pastes,
 * the Meta permission she granted) to her own collaboration; an admin may add or remove them on any.
 * Tienda has no part in usage rights. Another creator's collaboration answers 404, as if it did not exist,
 * and so does any collaboration to tienda.
 * An authorization belongs to the usage record: the collaboration must have accepted terms.
 */
type Parsed = AutorizacionParsed;

async function checkAccess(db: ServiceContext['db'], actor: Actor, colaboracionId: string) {
  const staff = can(actor.role, 'contenido:view');
  // Tienda and people without a role hold no usage record: for them no collaboration has one (404, as the
  // route guard's 'authenticated' promises no 403).
  if (!staff && actor.role !== 'colaboradora') throw new AppError('COLABORACION_NOT_FOUND');
  const colab = await colaboracionDe(db, colaboracionId);
  if (!colab || (!staff && (!actor.colaboradoraId || colab.colaboradoraId !== actor.colaboradoraId))) throw new AppError('COLABORACION_NOT_FOUND');
  return colab;
}

export async function listar({ db, actor }: Pick<ServiceContext, 'db' | 'actor'>, colaboracionId: string): Promise<Autorizacion[]> {
  await checkAccess(db, actor, colaboracionId);
  return (await listAutorizaciones(db, colaboracionId)).map((r) => presentAutorizacion(r));
}

export async function agregar({ db, actor }: Pick<ServiceContext, 'db' | 'actor'>, colaboracionId: string, input: Parsed): Promise<Autorizacion> {
  const colab = await checkAccess(db, actor, colaboracionId);
  if (!colab.conDerechos) throw new AppError('AUTORIZACION_SIN_DERECHOS');
  try {
    const row = await insertAutorizacion(db, {
      colaboracionId,
      tipo: input.tipo,
      codigo: input.tipo === 'spark' ? input.codigo : null,
      otorgadaEl: input.otorgadaEl,
      dias: input.dias,
      registradaPor: actor.userId,
    });
    return presentAutorizacion(row);
  } catch (error) {
    if (isUniqueViolation(error, 'autorizaciones_anuncio_codigo_idx')) throw new AppError('AUTORIZACION_DUPLICADA');
    throw error;
  }
}

export async function quitar({ db, actor }: Pick<ServiceContext, 'db' | 'actor'>, id: string): Promise<void> {
  const row = await findAutorizacion(db, id);
  if (!row) throw new AppError('AUTORIZACION_NOT_FOUND');
  try {
    await checkAccess(db, actor, row.colaboracionId);
  } catch (error) {
    // Another creator's authorization: not found, like her collaboration.
    if (error instanceof AppError && error.code === 'COLABORACION_NOT_FOUND') throw new AppError('AUTORIZACION_NOT_FOUND');
    throw error;
  }
  await deleteAutorizacion(db, id, row.colaboracionId);
}
