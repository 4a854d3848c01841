import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { SCREENS } from '../../shared/routes';
import { CATEGORIA_DE, type AvisoTipo, type CategoriaOpcional } from '../../shared/schemas/avisos';
import type { Db } from '../db/client';
import { aplicaciones, avisos, entregas, invitaciones, preferenciasCorreo, profiles } from '../db/schema';
import { enqueue, type JobHandler } from '../queue/queue';
import type { Mailer } from '../mail/mailer';
import { LOGO_CID, logoPng, renderEmail } from '../mail/render';
import type { EmailContent } from '../mail/templates/layout';
import { createResetToken, forgetResetToken, JOB_CONTRASENA_CAMBIADA, JOB_CUENTA_EXISTENTE, JOB_RECUPERACION, personByEmail, resetPath } from '../auth/recuperacion';
import { JOB_CORREO, JOB_LOTE, LOTES } from './avisar';
import { signBaja } from './baja-token';
import { abrir, sellar } from './sellar';
import { emailDeAvisos, formatFechaMx, type AvisoParaCorreo } from './textos';

/**
 * The queue's email jobs (decisions 041-043, 058): one notice's email, a batch gathered into one email, a
 * password-recovery email, and the notice to an address's owner that someone signed up with it. Each send carries a Message-ID made from its job, so the one case the queue
 * cannot rule out (the worker killed after the server accepted the message and before the job was
 * marked done) arrives as the same message twice, which mail clients fold into one.
 */
/** An invitation's email (issue 28): its job carries the token sealed, never readable from the table. */
export const JOB_INVITACION = 'invitacion';
const INVITACION_SELLO = 'invitacion';

export function invitacionJobDatos(appSecret: string, invitacionId: string, token: string): Record<string, unknown> {
  return { invitacionId, token: sellar(appSecret, INVITACION_SELLO, token) };
}

export interface MailJobDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  appSecret: string;
  logger: Logger;
  /** Wakes the worker after a batch queued its email. */
  nudge?: () => void;
}

/** One email of a job, framed by the layout; a category and a person add the one-tap unsubscribe. */
export type JobMailSend = (jobId: string, to: string, content: EmailContent, categoria?: CategoriaOpcional | null, usuarioId?: string | null) => ReturnType<Mailer['send']>;

/**
 * The queue's one email sender (decision 079): every job's email goes through it, with the logo, the
 * preferences link, and a Message-ID made from the job.
 */
