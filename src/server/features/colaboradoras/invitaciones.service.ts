import {
  INVITACION_PARAM,
  type EnviarInvitacionInput,
  type InvitacionCreated,
  type InvitacionesListResponse,
  type InvitacionReenviada,
} from '../../../shared/schemas/colaboradoras';
import { crearInvitacion, encolarInvitacion, hashToken, nuevoToken, venceEn } from '../../invitaciones/invitar';
import { SCREENS } from '../../../shared/routes';
import type { Tx } from '../../db/client';
import { AppError } from '../../app-error';
import type { ServiceContext } from '../../http/service-context';
import { consumeInvitacion, ensureColaboradoraRow, findInvitacion, insertColaboradoraRole, listInvitacionRows, markEnviada, rotateInvitacion } from './invitaciones.queries';

export { hashToken };

/**
 * 'Nueva Colaboradora': a single-use link, valid for 7 days, to the sign-in screen (the route table's
 * `auth`) on our public origin. 256 random bits, so links cannot be guessed; the token is answered once
 * and never stored.
 */
export async function createInvitacion({ db, actor, config }: Pick<ServiceContext, 'db' | 'actor' | 'config'>): Promise<InvitacionCreated> {
  const row = await crearInvitacion(db, actor.userId);
  return { id: row.id, link: linkFor(config.appUrl, row.token), expiresAt: row.expiresAt.toISOString() };
}

function linkFor(appUrl: string, token: string): string {
  const link = new URL(SCREENS.auth.path, appUrl);
  link.searchParams.set(INVITACION_PARAM, token);
  return link.toString();
}

/**
 * 'Enviar por correo' (issue 28): the link just shown, emailed to her through the queue (the same path as
 * every notice: the job is written with the change, and sent at least once). Only a link that still works
 * is sent; sending it again to another address replaces the address.
 */
export async function enviarInvitacion({ db, secret }: Pick<ServiceContext, 'db' | 'secret'>, input: EnviarInvitacionInput): Promise<{ enviada: true; email: string }> {
  const email = input.email.toLowerCase();
  await db.transaction(async (tx) => {
    const tokenHash = hashToken(input.token);
    const row = await markEnviada(tx, tokenHash, email);
    if (!row) throw await refusal(tx, tokenHash);
    await encolarInvitacion(tx, secret, row.id, input.token);
  });
  return { enviada: true, email };
}

/** The 50 newest invitations, with where each was emailed and whether it still works. */
export async function listInvitaciones({ db }: Pick<ServiceContext, 'db'>): Promise<InvitacionesListResponse> {
  const rows = await listInvitacionRows(db, 50);
  return {
    invitaciones: rows.map((r) => ({
      id: r.id,
      email: r.email,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      enviadaAt: r.enviadaAt?.toISOString() ?? null,
      estado: r.usedAt ? 'usada' : r.expired ? 'expirada' : 'vigente',
    })),
  };
}

/**
 * 'Reenviar' (issue 28): a new link and 7 more days for an invitation nobody used, expired or not; the old
 * link stops working (we keep one hash per invitation). Emailed again when it has an address, and
 * answered, so it can be copied too.
 */
export async function reenviarInvitacion({ db, secret, config }: Pick<ServiceContext, 'db' | 'secret' | 'config'>, id: string): Promise<InvitacionReenviada> {
  const token = nuevoToken();
  return db.transaction(async (tx) => {
    const row = await rotateInvitacion(tx, id, hashToken(token), venceEn());
    if (!row) {
      const [existing] = await listInvitacionRows(tx, 1, id);
      throw new AppError(existing ? 'INVITACION_USADA' : 'INVITACION_INVALIDA');
    }
    if (row.email) await encolarInvitacion(tx, secret, row.id, token);
    return { invitacion: { id: row.id, link: linkFor(config.appUrl, token), expiresAt: row.expiresAt.toISOString() }, enviada: row.email !== null };
  });
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
