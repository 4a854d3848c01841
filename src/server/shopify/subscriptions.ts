import type { z } from 'zod';
import type { ShopifyClient } from './client';
import { ShopifyError, userErrorsMessage } from './errors';
import { webhookSubscriptionCreateReply, webhookSubscriptionsReply } from './replies';
import { subscribedTopics } from './webhooks/topic-handlers';
import { WEBHOOK_PATH } from './webhooks/topics';

/**
 * Subscribes the app's webhook endpoint to every topic with a handler (webhooks/topic-handlers.ts) it is
 * not yet subscribed to (idempotent: run it
 * whenever a connection is saved or the server starts). Returns the topics it created.
 */
export async function ensureWebhookSubscriptions(client: ShopifyClient, appUrl: string): Promise<string[]> {
  const uri = `${appUrl.replace(/\/+$/, '')}${WEBHOOK_PATH}`;
  const existing = new Set<string>();
  let after: string | null = null;
  for (;;) {
    const page: z.infer<typeof webhookSubscriptionsReply> = await client.request('WebhookSubscriptions', { first: 100, after }, webhookSubscriptionsReply);
    for (const s of page.webhookSubscriptions.nodes) if (s.uri === uri) existing.add(s.topic);
    if (!page.webhookSubscriptions.pageInfo.hasNextPage) break;
    after = page.webhookSubscriptions.pageInfo.endCursor;
  }
  const created: string[] = [];
  for (const topic of subscribedTopics()) {
    if (existing.has(topic)) continue;
    const reply = await client.request('WebhookSubscriptionCreate', { topic, uri }, webhookSubscriptionCreateReply);
    const errors = reply.webhookSubscriptionCreate?.userErrors ?? [];
    if (errors.length) throw new ShopifyError('user', 'STORE_USER_ERROR', undefined, userErrorsMessage(errors));
    created.push(topic);
  }
  return created;
}

/**
 * Shopify can only deliver to an address it can reach: an https APP_URL, or (demo, tests) a store at
 * SHOPIFY_API_URL that runs beside the app.
 */
export function canReceiveWebhooks(appUrl: string, apiUrl: string | undefined): boolean {
  return appUrl.startsWith('https://') || apiUrl !== undefined;
}
