import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyOf } from '../http/policy';
import { createStoreTestContext, type StoreTestContext } from '../test/shopify-store';
import type { TestClient } from '../test/context';
import { changedTables, snapshotTables, type Snapshot } from '../test/security/db-snapshot';
import { MatrixWorld, send, type CellRequest } from '../test/security/matrix-world';
import { bodyArbitrary, HOSTILE_PARAMS, HOSTILE_STRINGS, NON_JSON_BODIES, type JsonSchema, type RawBody } from '../test/security/schema-arbitrary';

/**
 * Issue 7 item 3: every endpoint of the OpenAPI document fed schema-derived random and hostile input.
 * Never a 500, always the app's JSON error, and a refused request writes nothing (row counts and an md5
 * of every row, before and after). FC_SEED reproduces a run; the seed is in every failure message.
 */
const SEED = Number(process.env.FC_SEED ?? 20_261_121);
const BODY_RUNS = 12;
const QUERY_RUNS = 3;

interface OpenApiOperation {
  parameters?: { name: string; in: 'path' | 'query' | 'header' }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}
interface OpenApiDoc {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}
interface Endpoint {
  key: string;
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  jsonBody?: JsonSchema;
}

let ctx: StoreTestContext;
let w: MatrixWorld;
let doc: OpenApiDoc;
let endpoints: Endpoint[];
let throwawayUserId: string;
let authClient: TestClient;

