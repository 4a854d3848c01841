import { randomBytes } from 'node:crypto';
import { AppError } from '../../app-error';
import type { Auth } from '../../auth/auth';
import { resetPath, RESET_TOKEN_TTL_S } from '../../auth/recuperacion';
import type { EnlaceContrasenaResponse } from '../../../shared/schemas/avisos';
import type { ServiceContext } from '../../http/service-context';
import type { AssignRoleInput, AssignRolesInput, AssignRolesResponse, RoleUser, RoleUsersQuery, RoleUsersResponse } from '../../../shared/schemas/roles';
import { notify } from '../../avisos/avisar';
import { textos } from '../../avisos/textos';
import { ensureColaboradora, ensureColaboradoras, findRoleUser, findRoleUsers, listRoleUsers, lockAdminIds, upsertRole, upsertRoles } from './roles.queries';

/**
 * Gestión de Roles → 'Enlace de contraseña' (issue 17 §4): the same single-use, one-hour token the
 * emailed link carries, made by better-auth's own store of them, for the admin to hand over.
 */
export async function resetLinkFor({ db, config, logger, actor }: Pick<ServiceContext, 'db' | 'config' | 'logger' | 'actor'>, auth: Auth, userId: string): Promise<EnlaceContrasenaResponse> {
  const target = await findRoleUser(db, userId);
  if (!target) throw new AppError('USER_NOT_FOUND');
  const token = randomBytes(18).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_S * 1000);
  const context = await auth.$context;
  await context.internalAdapter.createVerificationValue({ identifier: `reset-password:${token}`, value: target.id, expiresAt });
  logger.info({ admin: actor.userId, user: target.id }, 'password reset link made by an admin');
  return { enlace: `${config.appUrl}${resetPath(token)}`, expiraAt: expiresAt.toISOString() };
}

export async function listUsers({ db }: Pick<ServiceContext, 'db'>, query: RoleUsersQuery): Promise<RoleUsersResponse> {
  const { users, total } = await listRoleUsers(db, query);
  return { users, total, page: query.page, pageSize: query.pageSize };
}

/**
 * Gives a person a role in one transaction. The instance never ends up without an admin: the admin rows
 * are locked first, so of two admins demoting each other at once the second sees the first's change.
 */
export async function assignRole({ db }: Pick<ServiceContext, 'db'>, input: AssignRoleInput & { userId: string }): Promise<RoleUser> {
  return db.transaction(async (tx) => {
    const adminIds = await lockAdminIds(tx);
    const target = await findRoleUser(tx, input.userId);
    if (!target) throw new AppError('USER_NOT_FOUND');
    const losesAdmin = adminIds.includes(target.id) && input.role !== 'admin';
    if (losesAdmin && adminIds.length <= 1) throw new AppError('LAST_ADMIN', 409);
    await upsertRole(tx, target.id, input.role);
    if (input.role === 'colaboradora') await ensureColaboradora(tx, target.id, target.fullName);
    // A new role is news to her (issue 17); the same role again (a double tap) is not. The key carries the
    // moment, so a role taken away and given back later is told again.
    if (target.role !== input.role) {
      await notify(tx, { usuarios: [target.id] }, textos.rolAsignado(input.role, `rol:${input.role}:${Date.now()}`));
    }
    return { ...target, role: input.role };
  });
}

/**
 * One role for several people (issue 28): one transaction, all or nothing. The admin rows are locked
 * first, as for one person, and the rules are the same plus one: the admin acting cannot change her own
 * role in a batch (a role she loses by a stray checkbox locks her out), so a batch that would demote her
 * is refused whole. Only people whose role changes are written and told.
 */
export async function assignRoles({ db, actor }: Pick<ServiceContext, 'db' | 'actor'>, input: AssignRolesInput): Promise<AssignRolesResponse> {
  const userIds = [...new Set(input.userIds)];
  return db.transaction(async (tx) => {
    const adminIds = await lockAdminIds(tx);
    // The policy read her role before this transaction; a demotion committed since then is seen here.
    if (!adminIds.includes(actor.userId)) throw new AppError('FORBIDDEN');
    const targets = await findRoleUsers(tx, userIds);
    if (targets.length !== userIds.length) throw new AppError('USUARIOS_NO_ENCONTRADOS');
    if (input.role !== 'admin' && userIds.includes(actor.userId)) throw new AppError('ROL_PROPIO_EN_LOTE');
    const demoted = input.role === 'admin' ? [] : adminIds.filter((id) => userIds.includes(id));
    if (adminIds.length - demoted.length < 1) throw new AppError('LAST_ADMIN', 409);

    const changed = targets.filter((t) => t.role !== input.role);
    await upsertRoles(tx, changed.map((t) => t.id), input.role);
    if (input.role === 'colaboradora') await ensureColaboradoras(tx, changed.map((t) => ({ userId: t.id, nombre: t.fullName })));
    if (changed.length > 0) {
      await notify(tx, { usuarios: changed.map((t) => t.id) }, textos.rolAsignado(input.role, `rol:${input.role}:${Date.now()}`));
    }
    return { users: targets.map((t) => ({ ...t, role: input.role })), cambiados: changed.length };
  });
}
