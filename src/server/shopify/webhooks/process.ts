import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { webhookDeliveries } from '../../db/schema';
import type { JobHandler } from '../../queue/queue';
import { topicFromHeader, webhookTopicHandlers, type WebhookDeps } from './topic-handlers';

/**
 * The second half of a webhook (decision 057): the route verified and recorded it with its queue job (and
 * answered 200); here the job acts on it. At least once: the delivery is marked processed only after its
 * topic's handler succeeded, so a worker killed mid-handler leaves the job to be taken again when its lease
 * ends, and a failure waits with the queue's backoff. The error stays on the row and on the job, in Spanish.
 */
export const WEBHOOK_JOB = 'webhook.procesar';
/** One pending job per delivery, even if something enqueued it twice. */
export const webhookJobKey = (webhookId: string): string => `webhook:${webhookId}`;

export type { WebhookDeps };

/** Acts on one recorded delivery; a no-op once it is processed (a job run again after a crash). */
export async function processDelivery(deps: WebhookDeps, webhookId: string): Promise<void> {
  const { db } = deps;
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId));
  if (!row || row.processedAt) return;
  // A topic with no handler (not subscribed any more) is done: there is nothing to act on.
  const handler = webhookTopicHandlers.get(topicFromHeader(row.topic));
  try {
    await handler?.(deps, row.payload);
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    const message = `No se pudo procesar el aviso de la tienda (${row.topic}); se reintentará: ${detail}`.slice(0, 500);
    deps.logger?.warn({ err, webhookId, topic: row.topic }, 'webhook processing failed');
    await db.update(webhookDeliveries).set({ error: message }).where(eq(webhookDeliveries.webhookId, webhookId));
    throw new Error(message, { cause: err });
  }
  await db
    .update(webhookDeliveries)
    .set({ processedAt: sql`now()`, error: null })
    .where(eq(webhookDeliveries.webhookId, webhookId));
}

export function webhookJobHandlers(deps: { db: Db; config: Config; logger: Logger }): Record<string, JobHandler> {
  return {
    [WEBHOOK_JOB]: async (job) => {
      const webhookId = job.datos.webhookId;
      if (typeof webhookId !== 'string') throw new Error('Trabajo de aviso de la tienda sin webhookId');
      await processDelivery(deps, webhookId);
    },
  };
}
