import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { SCREENS } from '../../shared/routes';
import { INVITACION_DIAS, INVITACION_PARAM } from '../../shared/schemas/colaboradoras';
import type { Db } from '../db/client';
import { aplicaciones, invitaciones } from '../db/schema';
import { hashToken } from '../features/colaboradoras/invitaciones.service';
import type { Mailer } from '../mail/mailer';
import { LOGO_CID, logoPng, renderEmail } from '../mail/render';
import type { EmailContent } from '../mail/templates/layout';
import type { JobHandler } from '../queue/queue';
import { JOB_APLICACION_ACEPTADA, JOB_APLICACION_RECHAZADA } from './jobs';

/**
 * The applications' emails (decision 072), kept apart from the notices' jobs: the applicant has no
 * account yet, so there is no inbox row, no preference and no unsubscribe link, only the message.
 * Accepting: the job makes her single-use invitation (role colaboradora, 7 days) and sends its link; the
 * token exists only in the email (its hash in `invitaciones`), and a send that fails removes the
 * invitation it made, so a retry makes a new one. Declining with a message: that message, kindly framed.
 * Each send's Message-ID comes from its job, like every email of the queue.
 */
export interface AplicacionesMailDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  logger: Logger;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function aplicacionesMailJobHandlers({ db, mailer, appUrl }: AplicacionesMailDeps): Record<string, JobHandler> {
  const url = (p: string) => `${appUrl}${p}`;
  const host = new URL(appUrl).hostname || 'colabora';

  async function send(jobId: string, to: string, content: EmailContent) {
    const rendered = await renderEmail(content, { preferenciasUrl: url(SCREENS.preferencias.path) });
    return mailer.send({
      to,
      subject: content.asunto,
      html: rendered.html,
      text: rendered.text,
      messageId: `<${jobId}@${host}>`,
      attachments: [{ filename: 'colabora.png', content: await logoPng(), cid: LOGO_CID, contentType: 'image/png' }],
    });
  }

  const load = async (datos: Record<string, unknown>) => {
    const id = typeof datos.aplicacionId === 'string' ? datos.aplicacionId : null;
    if (!id) return null;
    const [row] = await db.select().from(aplicaciones).where(eq(aplicaciones.id, id));
    return row ?? null;
  };

  const aceptada: JobHandler = async (job) => {
    const app = await load(job.datos);
    if (!app || app.estado !== 'aceptada') return;
    const token = randomBytes(32).toString('base64url');
    const [inv] = await db
      .insert(invitaciones)
      .values({ tokenHash: hashToken(token), createdBy: app.decididaPor, expiresAt: new Date(Date.now() + INVITACION_DIAS * DAY_MS) })
      .returning({ id: invitaciones.id });
    if (!inv) throw new Error('invitation not inserted');
    await db.update(aplicaciones).set({ invitacionId: inv.id }).where(eq(aplicaciones.id, app.id));
    const link = new URL(SCREENS.auth.path, appUrl);
    link.searchParams.set(INVITACION_PARAM, token);
    try {
      await send(job.id, app.email, {
        asunto: '¡Te damos la bienvenida como colaboradora!',
        resumen: 'Aceptamos tu solicitud. Crea tu cuenta con este enlace.',
        titulo: 'Aceptamos tu solicitud',
        parrafos: [
          `Hola, ${app.nombre}:`,
          'Gracias por querer colaborar con la marca. Revisamos tu solicitud y nos encantaría trabajar contigo.',
          `Crea tu cuenta con el botón, usando este mismo correo (${app.email}). El enlace sirve para una sola cuenta y vence en ${INVITACION_DIAS} días.`,
        ],
        boton: { texto: 'Crear mi cuenta', url: link.toString() },
      });
    } catch (error) {
      await db.delete(invitaciones).where(eq(invitaciones.id, inv.id));
      throw error;
    }
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
