import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { INVITACION_DIAS } from '../../shared/schemas/colaboradoras';
import { invitacionJobDatos, JOB_INVITACION } from '../avisos/correo.jobs';
import type { Db, Tx } from '../db/client';
import { invitaciones } from '../db/schema';
import { enqueue } from '../queue/queue';

/**
 * The one invitation maker (decision 079): Gestión de Roles' links (issue 6), their emails and resends
 * (issue 28), and an accepted application (issue 29) all make and send invitations here, so every
 * invitation is the same single-use, 7-day link, listed and resendable in one place.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** Only this hash is stored: whoever reads the table still cannot use a link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** 256 random bits: links cannot be guessed. */
export const nuevoToken = () => randomBytes(32).toString('base64url');

/** When a link made (or renewed) now stops working. */
export const venceEn = () => new Date(Date.now() + INVITACION_DIAS * DAY_MS);

/** Queues the email that carries this token (sealed in the job, never readable from the table). */
export async function encolarInvitacion(tx: Tx, secret: string, invitacionId: string, token: string): Promise<void> {
  await enqueue(tx, JOB_INVITACION, invitacionJobDatos(secret, invitacionId, token), { maxIntentos: 6 });
}

/** A new invitation, not yet sent: its id, token and expiry. */
export async function crearInvitacion(db: Db | Tx, createdBy: string, email: string | null = null) {
  const token = nuevoToken();
  const [row] = await db
    .insert(invitaciones)
    .values({ tokenHash: hashToken(token), createdBy, expiresAt: venceEn(), email, enviadaAt: email ? sql`now()` : null })
    .returning({ id: invitaciones.id, expiresAt: invitaciones.expiresAt });
  if (!row) throw new Error('invitation not inserted');
  return { ...row, token };
}

/** An invitation made for this address and emailed to it, in the caller's transaction (sent when it commits). */
export async function invitarPorCorreo(tx: Tx, secret: string, { email, createdBy }: { email: string; createdBy: string }) {
  const inv = await crearInvitacion(tx, createdBy, email.toLowerCase());
  await encolarInvitacion(tx, secret, inv.id, inv.token);
  return inv;
}
