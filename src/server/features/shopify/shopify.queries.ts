import { and, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopifyConfig, syncRuns } from '../../db/schema';
import type { SyncRun } from '../../../shared/schemas/shopify';


type RunRow = typeof syncRuns.$inferSelect;

export function toSyncRun(r: RunRow): SyncRun {
  return {
    kind: r.kind,
    trigger: r.trigger,
    status: r.status,
    updatedCount: r.updatedCount,
    error: r.error,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

/** The last finished inventory sync or import. */
export async function lastFinishedRun(db: Db): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(syncRuns)
    .where(and(inArray(syncRuns.kind, ['inventory', 'import']), ne(syncRuns.status, 'running'), isNotNull(syncRuns.finishedAt)))
    .orderBy(desc(syncRuns.startedAt))
    .limit(1);
  return row;
}

/** The last failed run of any kind, unless a later run of the same kind went well. */
export async function lastUnresolvedError(db: Db): Promise<RunRow | undefined> {
  const [err] = await db.select().from(syncRuns).where(eq(syncRuns.status, 'error')).orderBy(desc(syncRuns.startedAt)).limit(1);
  if (!err) return undefined;
  const [later] = await db
    .select({ startedAt: syncRuns.startedAt })
    .from(syncRuns)
    .where(and(eq(syncRuns.kind, err.kind), eq(syncRuns.status, 'ok')))
    .orderBy(desc(syncRuns.startedAt))
    .limit(1);
  return later && later.startedAt > err.startedAt ? undefined : err;
}

export type ShopifyConfigRow = typeof shopifyConfig.$inferInsert;

export async function saveConfigRow(db: Db, row: Omit<ShopifyConfigRow, 'singleton'>): Promise<void> {
  const values = { ...row, singleton: true };
  await db
    .insert(shopifyConfig)
    .values(values)
    .onConflictDoUpdate({ target: shopifyConfig.singleton, set: { ...row, updatedAt: new Date() } });
}

export async function deleteConfigRow(db: Db): Promise<void> {
  await db.delete(shopifyConfig).where(eq(shopifyConfig.singleton, true));
}
