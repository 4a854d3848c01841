import { count, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signWebhook } from '../../../../tools/shopify-emulator';
import { colaboraciones, syncRuns, trabajos, webhookDeliveries } from '../../db/schema';
import { createQueueWorker } from '../../queue/queue';
import { createSchedule, scheduledJobHandlers, scheduledJobType } from '../../queue/schedule';
import { registerWebhooksOnStart } from '../../jobs/store-sync';
import { createStoreTestContext, TEST_WEBHOOK_SECRET, type StoreTestContext } from '../../test/shopify-store';
import { processWebhooks } from '../../test/webhooks';
import { PRUNE_EVERY_MS, pruneWebhookDeliveries, pruneWebhooksRun } from './prune';
import { WEBHOOK_PATH } from './topics';

// Issue 19 item 8: a signed body counts once, whatever id or topic header it comes under; processed rows
// go after 30 days. On PGlite here and on PostgreSQL in the suite's second pass.
let ctx: StoreTestContext;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  ctx = await createStoreTestContext();
  await registerWebhooksOnStart({ db: ctx.db, config: ctx.config, logger });
});
afterAll(() => ctx?.close());

/** Posts a raw body as Shopify would: signed with the app's secret unless told otherwise. */
async function deliver(body: string, topic: string, webhookId: string = crypto.randomUUID(), hmac = signWebhook(TEST_WEBHOOK_SECRET, body)) {
  return ctx.app.request(`${ctx.config.appUrl}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-topic': topic, 'x-shopify-webhook-id': webhookId, 'x-shopify-hmac-sha256': hmac },
    body,
  });
}
const deliveries = async () => (await ctx.db.select({ n: count() }).from(webhookDeliveries))[0]!.n;
const webhookRuns = async () => (await ctx.db.select({ n: count() }).from(syncRuns).where(eq(syncRuns.trigger, 'webhook')))[0]!.n;

describe('webhooks that cannot be replayed', () => {
  let variantGid: string;

  beforeAll(async () => {
    // One imported variant, so that its inventory webhook has something to act on.
    const v = [...ctx.emu.store.variants.values()][0]!;
    variantGid = `gid://shopify/ProductVariant/${v.id}`;
    await ctx.db.insert(colaboraciones).values({
      titulo: 'Jeans de prueba',
      producto: 'Jeans',
      shopifyVariantId: variantGid,
      shopifyInventoryItemId: `gid://shopify/InventoryItem/${v.inventoryItemId}`,
      shopifyInventoryQuantity: v.available,
    });
  });

  it("processes a store's delivery once, its replay under a new id never, and its retry under the same id never", async () => {
    ctx.emu.controls.setInventory(variantGid, 7);
    await ctx.emu.controls.webhooksIdle();
    // The route starts processing after answering; this waits for that and drains what is left.
    await processWebhooks(ctx);
    const runsAfterFirst = await webhookRuns();
    expect(runsAfterFirst).toBe(1);
    const original = ctx.emu.controls.webhookDeliveries().at(-1)!;
    expect(original.topic).toBe('inventory_levels/update');
    const rows = await deliveries();

    // Someone who saw the delivery sends the same signed body with a fresh id: 200, nothing recorded or done.
    const replay = await deliver(original.body, original.topic);
    expect(replay.status).toBe(200);
    // Shopify's own retry: same id.
    const retry = await deliver(original.body, original.topic, original.webhookId);
    expect(retry.status).toBe(200);
    expect(await deliveries()).toBe(rows);
    await processWebhooks(ctx);
    expect(await webhookRuns()).toBe(runsAfterFirst);
  });

  it('refuses a body under a topic it is not, and counts one body under two names of one resource once', async () => {
    const original = ctx.emu.controls.webhookDeliveries().at(-1)!;
    const rows = await deliveries();
    // An inventory level's body is no order: refused, so Shopify's signature on one topic is not a pass to another.
    for (const topic of ['orders/create', 'draft_orders/update', 'fulfillments/create', 'products/delete', 'bulk_operations/finish']) {
      const res = await deliver(original.body, topic);
      expect(res.status, topic).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('WEBHOOK_MALFORMED');
    }
    // The header's case is not a new topic either.
    expect((await deliver(original.body, 'Inventory_Levels/Update')).status).toBe(200);
    expect(await deliveries()).toBe(rows);

    // fulfillments/create and fulfillments/update announce the same resource: one body is one delivery.
    const fulfillment = JSON.stringify({
      id: 4_100_001,
      admin_graphql_api_id: 'gid://shopify/Fulfillment/4100001',
      order_id: 5_100_001,
      status: 'success',
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    });
    expect((await deliver(fulfillment, 'fulfillments/create')).status).toBe(200);
    expect((await deliver(fulfillment, 'fulfillments/update')).status).toBe(200);
    expect((await deliver(fulfillment, 'orders/create')).status).toBe(400);
    expect(await deliveries()).toBe(rows + 1);
    await processWebhooks(ctx);
    const fulfillmentRows = await ctx.db.select().from(webhookDeliveries).where(sql`${webhookDeliveries.contentKey} LIKE 'Fulfillment:%'`);
    expect(fulfillmentRows).toEqual([expect.objectContaining({ topic: 'fulfillments/create', processedAt: expect.any(Date), error: null })]);
  });

  it('keeps two real changes of one level within the same second: same updated_at, different bodies', async () => {
    const rows = await deliveries();
    const at = new Date().toISOString().replace(/\.\d{3}Z$/, '-06:00');
    const level = (available: number) =>
      JSON.stringify({ inventory_item_id: 9_000_001, location_id: 1, available, updated_at: at, admin_graphql_api_id: 'gid://shopify/InventoryLevel/1?inventory_item_id=9000001' });
    expect((await deliver(level(3), 'inventory_levels/update')).status).toBe(200);
    expect((await deliver(level(2), 'inventory_levels/update')).status).toBe(200);
    expect((await deliver(level(2), 'inventory_levels/update')).status).toBe(200);
    expect(await deliveries()).toBe(rows + 2);
    await processWebhooks(ctx);
  });

  it('ignores a signed body older than the pruning window (its row may be gone): 200, nothing recorded', async () => {
    const rows = await deliveries();
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    const body = JSON.stringify({ inventory_item_id: 9_000_002, location_id: 1, available: 4, updated_at: old });
    const res = await deliver(body, 'inventory_levels/update');
    expect(res.status).toBe(200);
    expect(await deliveries()).toBe(rows);
  });

  it('still checks the signature first: a forged body is 401 whatever its content', async () => {
    const original = ctx.emu.controls.webhookDeliveries().at(-1)!;
    expect((await deliver(original.body, original.topic, crypto.randomUUID(), signWebhook('otro', original.body))).status).toBe(401);
    expect((await deliver('{"no json', 'orders/create')).status).toBe(400);
  });

  it('holds the rule in the database: a second row with the same content key is refused', async () => {
    const [row] = await ctx.db.select().from(webhookDeliveries).limit(1);
    await expect(
      ctx.db.insert(webhookDeliveries).values({ webhookId: 'otro-id', topic: row!.topic, contentKey: row!.contentKey, payload: row!.payload }),
    ).rejects.toThrow();
  });
});

