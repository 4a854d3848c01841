import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * What a webhook delivered, as one key (issue 19 item 8). Shopify signs the body, not the headers: a
 * signed body sent again under a new X-Shopify-Webhook-Id, or under another X-Shopify-Topic, is still
 * authentic, so de-duplicating by the id header alone lets anyone who saw one delivery replay it. The key
 * is made of what the signature covers:
 *
 *  - the resource type the topic names, checked against the body (its admin_graphql_api_id, or the fields
 *    only that resource has), so a body cannot pass for another topic's;
 *  - the resource's id and its version (`updated_at`, or the topic's own timestamp);
 *  - a digest of the raw body. Shopify's timestamps are whole seconds: two real changes of one
 *    inventory level within a second carry the same `updated_at` and differ only in their bodies, and the
 *    second must not be dropped as a replay. A replay cannot change the body (its signature would fail),
 *    so the digest costs replay protection nothing.
 *
 * Topics that announce one resource under several names (fulfillments/create and fulfillments/update)
 * share the resource type, so one body under both headers is one delivery.
 */
export interface ContentKey {
  key: string;
  /** The resource's version from the signed body, when the topic has one: older than the retention window, a replay. */
  versionAt: Date | null;
}

const idField = z.union([z.number(), z.string().regex(/^\d+$/)]);
const gidField = z.string().regex(/^gid:\/\/shopify\/[A-Za-z]+\/[^\s]+$/);
const stamp = z.string().min(10).max(40).nullish();

interface TopicShape {
  /** The resource type in admin_graphql_api_id ('gid://shopify/<type>/…'). */
  type: string;
  /** The body's required fields, beyond those every resource has. */
  schema: z.ZodType<Record<string, unknown>>;
  /** The body's resource id (a gid), once the schema passed. */
  resource: (p: Record<string, unknown>) => string;
  /** The timestamp fields that version the resource, first present wins. */
  version: readonly string[];
  /** Whether admin_graphql_api_id must be present (every REST resource payload has it; products/delete has only `id`). */
  needsGid: boolean;
  /** Fields the body must not have: what tells a bare `{ id }` from a whole resource of the same type. */
  forbid?: readonly string[];
  /** Other gid types the topic may name (discounts/*: code and automatic discounts). */
  alsoTypes?: readonly string[];
}

const byGid = (type: string) => (p: Record<string, unknown>) => String(p.admin_graphql_api_id ?? `gid://shopify/${type}/${String(p.id)}`);

const resourceWithId = z.object({ id: idField, admin_graphql_api_id: gidField.optional() }).passthrough();

function shape(type: string, version: readonly string[], extra?: z.ZodRawShape): TopicShape {
  return {
    type,
    schema: extra ? resourceWithId.extend(extra) : resourceWithId,
    resource: byGid(type),
    version,
    needsGid: true,
  };
}

