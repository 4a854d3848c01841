import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentKey, normalTopic } from './content-key';
import { WEBHOOK_JOB, webhookJobKey } from './process';
import { REPLAY_WINDOW_MS } from './prune';
import { verifyWebhook } from './verify';

export type ReceiveResult = 'accepted' | 'duplicate' | 'unauthorized' | 'malformed';

/**
 * The first half of a webhook, inside Shopify's 5 s: check the signature on the raw body, then record
 * the delivery once. Once means once per X-Shopify-Webhook-Id (Shopify's retry) and once per content key
 * (what the signed body delivered, see content-key.ts): a body sent again under a new id or another topic
 * inserts nothing, and the unique constraints, not a read-then-write, decide it. A body whose own version
 * is older than the pruning window is a replay too (its row may have been pruned): answered, ignored.
 *
 * The delivery's queue job is inserted by the same statement (decision 057): a recorded delivery always
 * has its job, and a duplicate, which inserts no row, adds no job.
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
  const res = (await db.execute(sql`
    WITH recorded AS (
      INSERT INTO webhook_deliveries (webhook_id, topic, content_key, payload)
      VALUES (${headers.webhookId}, ${normalTopic(headers.topic)}, ${content.key}, ${JSON.stringify(payload)}::jsonb)
      -- No target: a conflict on the id or on the content key is the same answer.
      ON CONFLICT DO NOTHING
      RETURNING webhook_id)
    INSERT INTO trabajos (tipo, clave, datos)
    SELECT ${WEBHOOK_JOB}, ${webhookJobKey(headers.webhookId)}, jsonb_build_object('webhookId', webhook_id) FROM recorded
    RETURNING id`)) as unknown as { rows: unknown[] };
  return res.rows.length > 0 ? 'accepted' : 'duplicate';
}
