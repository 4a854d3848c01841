import { eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { colaboraciones, envios, problemas } from '../../db/schema';
import { openStoreClient } from '../connection';
import { syncInventory } from '../inventory';
import { applyOrderPlaced, refreshEnvio } from '../shipments';
import { productDeleted, refreshProducts } from '../product-changes';
import { markBulkFinished } from '../store-jobs';
import { applyReemplazoOrder, reemplazoFromTags, refreshReemplazoDraft } from '../reemplazos';
import { handleDiscountWebhook, handleOrderWebhook, handleRefundWebhook } from '../../ventas/webhooks';
import type { WEBHOOK_TOPICS } from './topics';

/**
 * What each store webhook topic does (decision 057). The delivery's queue job (process.ts) calls the
 * handler of its topic; a handler may run more than once for one delivery (a worker killed mid-handler,
 * a failure retried), so each one is idempotent: it reads the store again or writes what is already true.
 *
 * A later feature adds a topic with one line, `registerWebhookTopic('ORDERS_PAID', ordersPaid)`, in the
 * wiring (background.ts); the store is then subscribed to it too (subscriptions.ts reads this table).
 */
export interface WebhookDeps {
  db: Db;
  config: Config;
  logger?: Logger;
}
export type WebhookTopicHandler = (deps: WebhookDeps, payload: unknown) => Promise<void>;

const gid = (type: string, id: number | string) => (String(id).startsWith('gid://') ? String(id) : `gid://shopify/${type}/${id}`);

const tagsField = z.union([z.string(), z.array(z.string())]).nullish();
const tagList = (t: z.infer<typeof tagsField>) => (Array.isArray(t) ? t : (t ?? '').split(',')).map((s) => s.trim()).filter(Boolean);
const colaboracionFromTags = (t: z.infer<typeof tagsField>) =>
  tagList(t)
    .map((s) => /^colaboracion:([0-9a-f-]{36})$/i.exec(s)?.[1])
    .find((id): id is string => Boolean(id)) ?? null;

const draftPayload = z.object({
  id: z.union([z.number(), z.string()]),
  admin_graphql_api_id: z.string().optional(),
  status: z.string().nullish(),
  name: z.string().nullish(),
  tags: tagsField,
  completed_at: z.string().nullish(),
  order_id: z.union([z.number(), z.string()]).nullish(),
});
const orderPayload = z.object({
  id: z.union([z.number(), z.string()]),
  admin_graphql_api_id: z.string().optional(),
  name: z.string(),
  tags: tagsField,
  created_at: z.string().nullish(),
  // Only the city and the state are read: Logística's destination (issue 16).
  shipping_address: z.object({ city: z.string().nullish(), province: z.string().nullish(), province_code: z.string().nullish() }).nullish(),
});
const fulfillmentPayload = z.object({ order_id: z.union([z.number(), z.string()]) });
const inventoryPayload = z.object({ inventory_item_id: z.union([z.number(), z.string()]) });
const bulkFinishPayload = z.object({ admin_graphql_api_id: z.string(), status: z.string().nullish(), error_code: z.string().nullish() });
const productPayload = z.object({ id: z.union([z.number(), z.string()]), admin_graphql_api_id: z.string().optional() });

const draftOrderUpdated: WebhookTopicHandler = async (deps, payload) => {
  const d = draftPayload.parse(payload);
  if (d.status?.toLowerCase() !== 'completed' || d.order_id == null) return;
  const draftId = d.admin_graphql_api_id ?? gid('DraftOrder', d.id);
  const client = await openStoreClient(deps);
  // The payload names the order by number only; its name comes from the store.
  const [envio] = await deps.db.select().from(envios).where(eq(envios.draftOrderId, draftId));
  if (!envio && client) {
    // A problem's replacement draft (issue 29) is not the envío's.
    const [reemplazo] = await deps.db.select({ id: problemas.id }).from(problemas).where(eq(problemas.draftOrderId, draftId));
    if (reemplazo) await refreshReemplazoDraft(deps.db, client, draftId);
    return;
  }
  if (!envio || !client) return;
  await refreshEnvio(deps.db, client, envio);
};

/**
 * orders/create and orders/paid: a seeding order (tag colaboracion:<id>) is her collaboration's order
 * placed; any other may carry a creator's code (issue 27). The two topics often carry one body, which the
 * content key records once under whichever came first, so each does both jobs.
 */
const orderReceived =
  (topic: 'ORDERS_CREATE' | 'ORDERS_PAID'): WebhookTopicHandler =>
  async ({ db }, payload) => {
    const o = orderPayload.parse(payload);
    // A replacement's order carries its collaboration's tag too: it is the problem's, never the envío's.
    const problemaId = reemplazoFromTags(tagList(o.tags));
    if (problemaId) {
      await applyReemplazoOrder(db, { problemaId }, { id: o.admin_graphql_api_id ?? gid('Order', o.id), name: o.name });
      return;
    }
    const colaboracionId = colaboracionFromTags(o.tags);
    if (!colaboracionId) return handleOrderWebhook(db, topic, payload);
    const a = o.shipping_address;
    const destino = a ? { ciudad: a.city?.trim() || null, estado: a.province?.trim() || a.province_code?.trim() || null } : null;
    await applyOrderPlaced(db, { colaboracionId }, { id: o.admin_graphql_api_id ?? gid('Order', o.id), name: o.name, completedAt: o.created_at ?? null, destino });
  };

const fulfillmentChanged: WebhookTopicHandler = async (deps, payload) => {
  const f = fulfillmentPayload.parse(payload);
  const [envio] = await deps.db.select().from(envios).where(eq(envios.orderId, gid('Order', f.order_id)));
  if (!envio) return;
  const client = await openStoreClient(deps);
  if (client) await refreshEnvio(deps.db, client, envio);
};

const inventoryChanged: WebhookTopicHandler = async (deps, payload) => {
  const p = inventoryPayload.parse(payload);
  const rows = await deps.db
    .select({ variantId: colaboraciones.shopifyVariantId })
    .from(colaboraciones)
    .where(inArray(colaboraciones.shopifyInventoryItemId, [gid('InventoryItem', p.inventory_item_id)]));
  const variantIds = rows.map((r) => r.variantId).filter((v): v is string => v !== null);
  if (variantIds.length === 0) return;
  const client = await openStoreClient(deps);
  if (client) await syncInventory(deps.db, client, { trigger: 'webhook', variantIds });
};

// The job waiting on this operation asks the store at once instead of at its next poll.
const bulkOperationFinished: WebhookTopicHandler = async ({ db }, payload) => markBulkFinished(db, bulkFinishPayload.parse(payload).admin_graphql_api_id);

const productUpdated: WebhookTopicHandler = async (deps, payload) => {
  const p = productPayload.parse(payload);
  const client = await openStoreClient(deps);
  // The payload is the REST shape; the product is read again with the paged query the app validates.
  if (client) await refreshProducts(deps.db, client, [p.admin_graphql_api_id ?? gid('Product', p.id)]);
};

const productRemoved: WebhookTopicHandler = async ({ db }, payload) => {
  const p = productPayload.parse(payload);
  await productDeleted(db, p.admin_graphql_api_id ?? gid('Product', p.id));
};

/** Topic (GraphQL enum form) → its handler. */
export const webhookTopicHandlers = new Map<string, WebhookTopicHandler>(
  Object.entries({
    DRAFT_ORDERS_UPDATE: draftOrderUpdated,
    ORDERS_CREATE: orderReceived('ORDERS_CREATE'),
    FULFILLMENTS_CREATE: fulfillmentChanged,
    FULFILLMENTS_UPDATE: fulfillmentChanged,
    FULFILLMENT_EVENTS_CREATE: fulfillmentChanged,
    INVENTORY_LEVELS_UPDATE: inventoryChanged,
    BULK_OPERATIONS_FINISH: bulkOperationFinished,
    PRODUCTS_UPDATE: productUpdated,
    PRODUCTS_DELETE: productRemoved,
    // Sales attribution (issue 27, decision 063).
    ORDERS_PAID: orderReceived('ORDERS_PAID'),
    ORDERS_CANCELLED: ({ db }, payload) => handleOrderWebhook(db, 'ORDERS_CANCELLED', payload),
    REFUNDS_CREATE: ({ db }, payload) => handleRefundWebhook(db, payload),
    DISCOUNTS_UPDATE: ({ db }, payload) => handleDiscountWebhook(db, 'DISCOUNTS_UPDATE', payload),
    DISCOUNTS_DELETE: ({ db }, payload) => handleDiscountWebhook(db, 'DISCOUNTS_DELETE', payload),
  } satisfies Record<(typeof WEBHOOK_TOPICS)[number], WebhookTopicHandler>),
);

/** Adds (or replaces) a topic's handler; the store is subscribed to every topic of this table. */
export function registerWebhookTopic(topic: string, handler: WebhookTopicHandler): void {
  webhookTopicHandlers.set(topic.trim().toUpperCase().replaceAll('/', '_'), handler);
}

/** The topics the store is subscribed to: every registered one. */
export const subscribedTopics = (): string[] => [...webhookTopicHandlers.keys()];

/** 'fulfillment_events/create' → 'FULFILLMENT_EVENTS_CREATE'. */
export const topicFromHeader = (header: string): string => header.trim().toUpperCase().replaceAll('/', '_');
