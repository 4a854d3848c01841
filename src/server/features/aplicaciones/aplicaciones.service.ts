import {
  APLICACION_PREGUNTAS,
  APLICACION_RECIBIDA,
  type Aplicacion,
  type AplicacionEstado,
  type AplicacionForm,
  type AplicacionesListResponse,
  type AplicaFormularioResponse,
} from '../../../shared/schemas/aplicaciones';
import { AppError } from '../../app-error';
import { fichaAge, signFicha } from '../../aplicaciones/ficha';
import { JOB_APLICACION_ACEPTADA, JOB_APLICACION_RECHAZADA } from '../../aplicaciones/jobs';
import type { PublicServiceContext, ServiceContext } from '../../http/service-context';
import { hitRateLimit } from '../../http/rate-limit';
import { enqueue } from '../../queue/queue';
import { conteoAplicaciones, decidir, estadoDe, getAplicacion, listAplicaciones, upsertPendiente } from './aplicaciones.queries';

/**
 * Applications (issue 29 item 4, decision 072). The public page sends her answers; the spam guard needs
 * no third party: a honeypot field, a minimum fill time (the signed opening time), and limits per client
 * address and per email address kept in the database. Admins decide; accepting queues the email that
 * carries her invitation (made by the job, so no usable token is ever stored).
 */
const TEN_MINUTES = 10 * 60_000;
const HOUR = 60 * 60_000;
/** Sends of one address per hour (each updates the same pending application). */
export const APLICA_POR_CORREO_POR_HORA = 3;

export function formulario({ config }: Pick<PublicServiceContext, 'config'>): AplicaFormularioResponse {
  return { preguntas: { ...APLICACION_PREGUNTAS }, ficha: signFicha(config.appSecret) };
}

export interface Envio {
  respuestas: AplicacionForm;
  ficha: string;
  sitioWeb?: string | undefined;
  /** The client's address (null in tests without a socket: one shared bucket). */
  cliente: string | null;
}

export async function enviarAplicacion({ db, config, logger }: Pick<PublicServiceContext, 'db' | 'config' | 'logger'>, envio: Envio): Promise<{ mensaje: string }> {
  if (!(await hitRateLimit(db, `aplica:cliente:${envio.cliente ?? 'local'}`, TEN_MINUTES, config.aplica.rateLimitMax))) {
    throw new AppError('APLICACIONES_DEMASIADAS');
  }
  // A bot filled the field people never see: it hears the same thanks, and nothing is kept.
  if (envio.sitioWeb && envio.sitioWeb.trim() !== '') {
    logger.warn({ reason: 'honeypot' }, 'application dropped');
    return { mensaje: APLICACION_RECIBIDA };
  }
  const age = fichaAge(config.appSecret, envio.ficha);
  if (age === null) throw new AppError('APLICACION_FICHA');
  if (age < config.aplica.minFillMs) throw new AppError('APLICACION_MUY_RAPIDA');
  if (!(await hitRateLimit(db, `aplica:correo:${envio.respuestas.email}`, HOUR, APLICA_POR_CORREO_POR_HORA))) {
    throw new AppError('APLICACIONES_DEMASIADAS');
  }
  await upsertPendiente(db, envio.respuestas);
  return { mensaje: APLICACION_RECIBIDA };
}

export async function listar({ db }: Pick<ServiceContext, 'db'>, estado: AplicacionEstado): Promise<AplicacionesListResponse> {
  const [items, conteo] = await Promise.all([listAplicaciones(db, estado), conteoAplicaciones(db)]);
  return { items, conteo };
}

export const conteo = ({ db }: Pick<ServiceContext, 'db'>) => conteoAplicaciones(db);

/**
 * Accept or decline, once: a conditional UPDATE from pendiente, with its email job in the same
 * transaction. The same decision again (a double tap, a second admin) answers the application as it is;
 * the other decision on a decided one is a 409.
 */
async function decide(
  { db, actor }: Pick<ServiceContext, 'db' | 'actor'>,
  id: string,
  estado: 'aceptada' | 'rechazada',
  mensaje: string | null,
): Promise<Aplicacion> {
  await db.transaction(async (tx) => {
    if (await decidir(tx, id, estado, actor.userId, mensaje)) {
      if (estado === 'aceptada') await enqueue(tx, JOB_APLICACION_ACEPTADA, { aplicacionId: id }, { maxIntentos: 8 });
      else if (mensaje) await enqueue(tx, JOB_APLICACION_RECHAZADA, { aplicacionId: id }, { maxIntentos: 8 });
      return;
    }
    const now = await estadoDe(tx, id);
    if (now === null) throw new AppError('APLICACION_NOT_FOUND');
    if (now !== estado) throw new AppError('APLICACION_YA_DECIDIDA');
  });
  const aplicacion = await getAplicacion(db, id);
  if (!aplicacion) throw new AppError('APLICACION_NOT_FOUND');
  return aplicacion;
}

export const aceptar = (ctx: Pick<ServiceContext, 'db' | 'actor'>, id: string) => decide(ctx, id, 'aceptada', null);
export const rechazar = (ctx: Pick<ServiceContext, 'db' | 'actor'>, id: string, mensaje: string | null) => decide(ctx, id, 'rechazada', mensaje);
