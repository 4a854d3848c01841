import pino from 'pino';
import { createQueueWorker, type QueueWorker } from '../queue/queue';
import { currentJob, storeJobHandlers, toStoreJob, type StoreJobDeps } from '../shopify/store-jobs';
import { webhookJobHandlers } from '../shopify/webhooks/process';
import type { StoreJob } from '../../shared/schemas/shopify';
import type { TestContext } from './context';

/**
 * The queue's worker for store jobs in API tests: what the server's worker does (background.ts), with
 * short waits; it acts on store webhooks too (bulk_operations/finish wakes a waiting job). `runStoreJobs` drains until the current job ends and returns it as the API shows it.
 */
export function storeJobWorker(ctx: Pick<TestContext, 'db' | 'config'>, deps: Partial<StoreJobDeps> = {}): QueueWorker {
  const logger = pino({ level: 'silent' });
  return createQueueWorker({
    db: ctx.db,
    logger,
    handlers: {
      ...storeJobHandlers({ db: ctx.db, config: ctx.config, logger, pollMs: { first: 20, max: 100 }, retryMs: 20, ...deps }),
      ...webhookJobHandlers({ db: ctx.db, config: ctx.config, logger }),
    },
    backoffMs: 20,
    maxBackoffMs: 100,
    pollMs: 20,
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

/**
 * Importar as an admin does it, for tests of later steps: POST /api/shopify/import answers 202 with the
 * job, then the queue runs it (the catalogue read first, when the mirror is empty) to its end.
 */
export async function importAndWait(
  ctx: Pick<TestContext, 'db' | 'config'>,
  admin: { post: (path: string, body?: unknown) => Promise<Response> },
  variantIds: string[],
): Promise<StoreJob> {
  const res = await admin.post('/api/shopify/import', { variantIds });
  if (res.status !== 202) throw new Error(`POST /api/shopify/import: ${res.status} ${await res.text()}`);
  const job = await runStoreJobs(ctx);
  if (job.estado !== 'terminada') throw new Error(`the import ended ${job.estado}: ${job.error ?? ''}`);
  return job;
}
