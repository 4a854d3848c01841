import pino from 'pino';
import { createQueueWorker, type QueueWorker } from '../jobs/queue';
import { currentJob, storeJobHandlers, toStoreJob, type StoreJobDeps } from '../shopify/store-jobs';
import type { StoreJob } from '../../shared/schemas/shopify';
import type { TestContext } from './context';

/**
 * The queue's worker for store jobs in API tests: what the server's worker does (jobs/messaging.ts), with
 * short waits. `runStoreJobs` drains until the current job ends and returns it as the API shows it.
 */
export function storeJobWorker(ctx: Pick<TestContext, 'db' | 'config'>, deps: Partial<StoreJobDeps> = {}): QueueWorker {
  const logger = pino({ level: 'silent' });
  return createQueueWorker({
    db: ctx.db,
    logger,
    handlers: storeJobHandlers({ db: ctx.db, config: ctx.config, logger, pollMs: { first: 20, max: 100 }, retryMs: 20, ...deps }),
    backoffMs: 20,
    maxBackoffMs: 100,
  });
}

export async function runStoreJobs(ctx: Pick<TestContext, 'db' | 'config'>, deps: Partial<StoreJobDeps> = {}, onRound?: (job: StoreJob) => void): Promise<StoreJob> {
  const worker = storeJobWorker(ctx, deps);
  for (let i = 0; i < 1000; i++) {
    await worker.drain();
    const row = await currentJob(ctx.db);
    if (!row) throw new Error('no store job');
    const job = toStoreJob(row);
    onRound?.(job);
    if (!job.activo) return job;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('store job did not finish');
}
