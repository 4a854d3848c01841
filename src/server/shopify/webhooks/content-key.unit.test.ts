import { describe, expect, it } from 'vitest';
import { contentKey } from './content-key';

// Bodies shaped like Shopify's (REST webhook payloads, 2026-10), trimmed to the fields that matter.
const at = '2026-11-26T10:15:02-06:00';
const bodies: Record<string, Record<string, unknown>> = {
  'orders/create': { id: 8209829119461, admin_graphql_api_id: 'gid://shopify/Order/8209829119461', name: '#9999', created_at: at, updated_at: at, line_items: [] },
  'draft_orders/update': { id: 1069920475, admin_graphql_api_id: 'gid://shopify/DraftOrder/1069920475', name: '#D1', status: 'completed', updated_at: at },
  'fulfillments/create': { id: 123456, admin_graphql_api_id: 'gid://shopify/Fulfillment/123456', order_id: 8209829119461, status: 'success', updated_at: at },
  'fulfillment_events/create': {
    id: 1234567,
    admin_graphql_api_id: 'gid://shopify/FulfillmentEvent/1234567',
    fulfillment_id: 123456,
    order_id: 8209829119461,
    status: 'in_transit',
    happened_at: at,
    created_at: at,
    updated_at: at,
  },
  'inventory_levels/update': {
    inventory_item_id: 2718783465968,
    location_id: 24826418,
    available: 3,
    updated_at: at,
    admin_graphql_api_id: 'gid://shopify/InventoryLevel/24826418?inventory_item_id=2718783465968',
  },
  'products/update': { id: 7880321196742, admin_graphql_api_id: 'gid://shopify/Product/7880321196742', title: 'Jeans', updated_at: at },
  'products/delete': { id: 7880321196742 },
  'bulk_operations/finish': {
    admin_graphql_api_id: 'gid://shopify/BulkOperation/147595010',
    completed_at: at,
    created_at: at,
    error_code: null,
    status: 'completed',
    type: 'query',
  },
};
const keyOf = (topic: string, body: unknown) => contentKey(topic, JSON.stringify(body), body);

describe('a webhook delivery’s content key', () => {
  it('accepts each topic’s own body, keyed by resource type, id and version', () => {
    for (const [topic, body] of Object.entries(bodies)) expect(keyOf(topic, body), topic).not.toBeNull();
    expect(keyOf('orders/create', bodies['orders/create'])!.key).toMatch(/^Order:gid:\/\/shopify\/Order\/8209829119461@2026-11-26T10:15:02-06:00#[\w-]{43}$/);
    expect(keyOf('orders/create', bodies['orders/create'])!.versionAt).toEqual(new Date(at));
    // No version in a products/delete body: keyed by its id and body alone, nothing to age.
    expect(keyOf('products/delete', bodies['products/delete'])).toMatchObject({ key: expect.stringMatching(/^Product:gid:\/\/shopify\/Product\/\d+@-#/), versionAt: null });
    expect(keyOf('bulk_operations/finish', bodies['bulk_operations/finish'])!.key).toContain('BulkOperation:gid://shopify/BulkOperation/147595010@');
  });

  it('refuses every body under every other known topic', () => {
    for (const [topic, body] of Object.entries(bodies)) {
      for (const other of Object.keys(bodies)) {
        if (other === topic) continue;
        expect(keyOf(other, body), `${topic} body as ${other}`).toBeNull();
      }
    }
  });

  it('gives one key to one body under two names of one resource, and under any header case', () => {
    const f = bodies['fulfillments/create']!;
    expect(keyOf('fulfillments/update', f)!.key).toBe(keyOf('fulfillments/create', f)!.key);
    expect(keyOf(' Fulfillments/Create', f)!.key).toBe(keyOf('fulfillments/create', f)!.key);
  });

  it('tells apart two states of one resource within one second, and the same bytes never', () => {
    const a = { ...bodies['inventory_levels/update'], available: 3 };
    const b = { ...bodies['inventory_levels/update'], available: 2 };
    expect(keyOf('inventory_levels/update', a)!.key).not.toBe(keyOf('inventory_levels/update', b)!.key);
    expect(keyOf('inventory_levels/update', a)!.key).toBe(keyOf('inventory_levels/update', { ...a })!.key);
  });

  it('refuses what is not a body: arrays, nulls, a bad timestamp, a bad topic', () => {
    expect(keyOf('orders/create', [])).toBeNull();
    expect(keyOf('orders/create', null)).toBeNull();
    expect(keyOf('orders/create', { ...bodies['orders/create'], admin_graphql_api_id: undefined })).toBeNull();
    expect(keyOf('orders/create', { ...bodies['orders/create'], updated_at: 'ayer por la tarde' })).toBeNull();
    expect(keyOf('../../etc', {})).toBeNull();
    // A topic we do not subscribe to is keyed by its name and digest: recorded once, ignored by the processor.
    expect(keyOf('shop/update', { id: 1 })!.key).toMatch(/^shop\/update#/);
  });
});
