import {
  APLICACION_CONSENTIMIENTO,
  APLICACION_RECIBIDA,
  preguntasVisibles,
  respuestasSchema,
  type Aplicacion,
  type AplicacionEstado,
  type AplicacionesListResponse,
  type AplicaFormularioResponse,
  type Respuesta,
  type RespuestaGuardada,
} from '../../../shared/schemas/aplicaciones';
import { AppError } from '../../app-error';
import { notify } from '../../avisos/avisar';
import { textos } from '../../avisos/textos';
import { readFicha, signFicha } from '../../aplicaciones/ficha';
import { JOB_APLICACION_RECHAZADA } from '../../aplicaciones/jobs';
import { invitarPorCorreo } from '../../invitaciones/invitar';
import type { PublicServiceContext, ServiceContext } from '../../http/service-context';
import { hitRateLimit } from '../../http/rate-limit';
import { enqueue } from '../../queue/queue';
import { conteoAplicaciones, decidir, estadoDe, getAplicacion, listAplicaciones, upsertPendiente, vincularInvitacion } from './aplicaciones.queries';
import { preguntasActuales, preguntasDeVersion } from './preguntas.service';

/**
 * Applications (issue 29 item 4, decision 072). The public page sends her answers; the spam guard needs
 * no third party: a honeypot field, a minimum fill time (the signed opening time), and limits per client
 * address and per email address kept in the database. Her answers are checked against the question set
 * her page showed (decision 079). Admins decide; accepting makes her invitation the one way invitations
 * are made, and it is emailed to her.
 */
const TEN_MINUTES = 10 * 60_000;
const HOUR = 60 * 60_000;
/** Sends of one address per hour (each updates the same pending application). */
export const APLICA_POR_CORREO_POR_HORA = 3;

/** GET /api/aplica: the current questions (the hidden ones left out), and a ficha naming their version. */
export async function formulario({ db, config }: Pick<PublicServiceContext, 'db' | 'config'>): Promise<AplicaFormularioResponse> {
  const set = await preguntasActuales(db);
  return { preguntas: preguntasVisibles(set.preguntas), consentimiento: APLICACION_CONSENTIMIENTO, ficha: signFicha(config.appSecret, Date.now(), set.version) };
}

/**
 * Her answers checked against the question set her page showed (decision 079: a question changed or
 * removed since does not lose or refuse what she answered), each kept with its label as she read it.
 */
async function checkAnswers(db: PublicServiceContext['db'], version: number, raw: Record<string, unknown>) {
  const set = await preguntasDeVersion(db, version);
  if (!set) throw new AppError('APLICACION_FICHA');
  const parsed = respuestasSchema(set.preguntas).safeParse(raw);
  if (!parsed.success) throw new AppError('VALIDATION', 400, parsed.error.issues[0]?.message);
  // The object the rule built has one key per asked question (and the consent, not kept as an answer).
  const valores = parsed.data as unknown as Record<string, Respuesta>;
  const guardadas: RespuestaGuardada[] = preguntasVisibles(set.preguntas).map((p) => ({ id: p.id, etiqueta: p.etiqueta, tipo: p.tipo, valor: valores[p.id] ?? null }));
  return { valores, guardadas, version: set.version };
}

export interface Envio {
  respuestas: Record<string, unknown>;
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
  const ficha = readFicha(config.appSecret, envio.ficha);
  if (ficha === null) throw new AppError('APLICACION_FICHA');
  const answers = await checkAnswers(db, ficha.version, envio.respuestas);
  if (ficha.age < config.aplica.minFillMs) throw new AppError('APLICACION_MUY_RAPIDA');
  if (!(await hitRateLimit(db, `aplica:correo:${String(answers.valores.email)}`, HOUR, APLICA_POR_CORREO_POR_HORA))) {
    throw new AppError('APLICACIONES_DEMASIADAS');
  }
  // Admins hear of it in the same transaction (issue 29 item 5, decision 079); the key is the application,
  // so a repeated send that updates the pending one finds its notice and adds none.
  await db.transaction(async (tx) => {
    const { id } = await upsertPendiente(tx, answers);
    await notify(tx, { roles: ['admin'] }, textos.aplicacionNueva({ id, nombre: String(answers.valores.nombre) }, `aplicacion:${id}`));
  });
  return { mensaje: APLICACION_RECIBIDA };
}

export async function listar({ db }: Pick<ServiceContext, 'db'>, estado: AplicacionEstado): Promise<AplicacionesListResponse> {
  const [items, conteo] = await Promise.all([listAplicaciones(db, estado), conteoAplicaciones(db)]);
  return { items, conteo };
}

export const conteo = ({ db }: Pick<ServiceContext, 'db'>) => conteoAplicaciones(db);

/**
 * Accept or decline, once: a conditional UPDATE from pendiente, with its email in the same transaction.
 * Accepting makes her invitation with the one invitation maker (Gestión de Roles' emailed invitations:
 * the same 7 days, the same email job, resendable from there), addressed to her and linked to the
 * application. The same decision again (a double tap, a second admin) answers the application as it is;
 * the other decision on a decided one is a 409.
 */
async function decide(
  { db, actor, secret }: Pick<ServiceContext, 'db' | 'actor' | 'secret'>,
  id: string,
  estado: 'aceptada' | 'rechazada',
  mensaje: string | null,
): Promise<Aplicacion> {
  await db.transaction(async (tx) => {
    const email = await decidir(tx, id, estado, actor.userId, mensaje);
    if (email !== null) {
      if (estado === 'aceptada') {
        const invitacion = await invitarPorCorreo(tx, secret, { email, createdBy: actor.userId });
        await vincularInvitacion(tx, id, invitacion.id);
      } else if (mensaje) await enqueue(tx, JOB_APLICACION_RECHAZADA, { aplicacionId: id }, { maxIntentos: 8 });
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

export const aceptar = (ctx: Pick<ServiceContext, 'db' | 'actor' | 'secret'>, id: string) => decide(ctx, id, 'aceptada', null);
export const rechazar = (ctx: Pick<ServiceContext, 'db' | 'actor' | 'secret'>, id: string, mensaje: string | null) => decide(ctx, id, 'rechazada', mensaje);
