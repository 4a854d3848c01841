import type { Db } from '../../db/client';
import { webhookDeliveries } from '../../db/schema';
import { contentKey, normalTopic } from './content-key';
import { REPLAY_WINDOW_MS } from './prune';
import { verifyWebhook } from './verify';

export type ReceiveResult = 'accepted' | 'duplicate' | 'unauthorized' | 'malformed';

/**
 * The first half of a webhook, inside Shopify's 5 s: check the signature on the raw body, then record
 * the delivery once. Once means once per X-Shopify-Webhook-Id (Shopify's retry) and once per content key
 * (what the signed body delivered, see content-key.ts): a body sent again under a new id or another topic
 * inserts nothing, and the unique constraints, not a read-then-write, decide it. A body whose own version
 * is older than the pruning window is a replay too (its row may have been pruned): answered, ignored.
 */
export async function receiveWebhook(
  db: Db,
  secret: string | null,
  raw: string,
  headers: { hmac: string | undefined; webhookId: string | undefined; topic: string | undefined },
  now: Date = new Date(),
): Promise<ReceiveResult> {
  if (!secret || !verifyWebhook(secret, raw, headers.hmac)) return 'unauthorized';
  if (!headers.webhookId || !headers.topic || headers.webhookId.length > 200 || headers.topic.length > 100) return 'malformed';
  let payload: unknown;
  try {
    payload = JSON.parse(raw);
  } catch {
    return 'malformed';
  }
  const content = contentKey(headers.topic, raw, payload);
  if (!content) return 'malformed';
  if (content.versionAt && content.versionAt.getTime() < now.getTime() - REPLAY_WINDOW_MS) return 'duplicate';
  const inserted = await db
    .insert(webhookDeliveries)
    .values({ webhookId: headers.webhookId, topic: normalTopic(headers.topic), contentKey: content.key, payload })
    // No target: a conflict on the id or on the content key is the same answer.
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.webhookId });
  return inserted.length > 0 ? 'accepted' : 'duplicate';
}
