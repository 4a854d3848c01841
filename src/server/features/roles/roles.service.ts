import { AppError } from '../../app-error';
import type { ServiceContext } from '../../http/service-context';
import type { AssignRoleInput, RoleUser } from '../../../shared/schemas/roles';
import { ensureColaboradora, findRoleUser, listRoleUsers, lockAdminIds, upsertRole } from './roles.queries';

export async function listUsers({ db }: Pick<ServiceContext, 'db'>): Promise<RoleUser[]> {
  return listRoleUsers(db);
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
    return { ...target, role: input.role };
  });
}
