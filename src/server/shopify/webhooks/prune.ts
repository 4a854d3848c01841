import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import type { JobOutcome } from '../../queue/queue';

/**
 * Processed webhook rows are kept 30 days, then pruned (issue 19 item 8) by a task of the schedule
 * (background.ts, decision 057): each run deletes in batches and, when more remain, continues a moment
 * later. Rows not yet processed are never pruned: they are work still to do.
 *
 * Pruning forgets a delivery's content key, so a body whose own version is older than REPLAY_WINDOW_MS is
 * refused on arrival (receive.ts): a day less than the retention, for clock skew between Shopify and us.
 */
export const PRUNE_AFTER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
export const REPLAY_WINDOW_MS = (PRUNE_AFTER_DAYS - 1) * DAY_MS;

export const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;
/** Rows per DELETE: short statements, short locks, whatever the backlog. */
export const PRUNE_BATCH = 1000;
/** Batches per run; a larger backlog continues in the next run, a moment later. */
const BATCHES_PER_RUN = 20;
const CONTINUE_IN_MS = 1000;

/** Deletes up to `batches` batches of processed rows older than the retention; returns how many went and whether more remain. */
export async function pruneWebhookDeliveries(db: Db, opts: { batchSize?: number; batches?: number } = {}): Promise<{ deleted: number; more: boolean }> {
  const batchSize = opts.batchSize ?? PRUNE_BATCH;
  const batches = opts.batches ?? BATCHES_PER_RUN;
  let deleted = 0;
  for (let i = 0; i < batches; i++) {
    // The processed_at partial index finds the oldest; SKIP LOCKED leaves rows another statement holds.
    const res = (await db.execute(sql`
      DELETE FROM webhook_deliveries WHERE webhook_id IN (
        SELECT w.webhook_id FROM webhook_deliveries w
        WHERE w.processed_at IS NOT NULL AND w.processed_at < now() - ${PRUNE_AFTER_DAYS}::int * interval '1 day'
        ORDER BY w.processed_at
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED)
      RETURNING webhook_id`)) as unknown as { rows: unknown[] };
    deleted += res.rows.length;
    if (res.rows.length < batchSize) return { deleted, more: false };
  }
  return { deleted, more: true };
}

/** One scheduled run: a large backlog continues in a moment, the rest waits for the next period. */
export async function pruneWebhooksRun({ db, logger }: { db: Db; logger: Logger }): Promise<JobOutcome> {
  const { deleted, more } = await pruneWebhookDeliveries(db);
  if (deleted > 0) logger.info({ deleted }, 'old webhook deliveries pruned');
  return more ? { retryInMs: CONTINUE_IN_MS } : undefined;
}
