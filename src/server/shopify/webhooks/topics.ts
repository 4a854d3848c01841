/** The topics we subscribe to (GraphQL enum form) and the form Shopify sends in X-Shopify-Topic. */
export const WEBHOOK_TOPICS = [
  'DRAFT_ORDERS_UPDATE',
  'ORDERS_CREATE',
  'FULFILLMENTS_CREATE',
  'FULFILLMENTS_UPDATE',
  'FULFILLMENT_EVENTS_CREATE',
  'INVENTORY_LEVELS_UPDATE',
  // Issue 19: a bulk read finished; a product changed or went away in the store.
  'BULK_OPERATIONS_FINISH',
  'PRODUCTS_UPDATE',
  'PRODUCTS_DELETE',
  // Issue 27: sales attribution (ORDERS_CREATE above is its fallback).
  'ORDERS_PAID',
  'ORDERS_CANCELLED',
  'REFUNDS_CREATE',
  'DISCOUNTS_UPDATE',
  'DISCOUNTS_DELETE',
] as const;
export type WebhookTopic = (typeof WEBHOOK_TOPICS)[number];

/** 'fulfillment_events/create' → 'FULFILLMENT_EVENTS_CREATE'. */
export function topicFromHeader(header: string): WebhookTopic | null {
  const t = header.trim().toUpperCase().replace('/', '_');
  return (WEBHOOK_TOPICS as readonly string[]).includes(t) ? (t as WebhookTopic) : null;
}

/** The app's public endpoint for Shopify's deliveries. */
export const WEBHOOK_PATH = '/api/shopify/webhooks';
