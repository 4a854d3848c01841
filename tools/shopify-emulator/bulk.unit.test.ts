import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from './index';

/* eslint-disable @typescript-eslint/no-explicit-any -- test helpers read arbitrary response JSON */
type Any = any;
/* eslint-enable @typescript-eslint/no-explicit-any */

const SECRET = 'bulk-test-secret';
let emu: Emulator;
let receiver: Server;
let receiverUrl: string;
const received: { headers: IncomingHttpHeaders; raw: string }[] = [];

async function gqlRaw(query: string, variables: Record<string, unknown> = {}): Promise<Any> {
  const res = await fetch(emu.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-access-token': 'shpat_emulator' },
    body: JSON.stringify({ query, variables }),
  });
  return res.json();
}

async function gql(query: string, variables: Record<string, unknown> = {}): Promise<Any> {
  const json = await gqlRaw(query, variables);
  expect(json.errors).toBeUndefined();
  return json.data;
}

const RUN = `mutation Run($query: String!, $group: Boolean!) {
  bulkOperationRunQuery(query: $query, groupObjects: $group) {
    bulkOperation { id status type objectCount rootObjectCount url createdAt query }
    userErrors { field message code }
  }
}`;
const POLL = `query Poll($id: ID!) {
  bulkOperation(id: $id) { id status errorCode objectCount rootObjectCount fileSize url partialDataUrl createdAt completedAt type query }
}`;
const PRODUCTS = `{ products { edges { node { id title updatedAt variants { nodes { id sku inventoryQuantity inventoryItem { id unitCost { amount currencyCode } } } } } } } }`;

async function run(query: string, group = false): Promise<Any> {
  return (await gql(RUN, { query, group })).bulkOperationRunQuery;
}

async function start(query = PRODUCTS, group = false): Promise<string> {
  const r = await run(query, group);
  expect(r.userErrors).toEqual([]);
  expect(r.bulkOperation.status).toBe('CREATED');
  return r.bulkOperation.id;
}

const TERMINAL = ['COMPLETED', 'FAILED', 'CANCELED', 'EXPIRED'];

async function finish(id: string): Promise<Any> {
  for (;;) {
    const op = (await gql(POLL, { id })).bulkOperation;
    if (TERMINAL.includes(op.status)) return op;
    await new Promise((r) => setTimeout(r, 10));
  }
}

function lines(text: string): Any[] {
  expect(text.endsWith('\n')).toBe(true);
  return text.trimEnd().split('\n').map((l) => JSON.parse(l) as Any);
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
  emu = createEmulator({ webhookSecret: SECRET, bucket: { restoreRate: 1_000_000 }, bulk: { objectsPerSecond: 1_000_000 } });
  await emu.listen(0);
});

afterEach(() => {
  emu.controls.reset();
  emu.controls.setBulk({ objectsPerSecond: 1_000_000, concurrency: 5 });
});

afterAll(async () => {
  await emu.close();
  await new Promise<void>((r) => receiver.close(() => r()));
});

