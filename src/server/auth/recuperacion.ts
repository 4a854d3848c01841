import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { profiles, trabajos, verifications } from '../db/schema';
import { enqueue } from '../queue/queue';
import { SCREENS } from '../../shared/routes';

/**
 * Password recovery (issue 17 §4, issue 26). A request only queues a job for the address, known or not:
 * the answer does the same work either way (one count, one insert), so neither its text nor its time
 * tells whether an account exists (decision 058). The job looks the address up, makes the single-use
 * token (an hour, consumed on use, and gone when her password changes: migration 0020) and sends it; for
 * an unknown address it sends nothing. An address asked for too often within the hour gets no more mail,
 * silently, so the mailbox cannot be flooded either.
 */
export const JOB_RECUPERACION = 'recuperacion';
/** Someone signed up with an address that has an account: its owner is told, the answer is not (decision 058). */
export const JOB_CUENTA_EXISTENTE = 'cuenta-existente';
/** Her password changed (a reset or Cambiar contraseña): she is told, so a change she did not make is seen (issue 28). */
export const JOB_CONTRASENA_CAMBIADA = 'contrasena-cambiada';
export const RESET_TOKEN_TTL_S = 60 * 60;
/** Emails per address per hour and kind; the per-client limit is better-auth's rule on the endpoint. */
export const RESETS_PER_ADDRESS_PER_HOUR = 3;

export const resetPath = (token: string) => `${SCREENS.nuevaContrasena.path}?token=${encodeURIComponent(token)}`;

/** The one answer to a recovery request, whether or not the address has an account. */
export const RESET_REQUESTED_MESSAGE =
  'Si existe una cuenta con ese correo, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada; el enlace vence en una hora.';

/** Queues an email job for the address unless it had its share within the hour; the same work for any address. */
async function queueForAddress(db: Db, logger: Logger, tipo: string, address: string): Promise<void> {
  const email = address.trim().toLowerCase();
  const [recent] = await db
    .select({ n: count() })
    .from(trabajos)
    .where(and(eq(trabajos.tipo, tipo), sql`${trabajos.datos}->>'email' = ${email}`, gt(trabajos.createdAt, sql`now() - interval '1 hour'`)));
  if ((recent?.n ?? 0) >= RESETS_PER_ADDRESS_PER_HOUR) {
    logger.warn({ reason: 'per-address limit', tipo }, 'account email not sent');
    return;
  }
  await enqueue(db, tipo, { email }, { maxIntentos: 6 });
}

export const queueResetRequest = (db: Db, logger: Logger, email: string) => queueForAddress(db, logger, JOB_RECUPERACION, email);
export const queueExistingAccountNotice = (db: Db, logger: Logger, email: string) => queueForAddress(db, logger, JOB_CUENTA_EXISTENTE, email);

/** The person an address belongs to (better-auth keeps emails lower-case), or null. */
export async function personByEmail(db: Db, email: string): Promise<{ id: string; nombre: string; email: string } | null> {
  const [row] = await db
    .select({ id: profiles.id, nombre: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.email, email.trim().toLowerCase()));
  return row ?? null;
}

/**
 * A new reset token for a person, stored as better-auth stores its own ('reset-password:<token>' → user
 * id; auth.ts sets no hashed identifier storage), so its /reset-password endpoint consumes it.
 */
export async function createResetToken(db: Db, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(18).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_S * 1000);
  await db.insert(verifications).values({ id: randomBytes(16).toString('hex'), identifier: `reset-password:${token}`, value: userId, expiresAt });
  return { token, expiresAt };
}

export async function forgetResetToken(db: Db, token: string): Promise<void> {
  await db.delete(verifications).where(eq(verifications.identifier, `reset-password:${token}`));
}

/** Whose password a reset token would set, while it is unused and unexpired; null otherwise. */
export async function resetTokenUser(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, `reset-password:${token}`), gt(verifications.expiresAt, sql`now()`)));
  return row?.userId ?? null;
}

/** Queues the 'tu contraseña cambió' email to the person (account mail: it cannot be turned off). */
export async function queuePasswordChanged(db: Db, userId: string): Promise<void> {
  await enqueue(db, JOB_CONTRASENA_CAMBIADA, { usuarioId: userId }, { maxIntentos: 6 });
}
