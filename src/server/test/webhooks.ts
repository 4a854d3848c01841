import pino from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createQueueWorker } from '../queue/queue';
import { webhookJobHandlers } from '../shopify/webhooks/process';

/**
 * What the server's worker does with recorded store webhooks (background.ts), drained now: API tests
 * await it after a delivery. Only webhook jobs are taken; a failed one waits for its backoff (1 s here).
 * Returns how many jobs ran.
 */
export function processWebhooks(ctx: { db: Db; config: Config }): Promise<number> {
  const logger = pino({ level: 'silent' });
  return createQueueWorker({ db: ctx.db, logger, handlers: webhookJobHandlers({ db: ctx.db, config: ctx.config, logger }), backoffMs: 1000 }).drain();
}
