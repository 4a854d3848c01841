import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { colaboradoras, invitaciones, userRoles } from '../../db/schema';

type Queryable = Db | Tx;

/** The invitation behind a token, with the database's clock (the one the conditional UPDATE uses). */
export async function findInvitacion(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select({
      id: invitaciones.id,
      expiresAt: invitaciones.expiresAt,
      usedAt: invitaciones.usedAt,
      expired: sql<boolean>`${invitaciones.expiresAt} <= now()`,
    })
    .from(invitaciones)
    .where(eq(invitaciones.tokenHash, tokenHash));
  return row;
}

/**
 * Uses the invitation for this person if, at this instant, it is unused and unexpired. Of concurrent
 * callers the first to lock the row wins; the others re-check the condition after it commits (READ
 * COMMITTED re-evaluates the WHERE on the updated row) and update nothing.
 */
export async function consumeInvitacion(tx: Tx, tokenHash: string, userId: string): Promise<boolean> {
  const rows = await tx
    .update(invitaciones)
    .set({ usedBy: userId, usedAt: sql`now()` })
    .where(and(eq(invitaciones.tokenHash, tokenHash), isNull(invitaciones.usedAt), gt(invitaciones.expiresAt, sql`now()`)))
    .returning({ id: invitaciones.id });
  return rows.length === 1;
}

/** Gives the role only to someone without one (one user_roles row per user): false when she has one. */
export async function insertColaboradoraRole(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx
    .insert(userRoles)
    .values({ userId, role: 'colaboradora' })
    .onConflictDoNothing({ target: userRoles.userId })
    .returning({ id: userRoles.id });
  return rows.length === 1;
}

/** Her creator row (the portal's profile), as Gestión de Roles creates it; never overwritten. */
export async function ensureColaboradoraRow(tx: Tx, userId: string, nombre: string): Promise<void> {
  await tx.insert(colaboradoras).values({ userId, nombre }).onConflictDoNothing({ target: colaboradoras.userId });
}

/** Records where a working link is emailed; undefined when the link is unknown, used or expired. */
export async function markEnviada(tx: Tx, tokenHash: string, email: string) {
  const [row] = await tx
    .update(invitaciones)
    .set({ email, enviadaAt: sql`now()` })
    .where(and(eq(invitaciones.tokenHash, tokenHash), isNull(invitaciones.usedAt), gt(invitaciones.expiresAt, sql`now()`)))
    .returning({ id: invitaciones.id });
  return row;
}

/** A new token and expiry for an unused invitation (a resend), marked sent when it has an address. */
export async function rotateInvitacion(tx: Tx, id: string, tokenHash: string, expiresAt: Date) {
  const [row] = await tx
    .update(invitaciones)
    .set({ tokenHash, expiresAt, enviadaAt: sql`CASE WHEN ${invitaciones.email} IS NULL THEN ${invitaciones.enviadaAt} ELSE now() END` })
    .where(and(eq(invitaciones.id, id), isNull(invitaciones.usedAt)))
    .returning({ id: invitaciones.id, email: invitaciones.email, expiresAt: invitaciones.expiresAt });
  return row;
}

/** Newest first; with an id, that one invitation. */
export async function listInvitacionRows(db: Queryable, limit: number, id?: string) {
  return db
    .select({
      id: invitaciones.id,
      email: invitaciones.email,
      createdAt: invitaciones.createdAt,
      expiresAt: invitaciones.expiresAt,
      enviadaAt: invitaciones.enviadaAt,
      usedAt: invitaciones.usedAt,
      expired: sql<boolean>`${invitaciones.expiresAt} <= now()`,
    })
    .from(invitaciones)
    .where(id === undefined ? undefined : eq(invitaciones.id, id))
    .orderBy(desc(invitaciones.createdAt), desc(invitaciones.id))
    .limit(limit);
}
