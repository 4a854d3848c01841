import type { Db } from '../../db/client';
import { webhookDeliveries } from '../../db/schema';
import { verifyWebhook } from './verify';

export type ReceiveResult = 'accepted' | 'duplicate' | 'unauthorized' | 'malformed';

/**
 * The first half of a webhook, inside Shopify's 5 s: check the signature on the raw body, then record
 * the delivery once by X-Shopify-Webhook-Id (a retry of the same delivery inserts nothing).
 */
export async function receiveWebhook(
  db: Db,
  secret: string | null,
  raw: string,
  headers: { hmac: string | undefined; webhookId: string | undefined; topic: string | undefined },
): Promise<ReceiveResult> {
  if (!secret || !verifyWebhook(secret, raw, headers.hmac)) return 'unauthorized';
  if (!headers.webhookId || !headers.topic || headers.webhookId.length > 200) return 'malformed';
  let payload: unknown;
  try {
    payload = JSON.parse(raw);
  } catch {
    return 'malformed';
  }
  const inserted = await db
    .insert(webhookDeliveries)
    .values({ webhookId: headers.webhookId, topic: headers.topic.slice(0, 100), payload })
    .onConflictDoNothing({ target: webhookDeliveries.webhookId })
    .returning({ id: webhookDeliveries.webhookId });
  return inserted.length > 0 ? 'accepted' : 'duplicate';
}
