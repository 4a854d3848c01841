import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colaboraciones, colaboradoras } from '../db/schema';
import { createQueueWorker } from '../queue/queue';
import { createSchedule, scheduledJobHandlers } from '../queue/schedule';
import { createStoreTestContext, type StoreTestContext } from '../test/shopify-store';
import { png } from '../test/fixtures/images';
import { createTestContext, json, TEST_APP_URL, type TestClient, type TestContext } from '../test/context';
import { registerJobQueue } from './metrics';
import { importAndWait } from '../test/store-jobs';

/**
 * /metrics (issue 14 item 7, decision 031). Metrics are per process and test files share a worker, so
 * every figure is checked as a difference from a scrape taken just before.
 */
const TOKEN = 'metrics-token-de-prueba-0123456789';
const onPostgres = Boolean(process.env.DATABASE_URL);

type ErrorBody = { error: { code: string; message: string } };

let ctx: StoreTestContext;
let admin: TestClient;
beforeAll(async () => {
  ctx = await createStoreTestContext({ env: { METRICS_TOKEN: TOKEN } });
  admin = await ctx.loginAs('admin');
});
afterAll(async () => {
  await ctx?.close();
});

const scrape = async (c: StoreTestContext = ctx): Promise<string> => {
  const res = await c.client().get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
};

const escape = (s: string) => s.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The value of one sample (labels in any order), or 0 when the series does not exist yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const m = new RegExp(`^${escape(name)}(?:\\{(.*)\\})? (\\S+)$`).exec(line);
    if (!m) continue;
    const have = new Map([...(m[1] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1]!, l[2]!]));
    if (Object.entries(labels).every(([k, v]) => have.get(k) === v)) return Number(m[2]);
  }
  return 0;
}

