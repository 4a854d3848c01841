import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreTestContext, type StoreTestContext } from '../test/shopify-store';
import { json, type TestClient } from '../test/context';
import { activeTracing, startTracing, stopTracing, type Tracing } from './tracing';

/**
 * Traces over OTLP/HTTP (issue 14 item 7, decision 031), received by a plain node:http server standing
 * in for an OpenTelemetry Collector. Tracing starts before the test app and its database, as in
 * src/server/index.ts.
 */
interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean | undefined>;
  status?: { code?: number };
  service: string | undefined;
}
const SERVER = 2;
const CLIENT = 3;

const valueOf = (v: OtlpValue) => v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : undefined) ?? v.boolValue ?? v.doubleValue;
const attrs = (list: { key: string; value: OtlpValue }[] = []) => Object.fromEntries(list.map((a) => [a.key, valueOf(a.value)]));

const received: ReceivedSpan[] = [];
let collector: Server;
let tracing: Tracing | null;
let ctx: StoreTestContext;
let admin: TestClient;

beforeAll(async () => {
  collector = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      const raw = Buffer.concat(chunks);
      const body = JSON.parse((req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8'));
      for (const rs of body.resourceSpans ?? []) {
        const service = attrs(rs.resource?.attributes)['service.name'] as string | undefined;
        for (const ss of rs.scopeSpans ?? []) {
          for (const s of ss.spans ?? []) received.push({ ...s, attributes: attrs(s.attributes), service });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const address = collector.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  tracing = await startTracing({ otlpEndpoint: `http://127.0.0.1:${port}`, serviceName: 'colabora-test', sampleRatio: 1 });
  ctx = await createStoreTestContext();
  admin = await ctx.loginAs('admin');
});
afterAll(async () => {
  await ctx?.close();
  await stopTracing();
  await new Promise((resolve) => collector?.close(resolve));
});

/** Sends what the SDK buffered, then the spans of the trace that answered with this request id. */
async function traceOf(requestId: string | null): Promise<{ server: ReceivedSpan; spans: ReceivedSpan[] }> {
  await tracing!.flush();
  const server = received.find((s) => s.kind === SERVER && s.attributes['colabora.request_id'] === requestId);
  expect(server, `a server span for request ${requestId}`).toBeDefined();
  return { server: server!, spans: received.filter((s) => s.traceId === server!.traceId) };
}

describe('OpenTelemetry traces', () => {
  it('is on in this process, and off (nothing loaded) without an endpoint', async () => {
    expect(activeTracing()).toBe(tracing);
    expect(await startTracing({ otlpEndpoint: undefined, serviceName: 'x', sampleRatio: 1 })).toBeNull();
  });

  it('makes a server span per request, named by method and route pattern, with child SQL spans', async () => {
    const created = await admin.post('/api/colaboraciones', { titulo: 'Jeans Traza', producto: 'Jeans', estado: 'disponible' });
    expect(created.status).toBe(201);
    const { id } = (await json<{ colaboracion: { id: string } }>(created)).colaboracion;
    const res = await admin.get(`/api/colaboraciones/${id}`);
    expect(res.status).toBe(200);

    const { server, spans } = await traceOf(res.headers.get('x-request-id'));
    expect(server.name).toBe('GET /api/colaboraciones/:id');
    expect(server.service).toBe('colabora-test');
    expect(server.parentSpanId || undefined).toBeUndefined();
    expect(server.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.route': '/api/colaboraciones/:id',
      'http.response.status_code': 200,
      'url.path': `/api/colaboraciones/${id}`,
    });
    const sql = spans.filter((s) => s.kind === CLIENT && s.attributes['db.system.name'] === 'postgresql');
    expect(sql.length).toBeGreaterThan(0);
    for (const s of sql) expect(s.parentSpanId).toBe(server.spanId);
    const select = sql.find((s) => s.name === 'SELECT' && String(s.attributes['db.query.text']).includes('"colaboraciones"'));
    expect(select, 'the SELECT of the collaboration').toBeDefined();
    expect(select!.attributes['colabora.db.driver']).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(String(select!.attributes['db.query.text'])).not.toContain(id);

    // The creation ran in a transaction: its statements are spans of that request too (on PostgreSQL
    // through the checked-out client, with Drizzle's BEGIN and COMMIT; PGlite begins and commits itself).
    const creation = await traceOf(created.headers.get('x-request-id'));
    expect(creation.server.name).toBe('POST /api/colaboraciones');
    const inserts = creation.spans.filter((s) => s.name === 'INSERT');
    expect(inserts.map((s) => String(s.attributes['db.query.text']).match(/insert into "(\w+)"/)?.[1])).toEqual(
      expect.arrayContaining(['colaboraciones', 'colaboracion_eventos']),
    );
    for (const s of inserts) expect(s.parentSpanId).toBe(creation.server.spanId);
    if (process.env.DATABASE_URL) expect(creation.spans.map((s) => s.name)).toEqual(expect.arrayContaining(['BEGIN', 'COMMIT']));
  });

  it('makes a span of each store call, with its operation, cost and throttling', async () => {
    ctx.emu.controls.failNext('THROTTLED', 1);
    // 'Probar conexión' asks the store within the request (imports run as jobs since issue 19).
    const res = await admin.post('/api/shopify/config/test');
    expect(res.status).toBe(200);
    const { server, spans } = await traceOf(res.headers.get('x-request-id'));
    expect(server.name).toBe('POST /api/shopify/config/test');
    const calls = spans.filter((s) => s.name.startsWith('shopify '));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.kind).toBe(CLIENT);
      expect(call.parentSpanId).toBe(server.spanId);
      expect(call.name).toBe(`shopify ${call.attributes['shopify.operation']}`);
      expect(call.attributes['shopify.cost']).toBeGreaterThan(0);
      expect(call.attributes['shopify.attempts']).toBeGreaterThanOrEqual(1);
    }
    // The first call met the forced THROTTLED reply and tried again.
    expect(calls.some((c) => c.attributes['shopify.throttled'] === true && c.attributes['shopify.throttled_tries'] === 1 && c.attributes['shopify.attempts'] === 2)).toBe(true);
  });

  it("joins the caller's trace when a traceparent comes with the request; a 4xx is no failed span", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await ctx.client().get('/healthz', { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
    const { server } = await traceOf(res.headers.get('x-request-id'));
    expect(server.traceId).toBe(traceId);
    expect(server.parentSpanId).toBe('00f067aa0ba902b7');
    expect(server.name).toBe('GET /healthz');
    const missing = await ctx.client().get('/api/me');
    expect(missing.status).toBe(401);
    const refused = await traceOf(missing.headers.get('x-request-id'));
    expect(refused.server.attributes['http.response.status_code']).toBe(401);
    expect(refused.server.status?.code ?? 0).not.toBe(2);
  });
});
