import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signWebhook } from '../../../../tools/shopify-emulator';
import { trabajos, webhookDeliveries } from '../../db/schema';
import { createQueueWorker } from '../../queue/queue';
import { createStoreTestContext, TEST_WEBHOOK_SECRET, type StoreTestContext } from '../../test/shopify-store';
import { WEBHOOK_JOB, webhookJobHandlers } from './process';
import { registerWebhookTopic, webhookTopicHandlers, type WebhookTopicHandler } from './topic-handlers';
import { WEBHOOK_PATH } from './topics';

// Issue 26 item 1 (decision 057): a store webhook is a queue job, handled at least once and marked done only
// after its handler succeeded (the schedule's tests: queue/schedule.test.ts). PGlite here and PostgreSQL in
// the suite's second pass (where two workers really run at once).
let ctx: StoreTestContext;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  ctx = await createStoreTestContext();
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await ctx.db.delete(webhookDeliveries);
  await ctx.db.delete(trabajos);
});

let seq = 0;
/** A products/delete body for a product the store never had: its handler writes nothing, quickly. */
function productDeleted(): string {
  seq += 1;
  return JSON.stringify({ id: 990_000 + seq });
}

async function deliver(body: string, topic = 'products/delete', webhookId: string = crypto.randomUUID()) {
  const res = await ctx.app.request(`${ctx.config.appUrl}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-topic': topic, 'x-shopify-webhook-id': webhookId, 'x-shopify-hmac-sha256': signWebhook(TEST_WEBHOOK_SECRET, body) },
    body,
  });
  expect(res.status).toBe(200);
  return webhookId;
}

const webhookJobs = () => ctx.db.select().from(trabajos).where(eq(trabajos.tipo, WEBHOOK_JOB));
const worker = () => createQueueWorker({ db: ctx.db, logger, handlers: webhookJobHandlers({ db: ctx.db, config: ctx.config, logger }), backoffMs: 60_000 });

/** Replaces a topic's handler for one test; returns the function that puts the original back. */
function replaceHandler(topic: string, handler: WebhookTopicHandler): () => void {
  const original = webhookTopicHandlers.get(topic)!;
  registerWebhookTopic(topic, handler);
  return () => registerWebhookTopic(topic, original);
}

describe('store webhooks on the queue', () => {
  it('records the delivery and its job together: nothing is acted on before a worker takes it', async () => {
    const id = await deliver(productDeleted());
    const [row] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, id));
    expect(row).toMatchObject({ processedAt: null, error: null });
    expect(await webhookJobs()).toEqual([expect.objectContaining({ estado: 'pendiente', clave: `webhook:${id}`, datos: { webhookId: id } })]);
    expect(await worker().drain()).toBe(1);
    const [done] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, id));
    expect(done!.processedAt).toBeInstanceOf(Date);
    expect(await webhookJobs()).toEqual([expect.objectContaining({ estado: 'hecho', intentos: 1 })]);
  });

  it('a replayed webhook is one job: the same id again, or the same body under a new id, enqueue nothing', async () => {
    const body = productDeleted();
    const id = await deliver(body);
    await deliver(body, 'products/delete', id);
    await deliver(body);
    expect(await webhookJobs()).toHaveLength(1);
    expect(await worker().drain()).toBe(1);
    // Shopify's retry after the job ran: still one job.
    await deliver(body, 'products/delete', id);
    expect(await webhookJobs()).toHaveLength(1);
  });

  it('a failing handler leaves the delivery unprocessed with a Spanish error, and it is retried until it succeeds', async () => {
    let calls = 0;
    const restore = replaceHandler('PRODUCTS_DELETE', async () => {
      calls += 1;
      if (calls === 1) throw new Error('connect ECONNREFUSED 127.0.0.1:443');
    });
    try {
      const id = await deliver(productDeleted());
      const w = worker();
      expect(await w.drain()).toBe(1);
      const [failed] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, id));
      expect(failed!.processedAt).toBeNull();
      expect(failed!.error).toMatch(/^No se pudo procesar el aviso de la tienda \(products\/delete\); se reintentará: connect ECONNREFUSED/);
      const [job] = await webhookJobs();
      expect(job).toMatchObject({ estado: 'pendiente', intentos: 1, ultimoError: failed!.error });
      // It waits for its backoff (a minute here): a drain now runs nothing.
      expect(job!.ejecutarAt.getTime()).toBeGreaterThan(Date.now());
      expect(await w.drain()).toBe(0);
      // The backoff over (moved to now instead of waiting), the next try succeeds and marks it done.
      await ctx.db.update(trabajos).set({ ejecutarAt: sql`now()` }).where(eq(trabajos.id, job!.id));
      expect(await w.drain()).toBe(1);
      const [done] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, id));
      expect(done).toMatchObject({ error: null, processedAt: expect.any(Date) });
      expect(await webhookJobs()).toEqual([expect.objectContaining({ estado: 'hecho', intentos: 2, ultimoError: null })]);
      expect(calls).toBe(2);
    } finally {
      restore();
    }
  });

  it('a job run again after its delivery was processed (a worker killed before marking the job) does not act twice', async () => {
    let calls = 0;
    const restore = replaceHandler('PRODUCTS_DELETE', async () => {
      calls += 1;
    });
    try {
      const id = await deliver(productDeleted());
      expect(await worker().drain()).toBe(1);
      // As if the worker died between the delivery's mark and the job's: the job is taken again.
      await ctx.db.update(trabajos).set({ estado: 'pendiente', ejecutarAt: sql`now()` }).where(eq(trabajos.tipo, WEBHOOK_JOB));
      expect(await worker().drain()).toBe(1);
      expect(calls).toBe(1);
      const [row] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, id));
      expect(row!.processedAt).toBeInstanceOf(Date);
    } finally {
      restore();
    }
  });

  it('two workers draining at once handle each delivery once', async () => {
    const handled = new Map<string, number>();
    const restore = replaceHandler('PRODUCTS_DELETE', async (_deps, payload) => {
      const key = String((payload as { id: number }).id);
      handled.set(key, (handled.get(key) ?? 0) + 1);
      // Yield, so the other worker's claim runs while this job is held.
      await new Promise((r) => setTimeout(r, 0));
    });
    try {
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) ids.push(await deliver(productDeleted()));
      const [a, b] = await Promise.all([worker().drain(), worker().drain()]);
      expect(a + b).toBe(12);
      expect(handled.size).toBe(12);
      expect([...handled.values()].every((n) => n === 1)).toBe(true);
      const rows = await ctx.db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.webhookId, ids));
      expect(rows.every((r) => r.processedAt !== null)).toBe(true);
      expect((await webhookJobs()).every((j) => j.estado === 'hecho' && j.intentos === 1)).toBe(true);
    } finally {
      restore();
    }
  });

  it('a topic registered later (one line) is subscribed and handled', async () => {
    const seen: unknown[] = [];
    registerWebhookTopic('ORDERS_PAID', async (_deps, payload) => {
      seen.push(payload);
    });
    try {
      const body = JSON.stringify({ id: 5_550_001, admin_graphql_api_id: 'gid://shopify/Order/5550001', name: '#5550001', updated_at: new Date().toISOString() });
      await deliver(body, 'orders/paid');
      expect(await worker().drain()).toBe(1);
      expect(seen).toEqual([JSON.parse(body)]);
    } finally {
      webhookTopicHandlers.delete('ORDERS_PAID');
    }
  });
});
