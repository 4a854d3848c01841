/** The topics this module handles itself (GraphQL enum form); features may register more (topic-handlers.ts). */
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

/** The app's public endpoint for Shopify's deliveries. */
export const WEBHOOK_PATH = '/api/shopify/webhooks';
