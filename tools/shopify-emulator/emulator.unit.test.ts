import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../src/server/shopify/operations';
import { ADMIN_API_VERSION } from '../../src/server/shopify/version';
import { createEmulator, type Emulator } from './index';

/**
 * The app's product page without unit costs and updatedAt (its shape before issue 19): so the cost
 * model's figures below (792 points for 10 × 20 × 10) stay put when the app's ProductsPage grows.
 */
const PRODUCTS_WITHOUT_COST = operations.ProductsPage.replace(/\n\s*unitCost \{[^}]*\}/, '').replace(/\n\s*updatedAt\b/, '');

interface Reply {
  status: number;
  headers: Headers;
  json: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
    extensions?: { cost: { requestedQueryCost: number; actualQueryCost: number | null; throttleStatus: { currentlyAvailable: number; maximumAvailable: number; restoreRate: number } } };
  };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- test helpers read arbitrary response JSON */
type Any = any;
/* eslint-enable @typescript-eslint/no-explicit-any */

let emu: Emulator;

async function gql(query: string, variables: Record<string, unknown> = {}, token = 'shpat_emulator'): Promise<Reply> {
  const res = await fetch(emu.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-access-token': token },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, headers: res.headers, json: (await res.json()) as Reply['json'] };
}

function data(r: Reply): Any {
  expect(r.json.errors).toBeUndefined();
  return r.json.data;
}

beforeAll(async () => {
  // A fast-refilling bucket so functional tests never throttle; the cost tests slow it down on purpose.
  emu = createEmulator({ bucket: { restoreRate: 1_000_000 } });
  await emu.listen(0);
});
afterAll(() => emu.close());

describe('Admin GraphQL endpoint', () => {
  it('answers 401 without the right access token', async () => {
    const r = await gql(operations.ShopName, {}, 'wrong');
    expect(r.status).toBe(401);
    expect(JSON.stringify(r.json.errors)).toMatch(/Invalid API key or access token/);
    expect((await gql(operations.ShopName)).json.data).toEqual({
      shop: { name: 'Colabora Demo', myshopifyDomain: 'colabora-demo.myshopify.com', currencyCode: 'MXN' },
    });
  });

  it('rejects documents the real schema rejects, with HTTP 200 and errors', async () => {
    const r = await gql('{ products(first: 1) { nodes { variants(first: 1) { nodes { option1 } } } } }');
    expect(r.status).toBe(200);
    expect(r.json.data).toBeUndefined();
    expect(r.json.errors?.[0]).toMatchObject({
      message: "Field 'option1' doesn't exist on type 'ProductVariant'",
      extensions: { code: 'undefinedField' },
    });
    const wrongEnum = await gql('{ products(first: 1, sortKey: NEWEST) { nodes { id } } }');
    expect(wrongEnum.status).toBe(200);
    expect(JSON.stringify(wrongEnum.json.errors)).toMatch(/NEWEST/);
    const badVariable = await gql(operations.DraftOrderStatus, {});
    expect(JSON.stringify(badVariable.json.errors)).toMatch(/INVALID_VARIABLE/);
  });

  it('pages through every product exactly once', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: Any = data(await gql(operations.ProductsPage, { first: 7, after, variantsFirst: 20, collectionsFirst: 5 }));
      seen.push(...page.products.nodes.map((p: { id: string }) => p.id));
      after = page.products.pageInfo.hasNextPage ? page.products.pageInfo.endCursor : null;
      pages++;
    } while (after);
    expect(pages).toBe(5);
    expect(seen).toHaveLength(emu.store.products.size);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('serves the demo catalogue: jeans and jewelry, brands, options, stock-outs and local images', async () => {
    const all: Any = data(await gql(PRODUCTS_WITHOUT_COST, { first: 30, variantsFirst: 6, collectionsFirst: 2 }));
    const products = all.products.nodes;
    const jeans = products.filter((p: Any) => p.collections.nodes[0]?.title === 'Jeans');
    const jewelry = products.filter((p: Any) => p.collections.nodes[0]?.title === 'Joyería');
    expect(jeans).toHaveLength(24);
    expect(jewelry).toHaveLength(6);
    expect(new Set(jeans.map((p: Any) => p.vendor))).toEqual(new Set(['Kosch', 'Michelle Ferrar', 'JS Denim', 'Kyrath', 'Deezer', 'Balam']));
    for (const p of jeans) {
      expect(p.title).toContain(p.vendor);
      expect(p.variants.nodes.length).toBeGreaterThanOrEqual(3);
      expect(p.variants.nodes.length).toBeLessThanOrEqual(6);
      for (const v of p.variants.nodes) {
        expect(v.selectedOptions.map((o: Any) => o.name)).toEqual(['Color', 'Talla']);
        expect(v.barcode).toMatch(/^750\d{10}$/);
      }
    }
    const variants = jeans.flatMap((p: Any) => p.variants.nodes);
    expect(variants.some((v: Any) => v.inventoryQuantity === 0 && v.availableForSale === false)).toBe(true);
    const url = products[0].featuredMedia.image.url as string;
    expect(url).toMatch(new RegExp(`^${emu.url}/emulator/images/${products[0].id.split('/').pop()}\\.svg\\?v=\\d+$`));
    const img = await fetch(url);
    expect(img.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await img.text()).toContain(products[0].title);
  });

  it('finishes a product with more variants than the page via ProductVariantsPage', async () => {
    const first: Any = data(await gql(operations.ProductsPage, { first: 1, variantsFirst: 2, collectionsFirst: 1 }));
    const p = first.products.nodes[0];
    expect(p.variants.pageInfo.hasNextPage).toBe(true);
    const rest: Any = data(await gql(operations.ProductVariantsPage, { id: p.id, first: 10, after: p.variants.pageInfo.endCursor }));
    const ids = [...p.variants.nodes, ...rest.product.variants.nodes].map((v: Any) => v.id);
    expect(ids).toEqual(emu.store.products.get(Number(p.id.split('/').pop()))?.variantIds.map((id) => `gid://shopify/ProductVariant/${id}`));
  });

  it('lists collections by title', async () => {
    const r: Any = data(await gql(operations.CollectionsPage, { first: 10 }));
    expect(r.collections.nodes.map((c: Any) => c.title)).toEqual(['Jeans', 'Joyería', 'Novedades']);
    expect(r.collections.nodes[1].handle).toBe('joyeria');
  });

  it('refuses first: 251 like Shopify and a query over 1,000 points with MAX_COST_EXCEEDED', async () => {
    const r = await gql('{ products(first: 251) { nodes { id } } }');
    expect(r.status).toBe(200);
    expect(r.json.errors?.[0]?.message).toMatch(/250/);
    expect(r.json.data).toBeUndefined();
    const big = await gql('{ products(first: 50) { nodes { variants(first: 50) { nodes { id } } } } }');
    expect(big.json.errors?.[0]?.extensions).toMatchObject({ code: 'MAX_COST_EXCEEDED', maxCost: 1000 });
  });

  it('reports cost in extensions and drains the bucket', async () => {
    emu.controls.setBucket({ currentlyAvailable: 1000, restoreRate: 0 });
    try {
      const a = await gql(PRODUCTS_WITHOUT_COST, { first: 10, variantsFirst: 20, collectionsFirst: 10 });
      const cost = a.json.extensions!.cost;
      expect(cost.requestedQueryCost).toBe(792);
      expect(cost.actualQueryCost).toBeGreaterThan(0);
      expect(cost.actualQueryCost).toBeLessThan(cost.requestedQueryCost);
      expect(cost.throttleStatus).toEqual({ maximumAvailable: 1000, currentlyAvailable: 1000 - cost.actualQueryCost!, restoreRate: 0 });
      const b = await gql(operations.ShopName);
      expect(b.json.extensions!.cost.throttleStatus.currentlyAvailable).toBe(1000 - cost.actualQueryCost! - 1);
      emu.controls.setBucket({ currentlyAvailable: 10 });
      const throttled = await gql(PRODUCTS_WITHOUT_COST, { first: 10, variantsFirst: 20, collectionsFirst: 10 });
      expect(throttled.status).toBe(200);
      expect(throttled.json.errors?.[0]?.extensions?.code).toBe('THROTTLED');
    } finally {
      emu.controls.setBucket({ currentlyAvailable: 1000, restoreRate: 1_000_000 });
    }
  });

  it('forces THROTTLED, 429 with Retry-After and 5xx on demand, then recovers', async () => {
    emu.controls.failNext('THROTTLED', 1);
    const t = await gql(operations.ShopName);
    expect(t.status).toBe(200);
    expect(t.json.errors?.[0]).toMatchObject({ message: 'Throttled', extensions: { code: 'THROTTLED' } });
    expect(data(await gql(operations.ShopName)).shop.name).toBe('Colabora Demo');

    const ctl = await fetch(`${emu.url}/emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'HTTP_429', retryAfterSeconds: 2 }),
    });
    expect(ctl.status).toBe(200);
    const r429 = await gql(operations.ShopName);
    expect(r429.status).toBe(429);
    expect(r429.headers.get('retry-after')).toBe('2.0');

    emu.controls.failNext('HTTP_5XX', 2, { status: 502 });
    expect((await gql(operations.ShopName)).status).toBe(502);
    expect((await gql(operations.ShopName)).status).toBe(502);
    expect((await gql(operations.ShopName)).status).toBe(200);
  });

  it('returns null from nodes(ids) for a deleted variant and follows inventory changes', async () => {
    const [a, b] = [...emu.store.variants.keys()].slice(-2).map((id) => `gid://shopify/ProductVariant/${id}`);
    emu.controls.setInventory(a!, 42);
    await fetch(`${emu.url}/emulator/variants/${encodeURIComponent(b!)}`, { method: 'DELETE' });
    const r: Any = data(await gql(operations.InventoryByIds, { ids: [a, b] }));
    expect(r.nodes[0]).toMatchObject({ id: a, inventoryQuantity: 42, availableForSale: true, inventoryItem: { tracked: true } });
    expect(r.nodes[1]).toBeNull();
  });
});

describe('draft orders and the checkout page', () => {
  const variantGid = () => {
    const v = [...emu.store.variants.values()].find((x) => x.available >= 2)!;
    return { gid: `gid://shopify/ProductVariant/${v.id}`, v };
  };
  const input = (variantId: string, tag: string) => ({
    email: 'creadora@example.com',
    tags: [tag, '@creadora'],
    note: 'Colaboración de prueba',
    customAttributes: [{ key: 'colaboracion_id', value: tag }],
    lineItems: [{ variantId, quantity: 1, appliedDiscount: { valueType: 'PERCENTAGE', value: 100, title: 'Colaboración' } }],
    shippingLine: { title: 'Envío gratis', priceWithCurrency: { amount: '0.00', currencyCode: 'MXN' } },
    reserveInventoryUntil: new Date(Date.now() + 86_400_000).toISOString(),
  });

  it('rejects an unknown variant with userErrors and creates nothing', async () => {
    const before = emu.store.draftOrders.size;
    const r: Any = data(await gql(operations.DraftOrderCreate, { input: input('gid://shopify/ProductVariant/1', 'x') }));
    expect(r.draftOrderCreate.draftOrder).toBeNull();
    expect(r.draftOrderCreate.userErrors[0].field).toEqual(['lineItems', '0', 'variantId']);
    expect(emu.store.draftOrders.size).toBe(before);
  });

  it('creates a free draft, reserves stock, and the invoice page completes it into an order', async () => {
    const { gid: variantId, v } = variantGid();
    const stock = v.available;
    const created: Any = data(await gql(operations.DraftOrderCreate, { input: input(variantId, 'colab-abc') }));
    const draft = created.draftOrderCreate.draftOrder;
    expect(created.draftOrderCreate.userErrors).toEqual([]);
    expect(draft).toMatchObject({ status: 'OPEN', name: expect.stringMatching(/^#D\d+$/), tags: ['@creadora', 'colab-abc'] });
    expect(draft.invoiceUrl).toMatch(new RegExp(`^${emu.url}/emulator/invoices/[0-9a-f]{32}$`));
    expect(v.available).toBe(stock - 1);

    const found: Any = data(await gql(operations.DraftOrdersByTag, { first: 5, query: 'tag:colab-abc' }));
    expect(found.draftOrders.nodes.map((d: Any) => d.id)).toEqual([draft.id]);
    const none: Any = data(await gql(operations.DraftOrdersByTag, { first: 5, query: "tag:'colab-zzz'" }));
    expect(none.draftOrders.nodes).toEqual([]);

    const page = await fetch(draft.invoiceUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('Finaliza tu pedido');
    expect(html).toContain('$0.00');
    expect(html).not.toMatch(/<script/i);

    const bad = await fetch(draft.invoiceUrl, {
      method: 'POST',
      body: new URLSearchParams({ firstName: 'Ana', zip: '123' }),
      redirect: 'manual',
    });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('El código postal debe tener 5 dígitos.');

    const ok = await fetch(draft.invoiceUrl, {
      method: 'POST',
      body: new URLSearchParams({
        email: 'creadora@example.com',
        firstName: 'Ana',
        lastName: 'Pérez',
        address1: 'Calle 5 de Mayo 10',
        address2: 'Centro',
        city: 'Guadalajara',
        provinceCode: 'JAL',
        zip: '44100',
        phone: '33 1234 5678',
      }),
      redirect: 'manual',
    });
    expect(ok.status).toBe(303);
    const confirmation = await fetch(new URL(ok.headers.get('location')!, emu.url));
    expect(await confirmation.text()).toContain('¡Gracias por tu pedido!');

    const status: Any = data(await gql(operations.DraftOrderStatus, { id: draft.id }));
    expect(status.draftOrder).toMatchObject({ status: 'COMPLETED', order: { name: '#1001' } });
    expect(status.draftOrder.completedAt).toBeTruthy();
    expect(v.available).toBe(stock - 1); // the reservation became the sale; not taken twice
  });

  it('follows an order through fulfillment and tracking events', async () => {
    const { gid: variantId } = variantGid();
    const created: Any = data(await gql(operations.DraftOrderCreate, { input: input(variantId, 'colab-ship') }));
    const { orderId } = emu.controls.completeDraftOrder(created.draftOrderCreate.draftOrder.id);
    const before: Any = data(await gql(operations.OrderShipment, { id: orderId }));
    expect(before.order).toMatchObject({ displayFulfillmentStatus: 'UNFULFILLED', fulfillments: [] });

    const res = await fetch(`${emu.url}/emulator/orders/${encodeURIComponent(orderId)}/fulfillments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ company: 'Estafeta', number: 'EST123456789MX', url: 'https://rastreo.example/EST123456789MX' }),
    });
    const { fulfillmentId } = (await res.json()) as { fulfillmentId: string };
    emu.controls.addFulfillmentEvent(fulfillmentId, { status: 'IN_TRANSIT', happenedAt: '2026-01-02T10:00:00Z' });
    emu.controls.addFulfillmentEvent(fulfillmentId, { status: 'DELIVERED', happenedAt: '2026-01-04T18:30:00Z' });
    const after: Any = data(await gql(operations.OrderShipment, { id: orderId }));
    const f = after.order.fulfillments[0];
    expect(after.order.displayFulfillmentStatus).toBe('FULFILLED');
    expect(f).toMatchObject({
      status: 'SUCCESS',
      displayStatus: 'DELIVERED',
      inTransitAt: '2026-01-02T10:00:00Z',
      deliveredAt: '2026-01-04T18:30:00Z',
      trackingInfo: [{ company: 'Estafeta', number: 'EST123456789MX', url: 'https://rastreo.example/EST123456789MX' }],
    });
    expect(f.events.nodes.map((e: Any) => e.status)).toEqual(['DELIVERED', 'IN_TRANSIT']);
  });

  it('blocks checkout of an out-of-stock item', async () => {
    const v = [...emu.store.variants.values()].find((x) => x.available === 0)!;
    const created: Any = data(
      await gql(operations.DraftOrderCreate, { input: { ...input(`gid://shopify/ProductVariant/${v.id}`, 'colab-oos'), reserveInventoryUntil: null } }),
    );
    const html = await (await fetch(created.draftOrderCreate.draftOrder.invoiceUrl)).text();
    expect(html).toContain('ya no están disponibles');
    expect(() => emu.controls.completeDraftOrder(created.draftOrderCreate.draftOrder.id)).toThrow(/blocked/);
  });
});

describe('benchmark seed', () => {
  it('generates 5,000 variants that sync in 20 nodes(ids) calls under the cost limit', async () => {
    const big = createEmulator({ seed: { products: 1000, variantsPerProduct: 5 }, bucket: { restoreRate: 10_000 } });
    await big.listen(0);
    try {
      expect(big.store.variants.size).toBe(5000);
      const ids = [...big.store.variants.keys()].map((id) => `gid://shopify/ProductVariant/${id}`);
      const res = await fetch(big.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shopify-access-token': 'shpat_emulator' },
        body: JSON.stringify({ query: operations.InventoryByIds, variables: { ids: ids.slice(0, 250) } }),
      });
      const body = (await res.json()) as Reply['json'];
      expect((body.data as Any).nodes).toHaveLength(250);
      expect(body.extensions!.cost.requestedQueryCost).toBeLessThanOrEqual(1000);
      expect(big.controls.stats().graphqlRequests).toBe(1);
    } finally {
      await big.close();
    }
  });

  it('pins one API version', () => {
    expect(emu.graphqlUrl).toBe(`${emu.url}/admin/api/${ADMIN_API_VERSION}/graphql.json`);
  });
});

describe('the /emulator panel', () => {
  it('renders without scripts and its forms act and redirect back', async () => {
    const page = await fetch(`${emu.url}/emulator`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Emulador de Shopify');
    expect(html).not.toMatch(/<script/i);
    const v = [...emu.store.variants.values()][3]!;
    const res = await fetch(`${emu.url}/emulator/variants/${v.id}/inventory`, {
      method: 'POST',
      body: new URLSearchParams({ available: '17' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/emulator');
    expect(v.available).toBe(17);
    expect(html).toContain('Operaciones masivas');
    const form = (path: string, body: Record<string, string>) =>
      fetch(`${emu.url}${path}`, { method: 'POST', body: new URLSearchParams(body), redirect: 'manual' });
    const p = [...emu.store.products.values()][1]!;
    expect((await form(`/emulator/products/${p.id}`, { title: 'Desde el panel' })).status).toBe(303);
    expect(p.title).toBe('Desde el panel');
    expect((await form(`/emulator/plan`, { plan: 'plus' })).status).toBe(303);
    expect(emu.bucket.plan()).toBe('plus');
    expect((await form(`/emulator/bulk/faults`, { outcome: 'TIMEOUT' })).status).toBe(303);
    expect(emu.bulk.pendingFaults()).toEqual(['TIMEOUT']);
    emu.bulk.clearFaults();
    emu.controls.setBucket({ maximumAvailable: 1000, restoreRate: 1_000_000 });
    expect(await (await fetch(`${emu.url}/emulator`)).text()).toContain('Desde el panel');
  });

  it('exposes state as JSON for e2e tests', async () => {
    const state = (await (await fetch(`${emu.url}/emulator/state`)).json()) as { counts: { products: number }; graphqlUrl: string };
    expect(state.counts.products).toBe(30);
    expect(state.graphqlUrl).toBe(emu.graphqlUrl);
  });
});
