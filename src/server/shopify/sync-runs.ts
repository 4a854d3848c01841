import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { syncRuns } from '../db/schema';
import { storeSyncMetrics } from '../observability/metrics';
import type { CallStats } from './client';

export type SyncKind = 'inventory' | 'import' | 'orders';
export type SyncTrigger = 'manual' | 'schedule' | 'screen' | 'webhook';

/**
 * Every import, inventory sync and order poll leaves a sync_runs row (Configuración shows the last one
 * and the last error; the bench reads calls and cost points). The row is written before the work starts
 * so a crash leaves 'running' behind rather than nothing. /metrics counts runs and failures (decision 031).
 */
export async function recordRun<T extends { updated: number }>(
  db: Db,
  run: { kind: SyncKind; trigger: SyncTrigger; actorId?: string | null },
  stats: CallStats,
  work: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  const done = (ok: boolean) => storeSyncMetrics.finished(run.kind, run.trigger, ok, (performance.now() - started) / 1000);
  const [row] = await db
    .insert(syncRuns)
    .values({ kind: run.kind, trigger: run.trigger, actorId: run.actorId ?? null })
    .returning({ id: syncRuns.id });
  storeSyncMetrics.started(run.kind, run.trigger);
  const finish = (values: Partial<typeof syncRuns.$inferInsert>) =>
    db
      .update(syncRuns)
      .set({ ...values, graphqlCalls: stats.calls, costPoints: Math.round(stats.costPoints), finishedAt: sql`now()` })
      .where(eq(syncRuns.id, row!.id));
  try {
    const result = await work();
    await finish({ status: 'ok', updatedCount: result.updated });
    done(true);
    return result;
  } catch (err) {
    done(false);
    const message = err instanceof Error ? err.message : String(err);
    await finish({ status: 'error', error: message.slice(0, 500) }).catch(() => undefined);
    throw err;
  }
}