describe('GET /metrics: who may read it', () => {
  it('is a 404 in our JSON error shape when METRICS_TOKEN is not configured', async () => {
    const plain: TestContext = await createTestContext();
    try {
      const res = await plain.client().get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
      expect(await json<ErrorBody>(res)).toEqual({ error: { code: 'NOT_FOUND', message: 'No encontrado.' } });
    } finally {
      await plain.close();
    }
  });

  it('answers 401 with a Spanish JSON error without the token or with a wrong one', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, 'Bearer', `Basic ${TOKEN}`, TOKEN]) {
      const res = await ctx.client().get('/metrics', authorization ? { headers: { authorization } } : {});
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await json<ErrorBody>(res)).toEqual({ error: { code: 'METRICS_TOKEN_INVALID', message: 'Token de métricas ausente o no válido.' } });
    }
  });

  it('answers the Prometheus text format to the bearer of the token (the scheme in any case)', async () => {
    const res = await ctx.client().get('/metrics', { headers: { authorization: `bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    // prom-client's process metrics, on once /metrics is.
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });
});

describe('GET /metrics: what it shows', () => {
  it('counts requests by route pattern, method and status, with latency buckets, never by raw URL', async () => {
    const before = await scrape();
    const healthz = { route: '/healthz', method: 'GET', status: '200' };
    const detail = { route: '/api/colaboraciones/:id', method: 'GET', status: '404' };
    const id = randomUUID();
    for (let i = 0; i < 3; i++) expect((await ctx.client().get('/healthz')).status).toBe(200);
    expect((await admin.get(`/api/colaboraciones/${id}`)).status).toBe(404);
    const after = await scrape();

    expect(sample(after, 'http_requests_total', healthz) - sample(before, 'http_requests_total', healthz)).toBe(3);
    expect(sample(after, 'http_requests_total', detail) - sample(before, 'http_requests_total', detail)).toBe(1);
    expect(after).not.toContain(id);
    // The histogram: cumulative buckets up to +Inf, whose count is the request count, then sum and count.
    const count = sample(after, 'http_request_duration_seconds_count', healthz);
    expect(count).toBe(sample(after, 'http_requests_total', healthz));
    expect(sample(after, 'http_request_duration_seconds_bucket', { ...healthz, le: '+Inf' })).toBe(count);
    const buckets = ['0.001', '0.005', '0.05', '0.5', '10'].map((le) => sample(after, 'http_request_duration_seconds_bucket', { ...healthz, le }));
    expect(buckets).toEqual([...buckets].sort((a, b) => a - b));
    expect(buckets.at(-1)).toBe(count);
    expect(sample(after, 'http_request_duration_seconds_sum', healthz)).toBeGreaterThan(0);
    // An API path nobody registered is counted under the pattern that answered, not its own path.
    await admin.get(`/api/no-existe/${id}`);
    expect(await scrape()).not.toContain('/api/no-existe');
  });

  it('shows the database: the pool on PostgreSQL, operations in flight on PGlite', async () => {
    const text = await scrape();
    if (onPostgres) {
      expect(sample(text, 'colabora_db_pool_connections')).toBeGreaterThan(0);
      expect(text).toMatch(/^colabora_db_pool_idle_connections \d+$/m);
      expect(text).toMatch(/^colabora_db_pool_waiting_requests \d+$/m);
    } else {
      expect(text).toMatch(/^colabora_db_pglite_operations_in_flight \d+$/m);
      expect(text).not.toMatch(/^colabora_db_pool_connections /m);
    }
  });

  it('counts image upload bytes', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const bytes = await png(300, 300);
    const before = sample(await scrape(), 'colabora_upload_bytes_received_total', { kind: 'image' });
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'avatar.png');
    expect((await creator.postForm('/api/perfil/avatar', form)).status).toBe(200);
    const received = sample(await scrape(), 'colabora_upload_bytes_received_total', { kind: 'image' }) - before;
    // The whole multipart body: the file plus its envelope.
    expect(received).toBeGreaterThan(bytes.length);
    expect(received).toBeLessThan(bytes.length + 1024);
  });

  it('counts video upload bytes as tus receives them, through a real Node server', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const [c] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, creator.userId));
    const [colab] = await ctx.db.insert(colaboraciones).values({ titulo: 'Jeans Métricas', producto: 'Jeans', estado: 'produccion', colaboradoraId: c!.id }).returning();
    const { serve } = await import('@hono/node-server');
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
      const address = server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const headers = {
        'tus-resumable': '1.0.0',
        origin: TEST_APP_URL,
        'x-forwarded-for': creator.ip,
        cookie: [...creator.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      };
      const b64 = (s: string) => Buffer.from(s).toString('base64');
      const created = await fetch(`${base}/api/uploads/videos`, {
        method: 'POST',
        headers: { ...headers, 'upload-length': '4096', 'upload-metadata': `colaboracionId ${b64(colab!.id)},filename ${b64('video.mp4')}` },
      });
      expect(created.status).toBe(201);
      const before = sample(await scrape(), 'colabora_upload_bytes_received_total', { kind: 'video' });
      const patched = await fetch(`${base}${created.headers.get('location')}`, {
        method: 'PATCH',
        headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        body: new Uint8Array(1500).fill(7),
      });
      expect(patched.status).toBe(204);
      expect(patched.headers.get('upload-offset')).toBe('1500');
      expect(sample(await scrape(), 'colabora_upload_bytes_received_total', { kind: 'video' }) - before).toBe(1500);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('counts store runs, their failures and the Admin API calls by result', async () => {
    const variantId = `gid://shopify/ProductVariant/${[...ctx.emu.store.variants.values()][0]!.id}`;
    await importAndWait(ctx, admin, [variantId]);
    const run = { kind: 'inventory', trigger: 'manual' };
    const inventoryCalls = (result: string) => ({ operation: 'InventoryByIds', result });
    const before = await scrape();

    ctx.emu.controls.failNext('THROTTLED', 1);
    expect((await admin.post('/api/shopify/sync', { trigger: 'manual' })).status).toBe(200);
    ctx.emu.controls.failNext('HTTP_5XX', 10, { status: 503 });
    const failed = await admin.post('/api/shopify/sync', { trigger: 'manual' });
    ctx.emu.controls.clearFaults();
    expect(failed.status).toBe(502);
    const after = await scrape();

    const delta = (name: string, labels: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);
    expect(delta('colabora_store_sync_runs_total', run)).toBe(2);
    expect(delta('colabora_store_sync_failures_total', run)).toBe(1);
    expect(delta('colabora_store_sync_duration_seconds_count', { kind: 'inventory' })).toBe(2);
    expect(delta('colabora_shopify_requests_total', inventoryCalls('throttled'))).toBe(1);
    expect(delta('colabora_shopify_requests_total', inventoryCalls('ok'))).toBe(1);
    // The client gives up after 4 tries of a query that keeps answering 5xx.
    expect(delta('colabora_shopify_requests_total', inventoryCalls('error'))).toBe(4);
    expect(delta('colabora_shopify_cost_points_total', { operation: 'InventoryByIds' })).toBeGreaterThan(0);
  });

  it('shows the scheduler and the depth of registered job queues', async () => {
    const job = `prueba-${randomUUID().slice(0, 8)}`;
    const logger = pino({ level: 'silent' });
    const tasks = [{ name: job, everyMs: 60_000, run: async () => undefined }];
    const schedule = createSchedule({ db: ctx.db, logger, tasks });
    const worker = createQueueWorker({ db: ctx.db, logger, handlers: scheduledJobHandlers(tasks) });
    const unregister = registerJobQueue(job, () => 3);
    try {
      expect(await schedule.tick()).toEqual([job]);
      // A second tick in the same period (another instance's): the period is taken.
      expect(await schedule.tick()).toEqual([]);
      expect(await worker.drain()).toBe(1);
      const text = await scrape();
      expect(sample(text, 'colabora_scheduler_ticks_total', { job, result: 'ran' })).toBe(1);
      expect(sample(text, 'colabora_scheduler_ticks_total', { job, result: 'skipped' })).toBe(1);
      expect(sample(text, 'colabora_scheduler_running', { job })).toBe(0);
      expect(Math.abs(sample(text, 'colabora_scheduler_last_run_timestamp_seconds', { job }) - Date.now() / 1000)).toBeLessThan(60);
      expect(sample(text, 'colabora_job_queue_depth', { queue: job })).toBe(3);
    } finally {
      unregister();
    }
    expect(await scrape()).not.toContain(`queue="${job}"`);
  });
});
