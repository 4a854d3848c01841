import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { colaboradoras, profiles, userRoles } from '../../db/schema';
import type { Role } from '../../../shared/domain/roles';
import type { RoleUser } from '../../../shared/schemas/roles';

type Queryable = Db | Tx;

const roleUserColumns = {
  id: profiles.id,
  email: profiles.email,
  fullName: profiles.fullName,
  role: userRoles.role,
};

/** Every registered person with their role (null when none), ordered by email (spec §7 profiles). */
export async function listRoleUsers(db: Queryable): Promise<RoleUser[]> {
  return db
    .select(roleUserColumns)
    .from(profiles)
    .leftJoin(userRoles, eq(userRoles.userId, profiles.id))
    .orderBy(asc(profiles.email), asc(profiles.id));
}

export async function findRoleUser(db: Queryable, userId: string): Promise<RoleUser | undefined> {
  const [row] = await db
    .select(roleUserColumns)
    .from(profiles)
    .leftJoin(userRoles, eq(userRoles.userId, profiles.id))
    .where(eq(profiles.id, userId));
  return row;
}

/**
 * Locks every admin's role row until the transaction ends, so two concurrent demotions see each other
 * and cannot together leave the instance without an admin.
 */
export async function lockAdminIds(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, 'admin'))
    .for('update');
  return rows.map((r) => r.userId);
}

/** Spec §4 role assignment: update the person's row, or insert it when there is none. */
export async function upsertRole(tx: Tx, userId: string, role: Role): Promise<void> {
  await tx
    .insert(userRoles)
    .values({ userId, role })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role, updatedAt: new Date() } });
}

/** A creator needs her colaboradoras row (her profile in the portal); created once, never overwritten. */
export async function ensureColaboradora(tx: Tx, userId: string, nombre: string): Promise<void> {
  await tx.insert(colaboradoras).values({ userId, nombre }).onConflictDoNothing({ target: colaboradoras.userId });
}
