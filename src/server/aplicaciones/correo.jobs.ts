import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { jobMailSender } from '../avisos/correo.jobs';
import type { Db } from '../db/client';
import { aplicaciones } from '../db/schema';
import { invitarPorCorreo } from '../invitaciones/invitar';
import type { Mailer } from '../mail/mailer';
import type { JobHandler } from '../queue/queue';
import { JOB_APLICACION_ACEPTADA, JOB_APLICACION_RECHAZADA } from './jobs';

/**
 * The applications' own email (decisions 072, 079): declining with a message sends that message, kindly
 * framed, through the queue's one sender (no inbox row, preference or unsubscribe link: she has no
 * account). Accepting sends nothing here: it makes her invitation with the one invitation maker, whose
 * email job greets her by name.
 */
export interface AplicacionesMailDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  appSecret: string;
  logger: Logger;
}

export function aplicacionesMailJobHandlers({ db, mailer, appUrl, appSecret }: AplicacionesMailDeps): Record<string, JobHandler> {
  const send = jobMailSender({ mailer, appUrl, appSecret });

  const load = async (datos: Record<string, unknown>) => {
    const id = typeof datos.aplicacionId === 'string' ? datos.aplicacionId : null;
    if (!id) return null;
    const [row] = await db.select().from(aplicaciones).where(eq(aplicaciones.id, id));
    return row ?? null;
  };

  /** A job queued before decision 079 (accepting queued it then): makes her invitation the one way. */
  const aceptada: JobHandler = async (job) => {
    const app = await load(job.datos);
    if (!app || app.estado !== 'aceptada' || app.invitacionId || !app.decididaPor) return;
    const decididaPor = app.decididaPor;
    await db.transaction(async (tx) => {
      const inv = await invitarPorCorreo(tx, appSecret, { email: app.email, createdBy: decididaPor });
      await tx.update(aplicaciones).set({ invitacionId: inv.id }).where(eq(aplicaciones.id, app.id));
    });
  };

  const rechazada: JobHandler = async (job) => {
    const app = await load(job.datos);
    if (!app || app.estado !== 'rechazada' || !app.mensaje) return;
    await send(job.id, app.email, {
      asunto: 'Sobre tu solicitud para colaborar',
      resumen: 'Gracias por tu interés en colaborar con la marca.',
      titulo: 'Gracias por tu solicitud',
      parrafos: [`Hola, ${app.nombre}:`, 'Gracias por tu interés en colaborar con la marca. Esta vez no podremos sumarte al programa.', app.mensaje],
    });
  };

  return { [JOB_APLICACION_ACEPTADA]: aceptada, [JOB_APLICACION_RECHAZADA]: rechazada };
}