describe('pruning processed webhook rows after 30 days', () => {
  beforeEach(async () => {
    await ctx.db.delete(webhookDeliveries);
    await ctx.db.delete(trabajos);
  });

  const seed = async (id: string, receivedDaysAgo: number, processedDaysAgo: number | null) =>
    ctx.db.insert(webhookDeliveries).values({
      webhookId: id,
      topic: 'orders/create',
      contentKey: `prueba:${id}`,
      payload: {},
      receivedAt: sql`now() - ${receivedDaysAgo}::int * interval '1 day'`,
      processedAt: processedDaysAgo === null ? null : sql`now() - ${processedDaysAgo}::int * interval '1 day'`,
    });
  const ids = async () => (await ctx.db.select({ id: webhookDeliveries.webhookId }).from(webhookDeliveries)).map((r) => r.id).sort();

  it('deletes, in batches, only processed rows older than 30 days', async () => {
    for (let i = 0; i < 5; i++) await seed(`viejo-${i}`, 40, 31 + i);
    await seed('reciente', 29, 29);
    await seed('sin-procesar', 45, null);
    await seed('recibido-hace-40-procesado-hoy', 40, 0);
    // Batches of 2, two per run: four go, one waits for the next run.
    expect(await pruneWebhookDeliveries(ctx.db, { batchSize: 2, batches: 2 })).toEqual({ deleted: 4, more: true });
    expect(await pruneWebhookDeliveries(ctx.db, { batchSize: 2, batches: 2 })).toEqual({ deleted: 1, more: false });
    expect(await ids()).toEqual(['recibido-hace-40-procesado-hoy', 'reciente', 'sin-procesar']);
  });

  it('runs as a task of the schedule: one job per period, whichever instance ticks', async () => {
    await seed('viejo', 40, 35);
    await seed('reciente', 1, 1);
    const tasks = [{ name: 'webhooks-purga', everyMs: PRUNE_EVERY_MS, run: () => pruneWebhooksRun({ db: ctx.db, logger }) }];
    const now = Date.now();
    expect(await createSchedule({ db: ctx.db, logger, tasks }).tick(now)).toEqual(['webhooks-purga']);
    // A second instance ticking in the same period adds nothing.
    expect(await createSchedule({ db: ctx.db, logger, tasks }).tick(now)).toEqual([]);
    const worker = createQueueWorker({ db: ctx.db, logger, handlers: scheduledJobHandlers(tasks) });
    expect(await worker.drain()).toBe(1);
    expect(await ids()).toEqual(['reciente']);
    const jobs = await ctx.db.select().from(trabajos).where(eq(trabajos.tipo, scheduledJobType('webhooks-purga')));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ estado: 'hecho', intentos: 1, ultimoError: null });
    expect(await worker.drain()).toBe(0);
  });
});