beforeAll(async () => {
  ctx = await createStoreTestContext({ connectByEnv: false });
  w = await MatrixWorld.create(ctx);
  throwawayUserId = (await ctx.loginAs(null)).userId;
  authClient = ctx.client();
  doc = (await (await ctx.client().get('/api/openapi.json')).json()) as OpenApiDoc;
  endpoints = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      // Uploads (multipart) have their own suite; signed file URLs are the authorization matrix's.
      if (op.requestBody?.content?.['multipart/form-data'] || path.startsWith('/api/files/')) continue;
      endpoints.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        jsonBody: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const toHono = (p: string) => p.replaceAll(/\/{(\w+)(?:{.+?})?}/g, '/:$1');

/** Who sends it: someone the guard lets in, so the input reaches validation and the handler. */
function clientFor(ep: Endpoint): TestClient | null {
  // better-auth's routes get a client of their own: signing the others out would end the run.
  if (ep.path.startsWith('/api/auth/')) return authClient;
  const policy = policyOf(ep.method, toHono(ep.path));
  if (policy === 'public') return null;
  if (policy === 'portal:use') return w.A.client;
  return w.admin;
}

/** A real id for each path parameter, so only the part under test is wrong. */
function validParam(ep: Endpoint, name: string): string {
  if (name === 'token') return w.invitationToken;
  if (name === 'userId') return throwawayUserId;
  if (ep.path.startsWith('/api/colaboradoras/')) return w.A.colaboradoraId;
  if (ep.path.includes('/entregas/item/') || ep.path.includes('/revision/entregas/')) return w.A.photoEntregaId;
  return w.A.mainColabId;
}

function pathWith(ep: Endpoint, params: Record<string, string>): string {
  return ep.path.replaceAll(/{(\w+)(?:{.+?})?}/g, (_, name: string) => encodeURIComponent(params[name] ?? validParam(ep, name)));
}

const ERROR_BODY = /^\{"error":\{"code":"[A-Z_]+","message":"[^"]+"/;

// The watched tables as they are now, when known: a refusal's "after" is the next request's "before",
// which halves the snapshots. Anything that may have written (a success) forgets it.
let known: Snapshot | null = null;

/**
 * Sends one request and answers what was wrong with the answer (null: nothing). A refusal must be the
 * app's JSON error and leave every watched table as it was.
 */
async function probe(ep: Endpoint, req: CellRequest, what: string): Promise<string | null> {
  // GETs are reads (state changes are POST/PUT/PATCH/DELETE, the methods the origin check guards), so only
  // the others pay for snapshots.
  const reads = req.method === 'GET';
  const before = reads ? null : (known ?? (await snapshotTables(ctx.db)));
  known = null;
  const res = await send(ctx, clientFor(ep), req);
  const text = await res.text();
  const where = `${ep.key} [${what}] → ${res.status} ${text.slice(0, 160)}`;
  if (({} as Record<string, unknown>).polluted !== undefined) return `${where}: Object.prototype polluted`;
  if (res.status >= 500) return `${where}: server error`;
  if (res.status >= 400) {
    if (!ERROR_BODY.test(text)) return `${where}: not the app's JSON error`;
    if (before) {
      const after = await snapshotTables(ctx.db);
      const changed = changedTables(before, after);
      if (changed.length > 0) return `${where}: refused but wrote ${changed.join(', ')}`;
      known = after;
    }
  }
  return null;
}

function rawRequest(ep: Endpoint, body: RawBody, params: Record<string, string> = {}): CellRequest {
  return { method: ep.method, path: pathWith(ep, params), body: new Uint8Array(Buffer.from(body.text)), headers: { 'content-type': body.contentType } };
}

describe('bad input on every JSON endpoint (issue 7 item 3)', () => {
  it('finds the JSON endpoints in the OpenAPI document', () => {
    const withBody = endpoints.filter((e) => e.jsonBody).map((e) => e.key);
    expect(withBody).toEqual(
      expect.arrayContaining(['POST /api/colaboraciones', 'PUT /api/colaboraciones/{id}', 'PUT /api/perfil', 'PATCH /api/revision/entregas/{id}/feedback', 'POST /api/auth/sign-up/email']),
    );
    expect(endpoints.length).toBeGreaterThan(50);
  });

  it('answers schema-derived random and hostile bodies with a 4xx JSON error or a success, writing nothing when refused', async () => {
    const failures: string[] = [];
    for (const ep of endpoints.filter((e) => e.jsonBody)) {
      const components = doc.components?.schemas ?? {};
      await fc.assert(
        fc.asyncProperty(bodyArbitrary(ep.jsonBody!, components), async (body) => {
          const problem = await probe(ep, rawRequest(ep, body), `${body.kind}: ${body.text.slice(0, 120)}`);
          if (problem) failures.push(problem);
          return problem === null;
        }),
        { seed: SEED, numRuns: BODY_RUNS, endOnFailure: true },
      ).catch((error: unknown) => failures.push(`${ep.key} (FC_SEED=${SEED}): ${String(error).slice(0, 600)}`));
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses bodies that are not JSON, or not labelled as JSON, on every endpoint that takes one', async () => {
    const failures: string[] = [];
    for (const ep of endpoints.filter((e) => e.jsonBody)) {
      for (const body of NON_JSON_BODIES) {
        const problem = await probe(ep, rawRequest(ep, body), body.kind);
        if (problem) failures.push(problem);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses path parameters that are not ids on every endpoint that has one', async () => {
    const failures: string[] = [];
    for (const ep of endpoints.filter((e) => e.pathParams.length > 0)) {
      for (const name of ep.pathParams) {
        for (const value of HOSTILE_PARAMS) {
          const req = rawRequest(ep, { text: ep.method === 'GET' ? '' : '{}', contentType: 'application/json', kind: 'param' }, { [name]: value });
          if (ep.method === 'GET') delete req.body;
          const problem = await probe(ep, req, `${name}=${value.slice(0, 40)}`);
          if (problem) failures.push(problem);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers hostile query strings without a server error', async () => {
    const failures: string[] = [];
    for (const ep of endpoints.filter((e) => e.queryParams.length > 0 && e.method === 'GET')) {
      const query = fc.record(Object.fromEntries(ep.queryParams.map((q) => [q, fc.constantFrom(...HOSTILE_STRINGS)])));
      await fc.assert(
        fc.asyncProperty(query, async (values) => {
          const qs = new URLSearchParams(values as Record<string, string>).toString();
          const problem = await probe(ep, { method: 'GET', path: `${pathWith(ep, {})}?${qs}` }, qs.slice(0, 120));
          if (problem) failures.push(problem);
          return problem === null;
        }),
        { seed: SEED, numRuns: QUERY_RUNS, endOnFailure: true },
      ).catch((error: unknown) => failures.push(`${ep.key} (FC_SEED=${SEED}): ${String(error).slice(0, 600)}`));
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
