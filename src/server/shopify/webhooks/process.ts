import { eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { colaboraciones, envios, webhookDeliveries } from '../../db/schema';
import { openStoreClient } from '../connection';
import { syncInventory } from '../inventory';
import { applyOrderPlaced, refreshEnvio } from '../shipments';
import { productDeleted, refreshProducts } from '../product-changes';
import { markBulkFinished } from '../store-jobs';
import { topicFromHeader } from './topics';
import { handleDiscountWebhook, handleOrderWebhook, handleRefundWebhook } from '../../ventas/webhooks';

/**
 * The second half of a webhook: the route has verified and recorded it (and answered 200); here it is
 * acted on. Deliveries are claimed one at a time (processed_at set first), so two instances or two calls
 * never act on one twice. A failure is kept in `error`; the scheduled poll catches up on orders anyway.
 */
export interface WebhookDeps {
  db: Db;
  config: Config;
  logger?: Logger;
}

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

async function act(deps: WebhookDeps, topicHeader: string, payload: unknown): Promise<void> {
  const { db } = deps;
  const topic = topicFromHeader(topicHeader);
  switch (topic) {
    case 'DRAFT_ORDERS_UPDATE': {
      const d = draftPayload.parse(payload);
      if (d.status?.toLowerCase() !== 'completed' || d.order_id == null) return;
      const draftId = d.admin_graphql_api_id ?? gid('DraftOrder', d.id);
      const client = await openStoreClient(deps);
      // The payload names the order by number only; its name comes from the store.
      const [envio] = await db.select().from(envios).where(eq(envios.draftOrderId, draftId));
      if (!envio || !client) return;
      await refreshEnvio(db, client, envio);
      return;
    }
    case 'ORDERS_CREATE': {
      const o = orderPayload.parse(payload);
      const colaboracionId = colaboracionFromTags(o.tags);
      if (!colaboracionId) return handleOrderWebhook(db, topic, payload);
      const a = o.shipping_address;
      const destino = a ? { ciudad: a.city?.trim() || null, estado: a.province?.trim() || a.province_code?.trim() || null } : null;
      await applyOrderPlaced(db, { colaboracionId }, { id: o.admin_graphql_api_id ?? gid('Order', o.id), name: o.name, completedAt: o.created_at ?? null, destino });
      return;
    }
    // Sales attribution (issue 27): a seeding order above returned first; the others may carry a code.
    case 'ORDERS_PAID':
    case 'ORDERS_CANCELLED':
      return handleOrderWebhook(db, topic, payload);
    case 'REFUNDS_CREATE':
      return handleRefundWebhook(db, payload);
    case 'DISCOUNTS_UPDATE':
    case 'DISCOUNTS_DELETE':
      return handleDiscountWebhook(db, topic, payload);
    case 'FULFILLMENTS_CREATE':
    case 'FULFILLMENTS_UPDATE':
    case 'FULFILLMENT_EVENTS_CREATE': {
      const f = fulfillmentPayload.parse(payload);
      const [envio] = await db.select().from(envios).where(eq(envios.orderId, gid('Order', f.order_id)));
      if (!envio) return;
      const client = await openStoreClient(deps);
      if (client) await refreshEnvio(db, client, envio);
      return;
    }
    case 'INVENTORY_LEVELS_UPDATE': {
      const p = inventoryPayload.parse(payload);
      const rows = await db
        .select({ variantId: colaboraciones.shopifyVariantId })
        .from(colaboraciones)
        .where(inArray(colaboraciones.shopifyInventoryItemId, [gid('InventoryItem', p.inventory_item_id)]));
      const variantIds = rows.map((r) => r.variantId).filter((v): v is string => v !== null);
      if (variantIds.length === 0) return;
      const client = await openStoreClient(deps);
      if (client) await syncInventory(db, client, { trigger: 'webhook', variantIds });
      return;
    }
    case 'BULK_OPERATIONS_FINISH': {
      // The job waiting on this operation asks the store at once instead of at its next poll.
      await markBulkFinished(db, bulkFinishPayload.parse(payload).admin_graphql_api_id);
      return;
    }
    case 'PRODUCTS_UPDATE': {
      const p = productPayload.parse(payload);
      const client = await openStoreClient(deps);
      // The payload is the REST shape; the product is read again with the paged query the app validates.
      if (client) await refreshProducts(db, client, [p.admin_graphql_api_id ?? gid('Product', p.id)]);
      return;
    }
    case 'PRODUCTS_DELETE': {
      const p = productPayload.parse(payload);
      await productDeleted(db, p.admin_graphql_api_id ?? gid('Product', p.id));
      return;
    }
    default:
      return;
  }
}

async function claimNext(db: Db): Promise<{ webhookId: string; topic: string; payload: unknown } | null> {
  const rows = (await db.execute(sql`
    UPDATE webhook_deliveries SET processed_at = now()
    WHERE webhook_id = (
      SELECT webhook_id FROM webhook_deliveries WHERE processed_at IS NULL
      ORDER BY received_at LIMIT 1 FOR UPDATE SKIP LOCKED
    )
    RETURNING webhook_id, topic, payload`)) as unknown as { rows: { webhook_id: string; topic: string; payload: unknown }[] };
  const row = rows.rows[0];
  return row ? { webhookId: row.webhook_id, topic: row.topic, payload: row.payload } : null;
}

async function drain(deps: WebhookDeps): Promise<number> {
  let n = 0;
  for (;;) {
    const next = await claimNext(deps.db);
    if (!next) return n;
    n++;
    try {
      await act(deps, next.topic, next.payload);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      deps.logger?.warn({ err, webhookId: next.webhookId, topic: next.topic }, 'webhook processing failed');
      await deps.db
        .update(webhookDeliveries)
        .set({ error: message.slice(0, 500) })
        .where(eq(webhookDeliveries.webhookId, next.webhookId))
        .catch(() => undefined);
    }
  }
}

// One drain at a time per database in this process; a call while one runs waits for it and then drains again.
const running = new WeakMap<Db, Promise<number>>();

/** Acts on every recorded, unprocessed delivery. The route schedules it; tests await it. */
export function processPending(deps: WebhookDeps): Promise<number> {
  const previous = running.get(deps.db) ?? Promise.resolve(0);
  const next = previous.catch(() => 0).then(() => drain(deps));
  running.set(deps.db, next);
  return next;
}