describe('bulkOperationRunQuery', () => {
  it('writes JSONL: one line per object, nested connection nodes after their parent with __parentId (grouped)', async () => {
    const id = await start(PRODUCTS, true);
    const op = await finish(id);
    const products = emu.store.products.size;
    const variants = emu.store.variants.size;
    expect(op).toMatchObject({
      status: 'COMPLETED',
      errorCode: null,
      type: 'QUERY',
      objectCount: String(products + variants),
      rootObjectCount: String(products),
      partialDataUrl: null,
      query: PRODUCTS,
    });
    expect(op.completedAt).toEqual(expect.any(String));
    const res = await fetch(op.url);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(String(Buffer.byteLength(text))).toBe(op.fileSize);
    const all = lines(text);
    expect(all).toHaveLength(products + variants);
    let parent: Any = null;
    for (const l of all) {
      if (l.id.startsWith('gid://shopify/Product/')) {
        expect(l).not.toHaveProperty('__parentId');
        expect(l).not.toHaveProperty('variants');
        expect(Object.keys(l)).toEqual(['id', 'title', 'updatedAt']);
        parent = l;
      } else {
        // Grouped: a variant follows its product, and __parentId is the last key.
        expect(l.__parentId).toBe(parent.id);
        expect(Object.keys(l).at(-1)).toBe('__parentId');
        expect(l.inventoryItem.id).toMatch(/^gid:\/\/shopify\/InventoryItem\//);
      }
    }
    const first = [...emu.store.variants.values()][0]!;
    const line = all.find((l) => l.id === `gid://shopify/ProductVariant/${first.id}`);
    expect(line).toMatchObject({ sku: first.sku, inventoryQuantity: first.available, __parentId: `gid://shopify/Product/${first.productId}` });
  });

  it('ungrouped, a child still names its parent (order is not promised), and three connection levels work', async () => {
    const q = `{ products(query: "tag:joyeria") { nodes { id collections { nodes { id title } } variants { nodes { id } } } } }`;
    const op = await finish(await start(q, false));
    const all = lines(await (await fetch(op.url)).text());
    const ids = new Set(all.filter((l) => !l.__parentId).map((l) => l.id));
    expect(ids.size).toBe(6);
    for (const l of all.filter((x) => x.__parentId)) expect(ids.has(l.__parentId)).toBe(true);
    expect(all.filter((l) => l.id.includes('/Collection/')).length).toBeGreaterThan(0);
    // No id selected on a parent: __parentId is still there.
    const noId = await finish(await start(`{ productVariants { nodes { sku } } }`));
    expect(lines(await (await fetch(noId.url)).text())[0]).toEqual({ sku: expect.any(String) });
  });

  it('reads inventory levels under an inline object: their lines name the variant', async () => {
    const q = `{ productVariants(query: "sku:JOY-001-DOR") { nodes { id sku inventoryItem { id inventoryLevels { nodes { location { id } quantities(names: ["available", "on_hand"]) { name quantity } } } } } } }`;
    const op = await finish(await start(q, true));
    const [variant, level, ...rest] = lines(await (await fetch(op.url)).text());
    expect(rest).toEqual([]);
    const v = [...emu.store.variants.values()].find((x) => x.sku === 'JOY-001-DOR')!;
    expect(variant).toEqual({ id: `gid://shopify/ProductVariant/${v.id}`, sku: 'JOY-001-DOR', inventoryItem: { id: `gid://shopify/InventoryItem/${v.inventoryItemId}` } });
    expect(level).toEqual({
      location: { id: `gid://shopify/Location/${emu.store.locationId}` },
      quantities: [
        { name: 'available', quantity: v.available },
        { name: 'on_hand', quantity: v.available },
      ],
      __parentId: variant.id,
    });
  });

  it('filters the root connection by its query, e.g. updated_at', async () => {
    const p = [...emu.store.products.values()][3]!;
    const r = await fetch(`${emu.url}/emulator/products/${p.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Renombrado' }),
    });
    expect(r.status).toBe(200);
    const since = emu.store.products.get(p.id)!.updatedAt;
    const op = await finish(await start(`{ products(query: "updated_at:>='${since}'") { nodes { id title } } }`));
    expect(lines(await (await fetch(op.url)).text())).toEqual([{ id: `gid://shopify/Product/${p.id}`, title: 'Renombrado' }]);
  });

  it('completes with url null when nothing matches', async () => {
    const op = await finish(await start(`{ products(query: "title:nada-de-esto") { nodes { id } } }`));
    expect(op).toMatchObject({ status: 'COMPLETED', objectCount: '0', url: null, fileSize: null });
  });

  it("refuses queries Shopify refuses, with BulkOperationUserError INVALID", async () => {
    const invalid = async (q: string, message: RegExp) => {
      const r = await run(q);
      expect(r.bulkOperation).toBeNull();
      expect(r.userErrors).toEqual([{ field: ['query'], message: expect.stringMatching(message), code: 'INVALID' }]);
    };
    await invalid('{ products { nodes { nope } } }', /Field 'nope' doesn't exist on type 'Product'/);
    await invalid('{ products { nodes { id }', /Syntax Error/);
    await invalid('{ shop { name } }', /at least one connection/);
    await invalid('{ node(id: "gid://shopify/Product/1") { id } }', /node and nodes/);
    await invalid('{ products { nodes { id } } collections { nodes { id } } }', /one top-level field/);
    await invalid('mutation { webhookSubscriptionDelete(id: "x") { deletedWebhookSubscriptionId } }', /bulkOperationRunMutation/);
    await invalid(
      '{ collections { nodes { products { nodes { variants { nodes { media { nodes { id } } } } } } } } }',
      /nesting depth greater than 2/,
    );
    // Six connections.
    await invalid(
      '{ products { nodes { a: variants { nodes { id } } b: variants { nodes { id } } c: variants { nodes { id } } d: media { nodes { id } } e: collections { nodes { id } } } } }',
      /more than 5 connections/,
    );
    expect(emu.bulk.operations.size).toBe(0);
  });

  it('lets five bulk queries run at once (API 2026-01+), refusing the sixth; with concurrency 1, OPERATION_IN_PROGRESS', async () => {
    emu.controls.setBulk({ objectsPerSecond: 1 });
    emu.controls.reset({ products: 200, variantsPerProduct: 1 });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await start());
    const sixth = await run(PRODUCTS);
    expect(sixth.bulkOperation).toBeNull();
    expect(sixth.userErrors[0]).toMatchObject({ code: 'LIMIT_REACHED' });
    for (const id of ids) await gql(`mutation C($id: ID!) { bulkOperationCancel(id: $id) { userErrors { message } } }`, { id });
    for (const id of ids) expect((await finish(id)).status).toBe('CANCELED');

    emu.controls.setBulk({ concurrency: 1 });
    const one = await start();
    const second = await run(PRODUCTS);
    expect(second.userErrors).toEqual([
      { field: null, code: 'OPERATION_IN_PROGRESS', message: `A bulk query operation for this app and shop is already in progress: ${one}.` },
    ]);
    await gql(`mutation C($id: ID!) { bulkOperationCancel(id: $id) { userErrors { message } } }`, { id: one });
    await finish(one);
    // Once it has ended, the next one may start.
    expect((await run(PRODUCTS)).userErrors).toEqual([]);
  }, 30_000);

  it('counts objects while RUNNING, then cancels: CANCELING, then CANCELED with the partial data', async () => {
    emu.controls.setBulk({ objectsPerSecond: 50 }); // slow enough that it cannot end before the cancel
    emu.controls.reset({ products: 200, variantsPerProduct: 3 });
    const id = await start();
    let running: Any;
    for (;;) {
      running = (await gql(POLL, { id })).bulkOperation;
      if (running.status === 'RUNNING' && Number(running.objectCount) > 0) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(Number(running.objectCount)).toBeLessThan(800);
    expect(running.url).toBeNull();
    const cancel = (await gql(`mutation C($id: ID!) { bulkOperationCancel(id: $id) { bulkOperation { id status } userErrors { field message } } }`, { id }))
      .bulkOperationCancel;
    expect(cancel).toEqual({ bulkOperation: { id, status: 'CANCELING' }, userErrors: [] });
    const done = await finish(id);
    expect(done).toMatchObject({ status: 'CANCELED', url: null, completedAt: null });
    expect(Number(done.objectCount)).toBeGreaterThanOrEqual(Number(running.objectCount));
    const partialRes = await fetch(done.partialDataUrl);
    const partialText = await partialRes.text();
    expect([partialRes.status, partialText.slice(0, 300)]).toEqual([200, expect.any(String)]);
    expect(lines(partialText).length).toBe(Number(done.objectCount));

    const again = (await gql(`mutation C($id: ID!) { bulkOperationCancel(id: $id) { bulkOperation { status } userErrors { field message } } }`, { id }))
      .bulkOperationCancel;
    expect(again.userErrors).toEqual([{ field: null, message: 'A bulk operation cannot be canceled when it is canceled' }]);
    const missing = (await gql(`mutation { bulkOperationCancel(id: "gid://shopify/BulkOperation/1") { bulkOperation { id } userErrors { field message } } }`))
      .bulkOperationCancel;
    expect(missing).toEqual({ bulkOperation: null, userErrors: [{ field: ['id'], message: 'Bulk operation does not exist' }] });
  });

  it('ends as the bulk faults say: FAILED, TIMEOUT, ACCESS_DENIED, CANCELED, EXPIRED_URL', async () => {
    const post = (body: unknown) =>
      fetch(`${emu.url}/emulator/bulk/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post({ outcome: 'NOPE' })).status).toBe(400);
    expect((await post({ outcome: 'FAILED' })).status).toBe(200);
    expect((await post({ outcome: 'timeout' })).status).toBe(200);
    expect((await post({ outcome: 'ACCESS_DENIED' })).status).toBe(200);
    expect((await post({ outcome: 'CANCELED' })).status).toBe(200);
    expect((await post({ outcome: 'EXPIRED_URL' })).status).toBe(200);

    const failed = await finish(await start());
    expect(failed).toMatchObject({ status: 'FAILED', errorCode: 'INTERNAL_SERVER_ERROR', url: null, completedAt: null });
    expect(failed.partialDataUrl).toMatch(/-partial\.jsonl\?expires=\d+&signature=/);
    expect((await fetch(failed.partialDataUrl)).status).toBe(200);
    expect(await finish(await start())).toMatchObject({ status: 'FAILED', errorCode: 'TIMEOUT' });
    expect(await finish(await start())).toMatchObject({ status: 'FAILED', errorCode: 'ACCESS_DENIED', objectCount: '0', partialDataUrl: null });
    expect(await finish(await start())).toMatchObject({ status: 'CANCELED', errorCode: null });
    const expired = await finish(await start());
    expect(expired.status).toBe('EXPIRED');
    expect((await fetch(expired.url)).status).toBe(403);
    // Spent: the next one completes normally.
    expect((await finish(await start())).status).toBe('COMPLETED');
  });

  it('serves the result from a signed URL that expires (7 days by default, or now by control)', async () => {
    let now = Date.parse('2026-11-26T12:00:00Z');
    const clocked = createEmulator({ now: () => new Date(now), bucket: { restoreRate: 1_000_000 }, bulk: { objectsPerSecond: 1_000_000 } });
    await clocked.listen(0);
    try {
      const r = await fetch(clocked.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shopify-access-token': 'shpat_emulator' },
        body: JSON.stringify({ query: RUN, variables: { query: PRODUCTS, group: false } }),
      });
      const id = ((await r.json()) as Any).data.bulkOperationRunQuery.bulkOperation.id;
      const poll = async () =>
        ((await (await fetch(clocked.graphqlUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-shopify-access-token': 'shpat_emulator' },
          body: JSON.stringify({ query: POLL, variables: { id } }),
        })).json()) as Any).data.bulkOperation;
      let op = await poll();
      while (op.status !== 'COMPLETED') {
        await new Promise((res) => setTimeout(res, 10));
        op = await poll();
      }
      const url = new URL(op.url);
      expect(Number(url.searchParams.get('expires'))).toBe(now / 1000 + 7 * 86_400);
      const res = await fetch(op.url);
      expect(res.headers.get('content-type')).toBe('application/jsonl');
      await res.body?.cancel();
      url.searchParams.set('signature', 'f'.repeat(64));
      expect((await fetch(url)).status).toBe(403);
      now += 7 * 86_400_000 - 1000;
      expect((await fetch(op.url)).status).toBe(200);
      now += 2000;
      const gone = await fetch(op.url);
      expect(gone.status).toBe(403);
      expect(await gone.text()).toMatch(/<Code>ExpiredToken<\/Code>/);
      expect((await poll()).status).toBe('EXPIRED');
    } finally {
      await clocked.close();
    }

    const op = await finish(await start());
    expect((await fetch(op.url)).status).toBe(200);
    const numeric = op.id.split('/').at(-1);
    expect((await fetch(`${emu.url}/emulator/bulk/${numeric}/expire`, { method: 'POST' })).status).toBe(200);
    expect((await fetch(op.url)).status).toBe(403);
    expect((await gql(POLL, { id: op.id })).bulkOperation.status).toBe('EXPIRED');
  });

  it('lists operations: bulkOperation, currentBulkOperation, bulkOperations (newest first), node', async () => {
    expect((await gql('{ currentBulkOperation { id } }')).currentBulkOperation).toBeNull();
    const a = await start();
    await finish(a);
    const b = await start(`{ collections { nodes { id } } }`);
    await finish(b);
    const d = await gql(`{
      currentBulkOperation(type: QUERY) { id status }
      bulkOperations(first: 10) { nodes { id } }
      oldest: bulkOperations(first: 10, reverse: true) { nodes { id } }
      done: bulkOperations(first: 10, query: "status:completed") { nodes { id } }
      none: bulkOperations(first: 10, query: "status:running") { nodes { id } }
      mutations: currentBulkOperation(type: MUTATION) { id }
    }`);
    expect(d.currentBulkOperation).toEqual({ id: b, status: 'COMPLETED' });
    expect(d.bulkOperations.nodes.map((n: Any) => n.id)).toEqual([b, a]);
    expect(d.oldest.nodes.map((n: Any) => n.id)).toEqual([a, b]);
    expect(d.done.nodes).toHaveLength(2);
    expect(d.none.nodes).toHaveLength(0);
    expect(d.mutations).toBeNull();
    expect((await gql(`query N($id: ID!) { node(id: $id) { ... on BulkOperation { id status } } }`, { id: a })).node).toEqual({ id: a, status: 'COMPLETED' });
  });

  it('costs only the mutation: a bulk run does not drain the bucket', async () => {
    const reply = await gqlRaw(RUN, { query: PRODUCTS, group: false });
    expect(reply.extensions.cost.requestedQueryCost).toBeLessThan(20);
    await finish(reply.data.bulkOperationRunQuery.bulkOperation.id);
    expect(emu.controls.stats().actualCost).toBeLessThan(10_000);
  });
});

describe('bulk_operations/finish webhook', () => {
  it('is subscribable and announces the end, signed; the lose and resend controls apply', async () => {
    const sub = await gql(
      `mutation S($uri: String!) { webhookSubscriptionCreate(topic: BULK_OPERATIONS_FINISH, webhookSubscription: { uri: $uri }) { webhookSubscription { id topic } userErrors { message } } }`,
      { uri: receiverUrl },
    );
    expect(sub.webhookSubscriptionCreate.webhookSubscription.topic).toBe('BULK_OPERATIONS_FINISH');
    const before = received.length;
    const id = await start();
    const op = await finish(id);
    await emu.controls.webhooksIdle();
    const got = received.slice(before);
    expect(got).toHaveLength(1);
    const w = got[0]!;
    expect(w.headers['x-shopify-topic']).toBe('bulk_operations/finish');
    expect(w.headers['x-shopify-hmac-sha256']).toBe(createHmac('sha256', SECRET).update(w.raw, 'utf8').digest('base64'));
    expect(JSON.parse(w.raw)).toEqual({
      admin_graphql_api_id: id,
      completed_at: op.completedAt,
      created_at: op.createdAt,
      error_code: null,
      status: 'completed',
      type: 'query',
    });

    // A failed one says why; a lost one never arrives, and a resend repeats it.
    const lose = await fetch(`${emu.url}/emulator/webhooks/lose`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ topic: 'bulk_operations/finish' }),
    });
    expect(lose.status).toBe(200);
    emu.controls.failNextBulk('ACCESS_DENIED');
    const lostId = await start();
    await finish(lostId);
    await emu.controls.webhooksIdle();
    expect(received.length).toBe(before + 1);
    const resent = emu.controls.resendLastWebhook();
    await emu.controls.webhooksIdle();
    expect(resent?.topic).toBe('bulk_operations/finish');
    expect(JSON.parse(received.at(-1)!.raw)).toMatchObject({ admin_graphql_api_id: lostId, status: 'failed', error_code: 'access_denied' });
  });
});