const SHAPES: Record<string, TopicShape> = {
  'draft_orders/create': shape('DraftOrder', ['updated_at']),
  'draft_orders/update': shape('DraftOrder', ['updated_at']),
  'orders/create': shape('Order', ['updated_at', 'created_at']),
  'orders/updated': shape('Order', ['updated_at']),
  // Issue 27: orders/paid and orders/create of one order often carry the same body; one is enough (the
  // create's handler records the payment when financial_status says paid).
  'orders/paid': shape('Order', ['updated_at', 'created_at']),
  'orders/cancelled': shape('Order', ['updated_at', 'cancelled_at']),
  'refunds/create': shape('Refund', ['created_at'], { order_id: idField }),
  // Discount payloads carry no numeric id: the gid alone (DiscountCodeNode, or an automatic discount's).
  'discounts/update': {
    type: 'DiscountCodeNode',
    alsoTypes: ['DiscountAutomaticNode', 'DiscountNode'],
    schema: z.object({ admin_graphql_api_id: gidField }).passthrough(),
    resource: (p) => String(p.admin_graphql_api_id),
    version: ['updated_at'],
    needsGid: true,
  },
  'discounts/delete': {
    type: 'DiscountCodeNode',
    alsoTypes: ['DiscountAutomaticNode', 'DiscountNode'],
    schema: z.object({ admin_graphql_api_id: gidField }).passthrough(),
    resource: (p) => String(p.admin_graphql_api_id),
    version: ['deleted_at'],
    needsGid: true,
  },
  'fulfillments/create': shape('Fulfillment', ['updated_at', 'created_at'], { order_id: idField }),
  'fulfillments/update': shape('Fulfillment', ['updated_at', 'created_at'], { order_id: idField }),
  'fulfillment_events/create': shape('FulfillmentEvent', ['updated_at', 'created_at', 'happened_at'], { fulfillment_id: idField }),
  'products/create': shape('Product', ['updated_at']),
  'products/update': shape('Product', ['updated_at']),
  // The real payload is `{ "id": … }` alone: keyed by id and body, with no version to check. A product's
  // whole body (products/update) always has updated_at: without this, it would pass for a deletion.
  'products/delete': { ...shape('Product', []), needsGid: false, forbid: ['updated_at', 'title', 'variants'] },
  'inventory_items/update': shape('InventoryItem', ['updated_at']),
  'inventory_levels/update': {
    type: 'InventoryLevel',
    schema: z.object({ inventory_item_id: idField, location_id: idField, admin_graphql_api_id: gidField.optional() }).passthrough(),
    resource: (p) => String(p.admin_graphql_api_id ?? `gid://shopify/InventoryLevel/${String(p.location_id)}?inventory_item_id=${String(p.inventory_item_id)}`),
    version: ['updated_at'],
    // Its gid is 'InventoryLevel/<location>?inventory_item_id=<item>': checked by type like the others when present.
    needsGid: false,
  },
  'bulk_operations/finish': {
    type: 'BulkOperation',
    schema: z.object({ admin_graphql_api_id: gidField, status: z.string() }).passthrough(),
    resource: (p) => String(p.admin_graphql_api_id),
    version: ['completed_at', 'created_at'],
    needsGid: true,
  },
};

/** 'Orders/Create ' → 'orders/create'. */
export function normalTopic(header: string): string {
  return header.trim().toLowerCase();
}

const gidType = (gid: string) => /^gid:\/\/shopify\/([A-Za-z]+)\//.exec(gid)?.[1] ?? null;

/**
 * The delivery's content key, or null when the body is not what its topic header says (the caller
 * refuses it). A topic we do not know (not subscribed; Shopify sends only what we subscribe to) is keyed
 * by its name and the body's digest alone.
 */
export function contentKey(topicHeader: string, raw: string, payload: unknown): ContentKey | null {
  const topic = normalTopic(topicHeader);
  const digest = createHash('sha256').update(raw, 'utf8').digest('base64url');
  const known = SHAPES[topic];
  if (!known) {
    if (!/^[a-z_]+\/[a-z_]+$/.test(topic)) return null;
    return { key: `${topic}#${digest}`, versionAt: null };
  }
  const parsed = known.schema.safeParse(payload);
  if (!parsed.success) return null;
  const p = parsed.data;
  const gid = typeof p.admin_graphql_api_id === 'string' ? p.admin_graphql_api_id : null;
  const tipo = gid ? gidType(gid) : null;
  if (gid ? tipo !== known.type && !(tipo && known.alsoTypes?.includes(tipo)) : known.needsGid) return null;
  if (known.forbid?.some((f) => f in p)) return null;

  let version: string | null = null;
  for (const field of known.version) {
    const v = stamp.safeParse(p[field]);
    if (v.success && v.data) {
      version = v.data;
      break;
    }
  }
  const versionAt = version ? new Date(version) : null;
  if (versionAt && Number.isNaN(versionAt.getTime())) return null;
  return { key: `${known.type}:${known.resource(p)}@${version ?? '-'}#${digest}`, versionAt };
}
