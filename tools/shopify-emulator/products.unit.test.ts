import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from './index';

/* eslint-disable @typescript-eslint/no-explicit-any -- test helpers read arbitrary response JSON */
type Any = any;
/* eslint-enable @typescript-eslint/no-explicit-any */

let emu: Emulator;
let receiver: Server;
let receiverUrl: string;
const received: { headers: IncomingHttpHeaders; raw: string }[] = [];
let now = Date.parse('2026-11-26T12:00:00Z');

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

const post = (path: string, body: unknown) =>
  fetch(`${emu.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function since(n: number) {
  await emu.controls.webhooksIdle();
  return received.slice(n).map((r) => ({ topic: r.headers['x-shopify-topic'], body: JSON.parse(r.raw) as Any }));
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
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks`;
  emu = createEmulator({ now: () => new Date(now), bucket: { restoreRate: 1_000_000 } });
  await emu.listen(0);
  for (const topic of ['PRODUCTS_UPDATE', 'PRODUCTS_DELETE']) {
    const d = await gql(
      `mutation S($topic: WebhookSubscriptionTopic!, $uri: String!) { webhookSubscriptionCreate(topic: $topic, webhookSubscription: { uri: $uri }) { userErrors { message } } }`,
      { topic, uri: receiverUrl },
    );
    expect(d.webhookSubscriptionCreate.userErrors).toEqual([]);
  }
});

afterAll(async () => {
  await emu.close();
  await new Promise<void>((r) => receiver.close(() => r()));
});

describe('product changes in the store', () => {
  it('renames a product and changes its image: updatedAt moves, products/update carries the REST product', async () => {
    const p = [...emu.store.products.values()][0]!;
    const id = `gid://shopify/Product/${p.id}`;
    const Q = `query P($id: ID!) { product(id: $id) { title updatedAt featuredMedia { ... on MediaImage { image { url } } } } }`;
    const before = (await gql(Q, { id })).product;
    now += 60_000;
    const n = received.length;
    expect((await post(`/emulator/products/${p.id}`, { title: 'Jeans Nuevo Nombre', image: 'Negro' })).status).toBe(200);
    const after = (await gql(Q, { id })).product;
    expect(after.title).toBe('Jeans Nuevo Nombre');
    expect(after.updatedAt).toBe('2026-11-26T12:01:00Z');
    expect(after.updatedAt > before.updatedAt).toBe(true);
    expect(after.featuredMedia.image.url).not.toBe(before.featuredMedia.image.url);

    const got = await since(n);
    expect(got.map((g) => g.topic)).toEqual(['products/update']);
    const body = got[0]!.body;
    expect(body).toMatchObject({
      id: p.id,
      admin_graphql_api_id: id,
      title: 'Jeans Nuevo Nombre',
      updated_at: '2026-11-26T12:01:00Z',
      image: { src: after.featuredMedia.image.url },
    });
    expect(body.images).toHaveLength(1);
    expect(body.variants).toHaveLength(p.variantIds.length);
    const v = emu.store.variants.get(p.variantIds[0]!)!;
    expect(body.variants[0]).toMatchObject({
      id: v.id,
      admin_graphql_api_id: `gid://shopify/ProductVariant/${v.id}`,
      sku: v.sku,
      inventory_item_id: v.inventoryItemId,
      inventory_quantity: v.available,
      price: v.price,
      title: v.title,
      option1: v.selectedOptions[0]!.value,
      option2: v.selectedOptions[1]!.value,
      option3: null,
    });

    // Removing the image.
    expect((await post(`/emulator/products/${p.id}`, { image: null })).status).toBe(200);
    expect((await gql(Q, { id })).product.featuredMedia).toBeNull();
    expect((await since(n + 1))[0]!.body).toMatchObject({ image: null, images: [] });
    expect((await post(`/emulator/products/${p.id}`, {})).status).toBe(400);
    expect((await post(`/emulator/products/999`, { title: 'x' })).status).toBe(404);
  });

  it("filters products(query: \"updated_at:>'…'\") by updatedAt, whatever the offset", async () => {
    now += 3_600_000;
    const p = [...emu.store.products.values()][5]!;
    emu.controls.updateProduct(p.id, { title: 'Cambiado hace poco' }, { notify: false });
    const stamp = emu.store.products.get(p.id)!.updatedAt;
    const cutoff = new Date(Date.parse(stamp) - 1000);
    const local = `${cutoff.toISOString().slice(0, 11)}${String(cutoff.getUTCHours() - 6).padStart(2, '0')}${cutoff.toISOString().slice(13, 19)}-06:00`;
    for (const q of [`updated_at:>'${cutoff.toISOString()}'`, `updated_at:>"${local}"`]) {
      const d = await gql(`query F($q: String) { products(first: 50, query: $q) { nodes { id title updatedAt } } }`, { q });
      expect(d.products.nodes).toEqual([{ id: `gid://shopify/Product/${p.id}`, title: 'Cambiado hace poco', updatedAt: stamp }]);
    }
  });

  it('deletes a product: products/delete with its id, and it and its variants are gone', async () => {
    const p = [...emu.store.products.values()][2]!;
    const variantIds = [...p.variantIds];
    const n = received.length;
    expect((await fetch(`${emu.url}/emulator/products/${encodeURIComponent(`gid://shopify/Product/${p.id}`)}`, { method: 'DELETE' })).status).toBe(200);
    expect(await since(n)).toEqual([{ topic: 'products/delete', body: { id: p.id } }]);
    const d = await gql(`query N($ids: [ID!]!) { nodes(ids: $ids) { id } }`, {
      ids: [`gid://shopify/Product/${p.id}`, ...variantIds.map((v) => `gid://shopify/ProductVariant/${v}`)],
    });
    expect(d.nodes.every((x: Any) => x === null)).toBe(true);
    expect((await fetch(`${emu.url}/emulator/products/${p.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('deleting a variant announces products/update; notify=false loses it', async () => {
    const p = [...emu.store.products.values()][3]!;
    const [a, b] = p.variantIds;
    const n = received.length;
    expect((await fetch(`${emu.url}/emulator/variants/${a}`, { method: 'DELETE' })).status).toBe(200);
    const got = await since(n);
    expect(got.map((g) => g.topic)).toEqual(['products/update']);
    expect(got[0]!.body.variants.map((v: Any) => v.id)).not.toContain(a);
    expect((await fetch(`${emu.url}/emulator/variants/${b}?notify=false`, { method: 'DELETE' })).status).toBe(200);
    expect((await fetch(`${emu.url}/emulator/products/${p.id}?notify=false`, { method: 'DELETE' })).status).toBe(200);
    expect(await since(n + 1)).toEqual([]);
  });
});
