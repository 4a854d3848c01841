import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { trabajos } from '../db/schema';
import { enqueue } from '../queue/queue';
import { SCREENS } from '../../shared/routes';

/**
 * Password recovery (issue 17 §4). better-auth makes the single-use token (an hour, consumed on use) and
 * calls us only for an address that has an account; we queue the email. The answer to the person is the
 * same either way, and an address asked for too often within the hour gets no more mail, silently, so
 * neither the answer nor the mailbox tells whether an account exists or floods it.
 */
export const JOB_RECUPERACION = 'recuperacion';
export const RESET_TOKEN_TTL_S = 60 * 60;
/** Emails per address per hour; the per-client limit is better-auth's rule on the endpoint. */
export const RESETS_PER_ADDRESS_PER_HOUR = 3;

export const resetPath = (token: string) => `${SCREENS.nuevaContrasena.path}?token=${encodeURIComponent(token)}`;

export async function queueResetEmail(db: Db, logger: Logger, who: { email: string; nombre: string; token: string }): Promise<void> {
  const email = who.email.trim().toLowerCase();
  const [recent] = await db
    .select({ n: count() })
    .from(trabajos)
    .where(and(eq(trabajos.tipo, JOB_RECUPERACION), sql`${trabajos.datos}->>'email' = ${email}`, gt(trabajos.createdAt, sql`now() - interval '1 hour'`)));
  if ((recent?.n ?? 0) >= RESETS_PER_ADDRESS_PER_HOUR) {
    logger.warn({ reason: 'per-address limit' }, 'password reset email not sent');
    return;
  }
  await enqueue(db, JOB_RECUPERACION, { email, nombre: who.nombre, token: who.token }, { maxIntentos: 6 });
}
