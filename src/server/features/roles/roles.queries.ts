import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { colaboradoras, profiles, userRoles } from '../../db/schema';
import type { Role } from '../../../shared/domain/roles';
import type { RoleUser, RoleUsersQuery } from '../../../shared/schemas/roles';
import { matchesAllTerms, searchTerms } from '../../domain/search';

type Queryable = Db | Tx;

const roleUserColumns = {
  id: profiles.id,
  email: profiles.email,
  fullName: profiles.fullName,
  role: userRoles.role,
};

function roleUsersWhere(query: Pick<RoleUsersQuery, 'q' | 'rol'>): SQL | undefined {
  const roleFilter = query.rol === undefined ? undefined : query.rol === 'sin' ? isNull(userRoles.role) : eq(userRoles.role, query.rol);
  return and(matchesAllTerms([sql`${profiles.email}`, sql`${profiles.fullName}`], searchTerms(query.q)), roleFilter);
}

/**
 * One page of Gestión de Roles (issue 28): people whose name or email holds every word of the search
 * (accents and case aside), with their role (null when none), ordered by email, and how many match in all.
 * Offset paging: at thousands of people the page and the count are a scan of one small table.
 */
export async function listRoleUsers(db: Queryable, query: RoleUsersQuery): Promise<{ users: RoleUser[]; total: number }> {
  const where = roleUsersWhere(query);
  const [users, [counted]] = await Promise.all([
    db
      .select(roleUserColumns)
      .from(profiles)
      .leftJoin(userRoles, eq(userRoles.userId, profiles.id))
      .where(where)
      .orderBy(asc(profiles.email), asc(profiles.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(profiles).leftJoin(userRoles, eq(userRoles.userId, profiles.id)).where(where),
  ]);
  return { users, total: counted?.n ?? 0 };
}

/** The people of a batch that exist, with their role now. */
export async function findRoleUsers(db: Queryable, userIds: string[]): Promise<RoleUser[]> {
  return db
    .select(roleUserColumns)
    .from(profiles)
    .leftJoin(userRoles, eq(userRoles.userId, profiles.id))
    .where(inArray(profiles.id, userIds))
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

/** One statement for a batch: every person's row updated, or inserted when she has none. */
export async function upsertRoles(tx: Tx, userIds: string[], role: Role): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .insert(userRoles)
    .values(userIds.map((userId) => ({ userId, role })))
    .onConflictDoUpdate({ target: userRoles.userId, set: { role, updatedAt: new Date() } });
}

/** Creator rows for a batch of new colaboradoras, each named after her account; existing rows stay. */
export async function ensureColaboradoras(tx: Tx, people: { userId: string; nombre: string }[]): Promise<void> {
  if (people.length === 0) return;
  await tx.insert(colaboradoras).values(people).onConflictDoNothing({ target: colaboradoras.userId });
}

/** A creator needs her colaboradoras row (her profile in the portal); created once, never overwritten. */
export async function ensureColaboradora(tx: Tx, userId: string, nombre: string): Promise<void> {
  await tx.insert(colaboradoras).values({ userId, nombre }).onConflictDoNothing({ target: colaboradoras.userId });
}