export function jobMailSender({ mailer, appUrl, appSecret }: Pick<MailJobDeps, 'mailer' | 'appUrl' | 'appSecret'>): JobMailSend {
  const url = (p: string) => `${appUrl}${p}`;
  const host = new URL(appUrl).hostname || 'colabora';
  return async (jobId, to, content, categoria = null, usuarioId = null) => {
    const token = categoria && usuarioId ? signBaja(appSecret, { usuarioId, categoria }) : null;
    const bajaUrl = token ? url(`${SCREENS.baja.path}?t=${token}`) : undefined;
    const rendered = await renderEmail(content, { preferenciasUrl: url(SCREENS.preferencias.path), ...(bajaUrl ? { bajaUrl } : {}) });
    return mailer.send({
      to,
      subject: content.asunto,
      html: rendered.html,
      text: rendered.text,
      messageId: `<${jobId}@${host}>`,
      attachments: [{ filename: 'colabora.png', content: await logoPng(), cid: LOGO_CID, contentType: 'image/png' }],
      ...(token
        ? { headers: { 'List-Unsubscribe': `<${url(`/api/avisos/baja?t=${token}`)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
        : {}),
    });
  };
}

export function mailJobHandlers(deps: MailJobDeps): Record<string, JobHandler> {
  const { db, appUrl, appSecret } = deps;
  const url = (p: string) => `${appUrl}${p}`;

  const send = jobMailSender(deps);

  const correo: JobHandler = async (job) => {
    const ids = Array.isArray(job.datos.avisoIds) ? (job.datos.avisoIds as string[]) : [];
    if (ids.length === 0) return;
    const rows = await db
      .select({
        id: avisos.id,
        usuarioId: avisos.usuarioId,
        tipo: avisos.tipo,
        titulo: avisos.titulo,
        cuerpo: avisos.cuerpo,
        enlace: avisos.enlace,
        datos: avisos.datos,
        email: profiles.email,
        nombre: profiles.fullName,
      })
      .from(avisos)
      .innerJoin(profiles, eq(profiles.id, avisos.usuarioId))
      .where(inArray(avisos.id, ids))
      .orderBy(avisos.createdAt);
    const first = rows[0];
    if (!first) return; // her account is gone, and her notices with it
    const categoria = CATEGORIA_DE[first.tipo as AvisoTipo];
    // She may have turned the category off since the notice was written.
    if (categoria !== 'cuenta') {
      const [off] = await db
        .select({ c: preferenciasCorreo.categoria })
        .from(preferenciasCorreo)
        .where(and(eq(preferenciasCorreo.usuarioId, first.usuarioId), eq(preferenciasCorreo.categoria, categoria)));
      if (off) {
        await db.update(avisos).set({ correo: 'no' }).where(inArray(avisos.id, ids));
        return;
      }
    }
    const vigentes = first.tipo === 'entrega_calificada' ? await calificacionesVigentes(db, rows) : rows;
    if (vigentes.length === 0) {
      // Every file it told of was deleted since: nothing left to say.
      await db.update(avisos).set({ correo: 'no' }).where(inArray(avisos.id, ids));
      return;
    }
    const content = emailDeAvisos(first.nombre, vigentes.map((r) => ({ ...r, tipo: r.tipo as AvisoTipo }) satisfies AvisoParaCorreo), url);
    const sent = await send(job.id, first.email, content, categoria === 'cuenta' ? null : categoria, first.usuarioId);
    await db
      .update(avisos)
      .set({ correo: sent.archivedTo ? 'archivado' : 'enviado' })
      .where(inArray(avisos.id, ids));
  };

  const lote: JobHandler = async (job) => {
    const usuarioId = String(job.datos.usuarioId ?? '');
    const grupo = String(job.datos.grupo ?? '');
    const tipos = (Object.entries(LOTES) as [AvisoTipo, { grupo: string }][]).filter(([, l]) => l.grupo === grupo).map(([t]) => t);
    if (!usuarioId || tipos.length === 0) return;
    // Gather what waits and hand it to one email job, in one transaction: a notice is in exactly one email.
    const queued = await db.transaction(async (tx) => {
      const waiting = await tx
        .select({ id: avisos.id })
        .from(avisos)
        .where(and(eq(avisos.usuarioId, usuarioId), inArray(avisos.tipo, tipos), eq(avisos.correo, 'pendiente')))
        .orderBy(avisos.createdAt)
        .for('update', { skipLocked: true });
      if (waiting.length === 0) return false;
      const ids = waiting.map((w) => w.id);
      const jobId = await enqueue(tx, JOB_CORREO, { avisoIds: ids });
      await tx.update(avisos).set({ correo: 'en_cola', correoTrabajoId: jobId }).where(inArray(avisos.id, ids));
      return true;
    });
    if (queued) deps.nudge?.();
  };

  const recuperacion: JobHandler = async (job) => {
    // The request queued the address alone, known or not (decision 058): the token is made here.
    const person = typeof job.datos.email === 'string' ? await personByEmail(db, job.datos.email) : null;
    if (!person) return;
    const { token } = await createResetToken(db, person.id);
    try {
      await send(
        job.id,
        person.email,
        {
          asunto: 'Restablece tu contraseña de Colabora',
          resumen: 'Elige una contraseña nueva con este enlace. Vence en una hora.',
          titulo: 'Restablece tu contraseña',
          parrafos: [
            person.nombre ? `Hola, ${person.nombre}:` : 'Hola:',
            'Recibimos una solicitud para restablecer la contraseña de tu cuenta en Colabora. El enlace sirve una sola vez y vence en una hora.',
            'Si no fuiste tú, ignora este correo: tu contraseña no cambia.',
          ],
          boton: { texto: 'Elegir nueva contraseña', url: url(resetPath(token)) },
        },
        null,
        null,
      );
    } catch (error) {
      // A retry makes a new token; this one was never delivered.
      await forgetResetToken(db, token);
      throw error;
    }
  };

  const cuentaExistente: JobHandler = async (job) => {
    const person = typeof job.datos.email === 'string' ? await personByEmail(db, job.datos.email) : null;
    if (!person) return;
    await send(
      job.id,
      person.email,
      {
        asunto: 'Ya tienes una cuenta en Colabora',
        resumen: 'Alguien intentó crear una cuenta con tu correo.',
        titulo: 'Ya tienes una cuenta',
        parrafos: [
          person.nombre ? `Hola, ${person.nombre}:` : 'Hola:',
          'Alguien intentó crear una cuenta en Colabora con este correo, que ya es tuyo. No creamos otra cuenta ni cambiamos nada en la tuya.',
          'Si fuiste tú, entra con tu contraseña. Si no la recuerdas, elige una nueva con el botón. Si no fuiste tú, ignora este correo.',
        ],
        boton: { texto: 'Recuperar contraseña', url: url(SCREENS.recuperar.path) },
      },
      null,
      null,
    );
  };

  const invitacion: JobHandler = async (job) => {
    if (typeof job.datos.invitacionId !== 'string' || typeof job.datos.token !== 'string') return;
    const token = abrir(appSecret, INVITACION_SELLO, job.datos.token);
    const tokenHash = createHash('sha256').update(token, 'utf8').digest('hex');
    // Sent only while this very link works: not used, not expired, not replaced by a resend since.
    // An invitation made by accepting an application greets her by the name she gave (decision 079).
    const [row] = await db
      .select({ email: invitaciones.email, expiresAt: invitaciones.expiresAt, aplicante: aplicaciones.nombre })
      .from(invitaciones)
      .leftJoin(aplicaciones, eq(aplicaciones.invitacionId, invitaciones.id))
      .where(and(eq(invitaciones.id, job.datos.invitacionId), eq(invitaciones.tokenHash, tokenHash), isNull(invitaciones.usedAt), gt(invitaciones.expiresAt, sql`now()`)))
      .limit(1);
    if (!row?.email) return;
    const link = new URL(SCREENS.auth.path, appUrl);
    link.searchParams.set('invitacion', token);
    const vence = formatFechaMx(row.expiresAt);
    await send(
      job.id,
      row.email,
      row.aplicante
        ? {
            asunto: '¡Te damos la bienvenida como colaboradora!',
            resumen: `Aceptamos tu solicitud. Crea tu cuenta con este enlace; vence el ${vence}.`,
            titulo: 'Aceptamos tu solicitud',
            parrafos: [
              `Hola, ${row.aplicante}:`,
              'Gracias por querer colaborar con la marca. Revisamos tu solicitud y nos encantaría trabajar contigo.',
              `Crea tu cuenta con el botón, usando este mismo correo (${row.email}). El enlace sirve para una sola cuenta y vence el ${vence}.`,
            ],
            boton: { texto: 'Crear mi cuenta', url: link.toString() },
          }
        : {
            asunto: 'Te invitamos a colaborar con la marca',
            resumen: `Crea tu cuenta de colaboradora con este enlace. Vence el ${vence}.`,
            titulo: 'Te invitamos a Colabora',
            parrafos: [
              'Hola:',
              'El equipo de la marca te invita a Colabora, donde eliges prendas para colaborar y entregas tu contenido.',
              `Crea tu cuenta con el botón: tendrás acceso de colaboradora de inmediato. El enlace sirve una sola vez y vence el ${vence}.`,
              'Si no esperabas esta invitación, ignora este correo.',
            ],
            boton: { texto: 'Crear mi cuenta', url: link.toString() },
          },
    );
  };

  const contrasenaCambiada: JobHandler = async (job) => {
    const usuarioId = typeof job.datos.usuarioId === 'string' ? job.datos.usuarioId : '';
    const [person] = usuarioId ? await db.select({ email: profiles.email, nombre: profiles.fullName }).from(profiles).where(eq(profiles.id, usuarioId)) : [];
    if (!person) return; // her account is gone
    await send(
      job.id,
      person.email,
      {
        asunto: 'Tu contraseña de Colabora cambió',
        resumen: 'La contraseña de tu cuenta acaba de cambiar.',
        titulo: 'Tu contraseña cambió',
        parrafos: [
          person.nombre ? `Hola, ${person.nombre}:` : 'Hola:',
          'La contraseña de tu cuenta en Colabora acaba de cambiar, y las sesiones abiertas en otros dispositivos se cerraron.',
          'Si fuiste tú, no tienes que hacer nada. Si no fuiste tú, elige una contraseña nueva ahora con el botón y avisa al equipo.',
        ],
        boton: { texto: 'Recuperar contraseña', url: url(SCREENS.recuperar.path) },
      },
      null,
      null,
    );
  };

  return {
    [JOB_CORREO]: correo,
    [JOB_LOTE]: lote,
    [JOB_RECUPERACION]: recuperacion,
    [JOB_CUENTA_EXISTENTE]: cuentaExistente,
    [JOB_INVITACION]: invitacion,
    [JOB_CONTRASENA_CAMBIADA]: contrasenaCambiada,
  };
}

/**
 * The ratings a batch still has to tell (issue 28: 7 files counted for 5): the latest rating of each file
 * (a file rated twice in the batch is told once, with its last rating), and only files that still exist
 * (a deleted video is not listed). `rows` come oldest first.
 */
async function calificacionesVigentes<T extends { datos: Record<string, unknown> }>(db: Db, rows: T[]): Promise<T[]> {
  const latest = new Map<string, T>();
  for (const row of rows) {
    const entregaId = typeof row.datos.entregaId === 'string' ? row.datos.entregaId : null;
    if (!entregaId) continue;
    latest.delete(entregaId);
    latest.set(entregaId, row);
  }
  if (latest.size === 0) return [];
  const existing = await db.select({ id: entregas.id }).from(entregas).where(inArray(entregas.id, [...latest.keys()]));
  const alive = new Set(existing.map((e) => e.id));
  return [...latest].filter(([id]) => alive.has(id)).map(([, row]) => row);
}
