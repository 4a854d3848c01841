import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../app-error';

/** How long a form's key is remembered: far beyond any double tap or network retry. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request's Idempotency-Key header (a UUID the web makes once per opened form), or undefined. */
export function idempotencyKeyOf(c: Context): string | undefined {
  const raw = c.req.header('idempotency-key');
  if (raw === undefined) return undefined;
  if (!UUID.test(raw.trim())) throw new AppError('IDEMPOTENCY_KEY_INVALID');
  return raw.trim().toLowerCase();
}

export interface IdempotentCreate {
  actorId: string;
  /** The action, so one key cannot answer for another ('colaboracion.create'). */
  scope: string;
  key: string;
  /** The validated input: a repeat must carry the same. */
  input: unknown;
}

const hashOf = (input: unknown) => createHash('sha256').update(JSON.stringify(input)).digest('hex');

/**
 * Runs `create` once per key (decision 039), inside the caller's transaction. The key's row is inserted
 * first: a concurrent repeat blocks on the primary key until this transaction ends (PostgreSQL; PGlite
 * runs one transaction at a time), then finds the row and gets the first one's resource id. A repeat
 * with other data is refused; a key whose create failed (rolled back) is free again.
 */
export async function createOnce(
  tx: Tx,
  request: IdempotentCreate,
  create: () => Promise<string>,
): Promise<{ id: string; repeated: boolean }> {
  const requestHash = hashOf(request.input);
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ actorId: request.actorId, scope: request.scope, key: request.key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [seen] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.actorId, request.actorId), eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key)));
    if (!seen || seen.requestHash !== requestHash || !seen.resourceId) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return { id: seen.resourceId, repeated: true };
  }
  // Her keys past the TTL go as she makes new ones: the table stays as small as a day of her forms.
  const cutoff = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS);
  await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.actorId, request.actorId), lt(idempotencyKeys.createdAt, sql`${cutoff.toISOString()}::timestamptz`)));
  const id = await create();
  await tx
    .update(idempotencyKeys)
    .set({ resourceId: id })
    .where(and(eq(idempotencyKeys.actorId, request.actorId), eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key)));
  return { id, repeated: false };
}
