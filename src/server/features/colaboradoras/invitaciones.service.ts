import { createHash, randomBytes } from 'node:crypto';
import {
  INVITACION_DIAS,
  INVITACION_PARAM,
  type InvitacionCreated,
} from '../../../shared/schemas/colaboradoras';
import { SCREENS } from '../../../shared/routes';
import type { Tx } from '../../db/client';
import { AppError } from '../../app-error';
import type { ServiceContext } from '../../http/service-context';
import { consumeInvitacion, ensureColaboradoraRow, findInvitacion, insertColaboradoraRole, insertInvitacion } from './invitaciones.queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Only this hash is stored: whoever reads the table still cannot use a link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * 'Nueva Colaboradora': a single-use link, valid for 7 days, to the sign-in screen (the route table's
 * `auth`) on our public origin. 256 random bits, so links cannot be guessed; the token is answered once
 * and never stored.
 */
export async function createInvitacion({ db, actor, config }: Pick<ServiceContext, 'db' | 'actor' | 'config'>): Promise<InvitacionCreated> {
  const token = randomBytes(32).toString('base64url');
  const row = await insertInvitacion(db, {
    tokenHash: hashToken(token),
    createdBy: actor.userId,
    expiresAt: new Date(Date.now() + INVITACION_DIAS * DAY_MS),
  });
  const link = new URL(SCREENS.auth.path, config.appUrl);
  link.searchParams.set(INVITACION_PARAM, token);
  return { id: row.id, link: link.toString(), expiresAt: row.expiresAt.toISOString() };
}

/** Whether /auth may promise the invitation: its expiry, or the error using it would give now. */
export async function invitacionStatus({ db }: Pick<ServiceContext, 'db'>, token: string): Promise<{ expiresAt: string }> {
  const row = await findInvitacion(db, hashToken(token));
  if (!row) throw new AppError('INVITACION_INVALIDA');
  if (row.usedAt) throw new AppError('INVITACION_USADA');
  if (row.expired) throw new AppError('INVITACION_EXPIRADA');
  return { expiresAt: row.expiresAt.toISOString() };
}

/** Why a token could not be used, in Spanish. */
async function refusal(tx: Tx, tokenHash: string): Promise<AppError> {
  const row = await findInvitacion(tx, tokenHash);
  if (!row) return new AppError('INVITACION_INVALIDA');
  if (row.usedAt) return new AppError('INVITACION_USADA');
  return new AppError('INVITACION_EXPIRADA');
}

/**
 * The signed-in person (just signed up through the link) becomes a Colaboradora, in one transaction:
 * the invitation is used (conditional UPDATE: one token, one role, even under races), the role row is
 * inserted only if she has none, and her creator row is created. Any refusal rolls all of it back, so
 * an expired or used link leaves her account as it was: without a role.
 */
export async function acceptInvitacion({ db, actor }: Pick<ServiceContext, 'db' | 'actor'>, token: string): Promise<{ role: 'colaboradora' }> {
  // The fast answer; the role row's unique user_id is what decides under races.
  if (actor.role !== null) throw new AppError('INVITACION_CON_ROL');
  const tokenHash = hashToken(token);
  await db.transaction(async (tx) => {
    if (!(await consumeInvitacion(tx, tokenHash, actor.userId))) throw await refusal(tx, tokenHash);
    if (!(await insertColaboradoraRole(tx, actor.userId))) throw new AppError('INVITACION_CON_ROL');
    await ensureColaboradoraRow(tx, actor.userId, actor.fullName);
  });
  return { role: 'colaboradora' };
}
