import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDGE_BIG_PRODUCT_VARIANTS } from './catalogue';
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

beforeAll(async () => {
  emu = createEmulator({ seed: 'edge', bucket: { restoreRate: 1_000_000 }, bulk: { objectsPerSecond: 1_000_000 } });
  await emu.listen(0);
});
afterAll(() => emu.close());

describe('the edge catalogue (issue 19 bad input)', () => {
  it('has a product with 2,000 variants, readable by paging and in one bulk operation', async () => {
    const big = [...emu.store.products.values()].find((p) => p.variantIds.length === EDGE_BIG_PRODUCT_VARIANTS)!;
    expect(big).toBeDefined();
    const id = `gid://shopify/Product/${big.id}`;
    let after: string | null = null;
    let seen = 0;
    do {
      const d: Any = await gql(
        `query V($id: ID!, $after: String) { product(id: $id) { variantsCount { count } variants(first: 250, after: $after) { nodes { id } pageInfo { hasNextPage endCursor } } } }`,
        { id, after },
      );
      expect(d.product.variantsCount.count).toBe(EDGE_BIG_PRODUCT_VARIANTS);
      seen += d.product.variants.nodes.length;
      after = d.product.variants.pageInfo.hasNextPage ? d.product.variants.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toBe(EDGE_BIG_PRODUCT_VARIANTS);

    const run = await gql(
      `mutation { bulkOperationRunQuery(groupObjects: false, query: "{ products(query: \\"tag:edge\\") { nodes { id title variants { nodes { id sku } } } } }") { bulkOperation { id } userErrors { message } } }`,
    );
    const opId = run.bulkOperationRunQuery.bulkOperation.id;
    let op: Any;
    do {
      op = (await gql(`query P($id: ID!) { bulkOperation(id: $id) { status url objectCount } }`, { id: opId })).bulkOperation;
    } while (op.status !== 'COMPLETED' && (await new Promise((r) => setTimeout(r, 10)), true));
    const lines = (await (await fetch(op.url)).text()).trimEnd().split('\n').map((l) => JSON.parse(l) as Any);
    expect(lines.filter((l) => l.__parentId === id)).toHaveLength(EDGE_BIG_PRODUCT_VARIANTS);
  });

  it('has variants without SKU (null and empty) on a product without images', async () => {
    const bare = [...emu.store.products.values()].find((p) => p.image === null)!;
    const d = await gql(
      `query P($id: ID!) { product(id: $id) { featuredMedia { id } media(first: 5) { nodes { id } } mediaCount { count } variants(first: 10) { nodes { sku image { url } inventoryItem { sku } } } } }`,
      { id: `gid://shopify/Product/${bare.id}` },
    );
    expect(d.product.featuredMedia).toBeNull();
    expect(d.product.media.nodes).toEqual([]);
    expect(d.product.mediaCount.count).toBe(0);
    expect(d.product.variants.nodes.map((v: Any) => v.sku)).toEqual([null, '', null]);
    expect(d.product.variants.nodes.every((v: Any) => v.image === null)).toBe(true);
    expect((await fetch(`${emu.url}/emulator/images/${bare.id}.svg`)).status).toBe(404);
  });

  it('repeats SKUs across products', () => {
    const owners = new Map<string, Set<number>>();
    for (const v of emu.store.variants.values()) {
      if (!v.sku) continue;
      owners.set(v.sku, (owners.get(v.sku) ?? new Set()).add(v.productId));
    }
    expect([...owners.values()].filter((s) => s.size > 1).length).toBeGreaterThanOrEqual(2);
  });

  it('is available by reset, alone or added to a generated catalogue', async () => {
    const post = (body: unknown) =>
      fetch(`${emu.url}/emulator/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(await (await post({ products: 10, variantsPerProduct: 2, edge: true })).json()).toEqual({
      products: 13,
      variants: 20 + EDGE_BIG_PRODUCT_VARIANTS + 3 + 3,
    });
    expect(((await (await post({ seed: 'edge' })).json()) as Any).variants).toBeGreaterThan(EDGE_BIG_PRODUCT_VARIANTS);
  });

  it('builds the 5,000 × 10 benchmark catalogue (50,000 variants)', () => {
    emu.controls.reset({ products: 5000, variantsPerProduct: 10 });
    expect(emu.store.products.size).toBe(5000);
    expect(emu.store.variants.size).toBe(50_000);
    emu.controls.reset('edge');
  }, 30_000); // a guard for a loaded machine, not a speed figure (bench/ has those)
});
