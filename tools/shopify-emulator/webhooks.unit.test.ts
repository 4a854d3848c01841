import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdminApiClient } from '@shopify/admin-api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../src/server/shopify/operations';
import { ADMIN_API_VERSION } from '../../src/server/shopify/version';
import { createEmulator, type Emulator } from './index';

const SECRET = 'test-webhook-secret-0123456789';

interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
}

let emu: Emulator;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];

/** What the app must do: HMAC of the raw body, base64, compared in constant time. */
function verify(r: Received, secret = SECRET): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(r.raw, 'utf8').digest('base64'));
  const given = Buffer.from(String(r.headers['x-shopify-hmac-sha256'] ?? ''));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function client() {
  return createAdminApiClient({
    storeDomain: 'colabora-demo.myshopify.com',
    apiVersion: ADMIN_API_VERSION,
    accessToken: 'shpat_emulator',
    // The official client always builds https://{storeDomain}/admin/api/...; point it at the emulator.
    customFetchApi: (url, init) => fetch(String(url).replace('https://colabora-demo.myshopify.com', emu.url), init),
    logger: () => undefined,
  });
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, raw: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/shopify`;
  emu = createEmulator({ webhookSecret: SECRET, bucket: { restoreRate: 1_000_000 } });
  await emu.listen(0);
});

afterAll(async () => {
  await emu.close();
  await new Promise<void>((r) => receiver.close(() => r()));
});

async function deliveredSince(n: number): Promise<Received[]> {
  await emu.controls.webhooksIdle();
  return received.slice(n);
}

describe('the official @shopify/admin-api-client against the emulator', () => {
  it('reads the shop and surfaces GraphQL errors the way it does with Shopify', async () => {
    const shop = await client().request(operations.ShopName);
    expect(shop.errors).toBeUndefined();
    expect(shop.data).toEqual({ shop: { name: 'Colabora Demo', myshopifyDomain: 'colabora-demo.myshopify.com', currencyCode: 'MXN' } });
    expect(shop.extensions).toMatchObject({ cost: { requestedQueryCost: 1 } });

    emu.controls.failNext('THROTTLED');
    const throttled = await client().request(operations.ShopName);
    expect(throttled.errors?.graphQLErrors?.[0]?.extensions?.code).toBe('THROTTLED');
  });
});

describe('webhooks', () => {
  const topics = ['DRAFT_ORDERS_UPDATE', 'ORDERS_CREATE', 'INVENTORY_LEVELS_UPDATE', 'FULFILLMENTS_CREATE', 'FULFILLMENT_EVENTS_CREATE'];

  it('stores subscriptions and refuses a duplicate', async () => {
    const c = client();
    for (const topic of topics) {
      const r = await c.request(operations.WebhookSubscriptionCreate, { variables: { topic, uri: receiverUrl } });
      expect(r.data?.webhookSubscriptionCreate?.userErrors).toEqual([]);
      expect(r.data?.webhookSubscriptionCreate?.webhookSubscription).toMatchObject({ topic, uri: receiverUrl });
    }
    const dup = await c.request(operations.WebhookSubscriptionCreate, { variables: { topic: topics[0], uri: receiverUrl } });
    expect(dup.data?.webhookSubscriptionCreate?.userErrors?.[0]?.message).toMatch(/already been taken/);
    const list = await c.request(operations.WebhookSubscriptions, { variables: { first: 50 } });
    expect(list.data?.webhookSubscriptions?.nodes).toHaveLength(topics.length);
  });

  it('signs an inventory update with the app secret, with Shopify headers, without blocking the change', async () => {
    const n = received.length;
    const v = [...emu.store.variants.values()][0]!;
    emu.controls.setInventory(v.id, 9);
    expect(emu.controls.webhookDeliveries().at(-1)?.status).toBeNull(); // queued, not yet sent
    const [hook] = await deliveredSince(n);
    expect(hook).toBeDefined();
    expect(verify(hook!)).toBe(true);
    expect(hook!.headers).toMatchObject({
      'x-shopify-topic': 'inventory_levels/update',
      'x-shopify-shop-domain': 'colabora-demo.myshopify.com',
      'x-shopify-api-version': ADMIN_API_VERSION,
    });
    expect(hook!.headers['x-shopify-webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(String(hook!.headers['x-shopify-triggered-at']))).not.toBeNaN();
    expect(JSON.parse(hook!.raw)).toMatchObject({ inventory_item_id: v.inventoryItemId, location_id: emu.store.locationId, available: 9 });
  });

  it('announces a completed draft order, the new order and the stock change', async () => {
    const n = received.length;
    const v = [...emu.store.variants.values()].find((x) => x.available > 0)!;
    const created = await client().request(operations.DraftOrderCreate, {
      variables: {
        input: {
          email: 'ana@example.com',
          tags: ['colab-42'],
          lineItems: [{ variantId: `gid://shopify/ProductVariant/${v.id}`, quantity: 1, appliedDiscount: { valueType: 'PERCENTAGE', value: 100, title: 'Colaboración' } }],
          shippingLine: { title: 'Envío gratis', priceWithCurrency: { amount: '0.00', currencyCode: 'MXN' } },
        },
      },
    });
    const draftId = created.data?.draftOrderCreate?.draftOrder?.id as string;
    const { orderId } = emu.controls.completeDraftOrder(draftId);
    const hooks = await deliveredSince(n);
    const byTopic = Object.fromEntries(hooks.map((h) => [String(h.headers['x-shopify-topic']), JSON.parse(h.raw) as Record<string, unknown>]));
    expect(hooks.every((h) => verify(h))).toBe(true);
    expect(byTopic['draft_orders/update']).toMatchObject({ admin_graphql_api_id: draftId, status: 'completed', order_id: Number(orderId.split('/').pop()), tags: 'colab-42' });
    expect(byTopic['orders/create']).toMatchObject({ admin_graphql_api_id: orderId, name: '#1001', financial_status: 'paid', total_price: '0.00' });
    expect(byTopic['inventory_levels/update']).toMatchObject({ inventory_item_id: v.inventoryItemId, available: v.available });
  });

  it('re-sends the last webhook with the same id, and forges one that fails verification', async () => {
    const n = received.length;
    const again = emu.controls.resendLastWebhook();
    const res = await fetch(`${emu.url}/emulator/webhooks/forged`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ topic: 'ORDERS_CREATE', uri: receiverUrl, payload: { id: 1 } }),
    });
    expect(res.status).toBe(200);
    const [resent, forged] = await deliveredSince(n);
    expect(resent!.headers['x-shopify-webhook-id']).toBe(again!.webhookId);
    expect(verify(resent!)).toBe(true);
    expect(forged!.headers['x-shopify-topic']).toBe('orders/create');
    expect(verify(forged!)).toBe(false);
  });

  it('announces fulfillments and tracking events', async () => {
    const order = [...emu.store.orders.values()][0]!;
    const n = received.length;
    const { fulfillmentId } = emu.controls.fulfillOrder(order.id, { company: 'DHL Express', number: '1234567890' });
    emu.controls.addFulfillmentEvent(fulfillmentId, { status: 'OUT_FOR_DELIVERY' });
    const hooks = await deliveredSince(n);
    const topicsSeen = hooks.map((h) => h.headers['x-shopify-topic']);
    expect(topicsSeen).toEqual(['fulfillments/create', 'fulfillment_events/create']); // no FULFILLMENTS_UPDATE subscription
    expect(JSON.parse(hooks[0]!.raw)).toMatchObject({ order_id: order.id, tracking_company: 'DHL Express', tracking_number: '1234567890' });
    expect(JSON.parse(hooks[1]!.raw)).toMatchObject({ status: 'out_for_delivery', order_id: order.id });
  });
});
