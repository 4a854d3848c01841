import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from './index';

/* eslint-disable @typescript-eslint/no-explicit-any -- test helpers read arbitrary response JSON */
type Any = any;
/* eslint-enable @typescript-eslint/no-explicit-any */

let emu: Emulator;

async function gql(query: string, variables: Record<string, unknown> = {}): Promise<Any> {
  const res = await fetch(emu.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-access-token': 'shpat_emulator' },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await res.json()) as Any;
  expect(json.errors).toBeUndefined();
  return json.data;
}

async function control(path: string, body: unknown): Promise<Response> {
  return fetch(`${emu.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

const COSTS = `query Costs($ids: [ID!]!) {
  shop { currencyCode }
  nodes(ids: $ids) { ... on ProductVariant { id inventoryItem { id unitCost { amount currencyCode } } } }
}`;
const VIA_PRODUCTS = `{ products(first: 12) { nodes { variants(first: 10) { nodes { id inventoryItem { unitCost { amount currencyCode } } } } } } }`;

beforeAll(async () => {
  emu = createEmulator({ bucket: { restoreRate: 1_000_000 } });
  await emu.listen(0);
});
afterAll(() => emu.close());

describe('unit costs and the shop currency', () => {
  it('gives most demo variants a deterministic cost in MXN and leaves some without one', async () => {
    const ids = [...emu.store.variants.keys()].slice(0, 40).map((id) => `gid://shopify/ProductVariant/${id}`);
    const d = await gql(COSTS, { ids });
    expect(d.shop.currencyCode).toBe('MXN');
    const costs = d.nodes.map((n: Any) => n.inventoryItem.unitCost);
    const nulls = costs.filter((c: Any) => c === null);
    expect(nulls.length).toBeGreaterThan(0);
    expect(nulls.length).toBeLessThan(costs.length / 2);
    for (const c of costs.filter((x: Any) => x !== null)) {
      expect(c.currencyCode).toBe('MXN');
      expect(c.amount).toMatch(/^\d{3,4}\.\d{2}$/);
    }
    // Same through products → variants → inventoryItem, and the same on a second seed.
    const byId = new Map(d.nodes.map((n: Any) => [n.id, n.inventoryItem.unitCost]));
    const viaProducts = (await gql(VIA_PRODUCTS)).products.nodes.flatMap((p: Any) => p.variants.nodes).filter((v: Any) => byId.has(v.id));
    expect(viaProducts.length).toBeGreaterThan(20);
    for (const v of viaProducts) expect(v.inventoryItem.unitCost).toEqual(byId.get(v.id));
    emu.controls.reset('demo');
    expect((await gql(COSTS, { ids })).nodes.map((n: Any) => n.inventoryItem.unitCost)).toEqual(costs);
  });

  it('the bulk seed has costs too', () => {
    emu.controls.reset({ products: 20, variantsPerProduct: 10 });
    const all = [...emu.store.variants.values()];
    expect(all.some((v) => v.unitCost === null)).toBe(true);
    expect(all.filter((v) => v.unitCost !== null).length).toBeGreaterThan(all.length * 0.8);
    emu.controls.reset('demo');
  });

  it('changes a cost or removes it by control, announcing INVENTORY_ITEMS_UPDATE', async () => {
    const v = [...emu.store.variants.values()][0]!;
    expect((await control(`/emulator/variants/${v.id}/cost`, { amount: '123.4' })).status).toBe(200);
    const gidv = `gid://shopify/ProductVariant/${v.id}`;
    expect((await gql(COSTS, { ids: [gidv] })).nodes[0].inventoryItem.unitCost).toEqual({ amount: '123.40', currencyCode: 'MXN' });
    expect((await control(`/emulator/variants/${encodeURIComponent(gidv)}/cost`, { amount: null })).status).toBe(200);
    expect((await gql(COSTS, { ids: [gidv] })).nodes[0].inventoryItem.unitCost).toBeNull();
    const item = `gid://shopify/InventoryItem/${v.inventoryItemId}`;
    expect((await gql(`query I($id: ID!) { inventoryItem(id: $id) { unitCost { amount } variant { id } } }`, { id: item })).inventoryItem).toEqual({
      unitCost: null,
      variant: { id: gidv },
    });
    expect((await control(`/emulator/variants/${v.id}/cost`, { amount: -1 })).status).toBe(400);
    expect((await control(`/emulator/variants/${v.id}/cost`, {})).status).toBe(400);
    expect(emu.webhooks.deliveries.length).toBe(0); // no subscription yet: nothing is sent
  });

  it('takes the currency from the option or a reset, refuses an unknown one, and records what a draft order carried', async () => {
    const usd = createEmulator({ currency: 'usd', publicUrl: 'http://127.0.0.1:1' });
    expect(usd.store.shop.currencyCode).toBe('USD');
    expect(() => createEmulator({ currency: 'XYZ' })).toThrow(/CurrencyCode/);

    expect((await control('/emulator/reset', { seed: 'demo', currency: 'EUR' })).status).toBe(200);
    const v = [...emu.store.variants.values()].find((x) => x.unitCost !== null)!;
    const d = await gql(COSTS, { ids: [`gid://shopify/ProductVariant/${v.id}`] });
    expect(d.shop.currencyCode).toBe('EUR');
    expect(d.nodes[0].inventoryItem.unitCost.currencyCode).toBe('EUR');
    expect((await control('/emulator/reset', { currency: 'NOPE' })).status).toBe(400);

    const created = await gql(
      `mutation Create($input: DraftOrderInput!) { draftOrderCreate(input: $input) {
        draftOrder { id currencyCode totalShippingPriceSet { shopMoney { amount currencyCode } } } userErrors { field message } } }`,
      {
        input: {
          lineItems: [{ variantId: `gid://shopify/ProductVariant/${v.id}`, quantity: 1 }],
          shippingLine: { title: 'Envío', priceWithCurrency: { amount: '0.00', currencyCode: 'EUR' } },
        },
      },
    );
    expect(created.draftOrderCreate.userErrors).toEqual([]);
    expect(created.draftOrderCreate.draftOrder.currencyCode).toBe('EUR');
    expect(created.draftOrderCreate.draftOrder.totalShippingPriceSet.shopMoney).toEqual({ amount: '0.00', currencyCode: 'EUR' });
    const state = (await (await fetch(`${emu.url}/emulator/state`)).json()) as Any;
    expect(state.shop.currencyCode).toBe('EUR');
    expect(state.draftOrders.at(-1).shippingLine).toEqual({ title: 'Envío', amount: '0.00', currencyCode: 'EUR' });

    // A reset without a currency goes back to the configured one.
    emu.controls.reset('demo');
    expect(emu.store.shop.currencyCode).toBe('MXN');
  });
});
