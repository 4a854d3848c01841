import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type ApiErrorBody } from '../../shared/errors';
import { policyOf } from '../http/policy';
import { createStoreTestContext, type StoreTestContext } from '../test/shopify-store';
import type { TestClient } from '../test/context';
import { AUTHORIZATION_MATRIX } from '../test/security/authorization-matrix';
import { changedTables, snapshotTables, type Snapshot } from '../test/security/db-snapshot';
import { MatrixWorld, send, TUS, type CellRequest } from '../test/security/matrix-world';
import { bodyArbitrary, HOSTILE_PARAMS, HOSTILE_STRINGS, NON_JSON_BODIES, type JsonSchema, type RawBody } from '../test/security/schema-arbitrary';
import { englishIn, fileSystemPathIn } from '../test/security/spanish-text';

/**
 * Issue 7 item 3: every endpoint of the OpenAPI document fed schema-derived random and hostile input.
 * Never a 500, always the app's JSON error, and a refused request writes nothing (row counts and an md5
 * of every row, before and after). FC_SEED reproduces a run; the seed is in every failure message.
 *
 * Issue 14 item 4: every refusal is in our words. Its message has no English (spanish-text.ts; the one
 * exception is the spec's own English sign-in/sign-up text), a 4xx is never the bare 'Ocurrió un error'
 * of a server failure, and the answer shows no file-system path.
 * Every registered API route must have been refused at least once along the way, tus's and better-auth's
 * included; hostile tus and /api/auth requests and unknown routes have tests of their own.
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
  /** Takes a multipart/form-data upload (an image). */
  multipart: boolean;
}

let ctx: StoreTestContext;
let w: MatrixWorld;
let doc: OpenApiDoc;
let endpoints: Endpoint[];
let throwawayUserId: string;
let authClient: TestClient;
/** Every API route Hono registered, as `METHOD path` (the authorization matrix's list). */
let registered: string[];
/** The routes a refusal was checked on. */
const refused = new Set<string>();

beforeAll(async () => {
  // Every hostile tus case opens an upload of A's: the open-uploads cap (decision 046) has tests of its own.
  ctx = await createStoreTestContext({ connectByEnv: false, env: { UPLOADS_PER_PERSON: '100' } });
  w = await MatrixWorld.create(ctx);
  throwawayUserId = (await ctx.loginAs(null)).userId;
  authClient = ctx.client();
  doc = (await (await ctx.client().get('/api/openapi.json')).json()) as OpenApiDoc;
  endpoints = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      // Hostile image files have their own suite (bad-uploads); here an upload route gets bodies that are
      // no upload at all. Signed file URLs are the authorization matrix's.
      if (path.startsWith('/api/files/')) continue;
      endpoints.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        jsonBody: op.requestBody?.content?.['application/json']?.schema,
        multipart: !!op.requestBody?.content?.['multipart/form-data'],
      });
    }
  }
  registered = [...new Set(ctx.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/')).map((r) => `${r.method} ${r.path}`))].sort();
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

const routePattern = (route: string) =>
  new RegExp(
    `^${route
      .slice(route.indexOf(' ') + 1)
      .replaceAll(/:\w+\{(.+?)\}/g, '$1')
      .replaceAll(/:\w+/g, '[^/]+')
      .replaceAll('*', '.*')}$`,
  );

/** The registered route a request lands on (the most specific that matches; HEAD is the GET route's). */
function routeOf(req: CellRequest): string | undefined {
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const pathname = new URL(req.path, 'http://x').pathname;
  const matches = registered.filter((r) => r.startsWith(`${method} `) && routePattern(r).test(pathname));
  const params = (r: string) => (r.match(/[:*]/g) ?? []).length;
  return matches.sort((a, b) => params(a) - params(b))[0];
}

/**
 * What is wrong with a refusal (null: nothing): not the app's JSON error, English in its message, or a
 * file-system path anywhere in it (the run's DATA_DIR included).
 */
function refusalProblem(req: CellRequest, res: Response, text: string): string | null {
  if (req.method === 'HEAD') return null;
  if (!ERROR_BODY.test(text)) return "not the app's JSON error";
  const type = res.headers.get('content-type') ?? '';
  if (!type.startsWith('application/json')) return `not labelled JSON (${type})`;
  const { message } = (JSON.parse(text) as ApiErrorBody).error;
  // No allowance: spec §5's English sign-in text is said in Spanish too (decision 058).
  const english = englishIn(message);
  if (english.length > 0) return `English in the message (${english.join(', ')})`;
  // A refused request is told what to fix, not the server failure's bare text.
  if (res.status < 500 && message === ERROR_MESSAGES.INTERNAL) return `a ${res.status} answered '${message}'`;
  const leak = fileSystemPathIn(text, [ctx.config.dataDir]);
  if (leak) return `a file-system path in the answer (${leak})`;
  return null;
}

// The watched tables as they are now, when known: a refusal's "after" is the next request's "before",
// which halves the snapshots. Anything that may have written (a success) forgets it.
let known: Snapshot | null = null;

/**
 * Sends one request and answers what was wrong with the answer (null: nothing). A refusal must be the
 * app's JSON error and leave every watched table as it was.
 */
async function probe(ep: Endpoint, req: CellRequest, what: string): Promise<string | null> {
  return probeAs(clientFor(ep), req, `${ep.key} [${what}]`);
}

/** probe() for any sender; `allow5xx` for the one test that breaks the disk on purpose. */
async function probeAs(client: TestClient | null, req: CellRequest, label: string, { allow5xx = false } = {}): Promise<string | null> {
  // GETs and HEADs are reads (state changes are POST/PUT/PATCH/DELETE, the methods the origin check
  // guards), so only the others pay for snapshots.
  const reads = req.method === 'GET' || req.method === 'HEAD';
  const before = reads ? null : (known ?? (await snapshotTables(ctx.db)));
  known = null;
  const res = await send(ctx, client, req);
  const text = await res.text();
  const where = `${label} → ${res.status} ${text.slice(0, 160)}`;
  if (({} as Record<string, unknown>).polluted !== undefined) return `${where}: Object.prototype polluted`;
  if (res.status >= 500 && !allow5xx) return `${where}: server error`;
  if (res.status >= 400) {
    const route = routeOf(req);
    if (route) refused.add(route);
    const problem = refusalProblem(req, res, text);
    if (problem) return `${where}: ${problem}`;
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

  it('refuses bodies that are not JSON, or not labelled as JSON, on every endpoint that takes one (or an upload)', async () => {
    const failures: string[] = [];
    for (const ep of endpoints.filter((e) => e.jsonBody || e.multipart)) {
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

const raw = (text: string) => new Uint8Array(Buffer.from(text));
const b64 = (text: string) => Buffer.from(text).toString('base64');
const TUS_PATCH = { ...TUS, 'content-type': 'application/offset+octet-stream' } as const;

describe('every refusal in Spanish, without a path (issue 14 item 4)', () => {
  it("refuses each route's authorization-matrix requests in our words", async () => {
    const failures: string[] = [];
    const clients = { anonimo: null, propia: w.A.client, ajena: w.A.client, tienda: w.tienda, admin: w.admin } as const;
    for (const row of AUTHORIZATION_MATRIX) {
      for (const [actor, status] of Object.entries(row.expect) as [keyof typeof clients, number][]) {
        // Only the refusals: a success may change the world the rest of the suite runs in.
        if (status < 400) continue;
        const req = await row.request(w, actor);
        // Preparing the cell may have written (a state, a fresh row): the "before" snapshot comes after.
        known = null;
        const problem = await probeAs(clients[actor], req, `${row.route} as ${actor}`);
        if (problem) failures.push(problem);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers hostile tus requests with our JSON error, writing nothing', async () => {
    const mainColab = await w.colab('A', 'produccion');
    known = null;
    const meta = (pairs: Record<string, string>) =>
      Object.entries(pairs)
        .map(([k, v]) => `${k} ${b64(v)}`)
        .join(',');
    const create = (headers: Record<string, string>): CellRequest => ({ method: 'POST', path: '/api/uploads/videos', headers });
    const length = String(w.video.length);
    const cases: [string, CellRequest | (() => Promise<CellRequest>)][] = [
      ['no Tus-Resumable', create({ 'upload-length': length, 'upload-metadata': meta({ colaboracionId: mainColab }) })],
      ['an old protocol version', create({ 'tus-resumable': '0.2.2', 'upload-length': length })],
      ['no Upload-Length', create({ ...TUS, 'upload-metadata': meta({ colaboracionId: mainColab }) })],
      ['Upload-Length not a number', create({ ...TUS, 'upload-length': 'abc' })],
      ['a negative Upload-Length', create({ ...TUS, 'upload-length': '-1' })],
      ['2 GB', create({ ...TUS, 'upload-length': String(2 * 1024 ** 3), 'upload-metadata': meta({ colaboracionId: mainColab }) })],
      ['broken metadata', create({ ...TUS, 'upload-length': length, 'upload-metadata': 'a b c,,,' })],
      ['metadata not base64', create({ ...TUS, 'upload-length': length, 'upload-metadata': 'colaboracionId ¿¿¿' })],
      ['no colaboracionId', create({ ...TUS, 'upload-length': length, 'upload-metadata': meta({ filename: 'video.mp4' }) })],
      ['colaboracionId not an id', create({ ...TUS, 'upload-length': length, 'upload-metadata': meta({ colaboracionId: "1' OR '1'='1" }) })],
      ['another creator’s collaboration', create({ ...TUS, 'upload-length': length, 'upload-metadata': meta({ colaboracionId: w.B.mainColabId }) })],
      ['concatenation', create({ ...TUS, 'upload-length': length, 'upload-concat': 'partial', 'upload-metadata': meta({ colaboracionId: mainColab }) })],
      ['a JSON body', { ...create({ ...TUS, 'upload-length': length, 'content-type': 'application/json' }), body: raw('{"colaboracionId":"x"}') }],
      ['GET of an upload', { method: 'GET', path: '/api/uploads/videos/abc' }],
      ['PUT of an upload', { method: 'PUT', path: '/api/uploads/videos/abc', headers: { ...TUS } }],
      ['OPTIONS', { method: 'OPTIONS', path: '/api/uploads/videos', headers: { ...TUS } }],
      ...HOSTILE_PARAMS.flatMap((id): [string, CellRequest][] => [
        [`PATCH ${id.slice(0, 20)}`, { method: 'PATCH', path: `/api/uploads/videos/${encodeURIComponent(id)}`, headers: { ...TUS_PATCH, 'upload-offset': '0' }, body: raw('x') }],
        [`DELETE ${id.slice(0, 20)}`, { method: 'DELETE', path: `/api/uploads/videos/${encodeURIComponent(id)}`, headers: { ...TUS } }],
      ]),
      // On an upload of hers that exists.
      ['PATCH without Upload-Offset', async () => ({ method: 'PATCH', path: await w.tusCreate(w.A), headers: { ...TUS_PATCH }, body: raw('x') })],
      ['PATCH with Upload-Offset not a number', async () => ({ method: 'PATCH', path: await w.tusCreate(w.A), headers: { ...TUS_PATCH, 'upload-offset': 'abc' }, body: raw('x') })],
      ['PATCH of the wrong type', async () => ({ method: 'PATCH', path: await w.tusCreate(w.A), headers: { ...TUS, 'upload-offset': '0', 'content-type': 'text/plain' }, body: raw('x') })],
      ['PATCH at the wrong offset', async () => ({ method: 'PATCH', path: await w.tusCreate(w.A), headers: { ...TUS_PATCH, 'upload-offset': '7' }, body: raw('x') })],
      ['PATCH past the declared length', async () => ({ method: 'PATCH', path: await w.tusCreate(w.A), headers: { ...TUS_PATCH, 'upload-offset': '0' }, body: new Uint8Array(w.video.length + 10) })],
      ['PATCH of a whole file that is no video', async () => ({ method: 'PATCH', path: await w.tusCreate(w.A), headers: { ...TUS_PATCH, 'upload-offset': '0' }, body: new Uint8Array(w.video.length) })],
      [
        'DELETE twice',
        async () => {
          const location = await w.tusCreate(w.A);
          await send(ctx, w.A.client, { method: 'DELETE', path: location, headers: { ...TUS } });
          return { method: 'DELETE', path: location, headers: { ...TUS } };
        },
      ],
    ];
    const failures: string[] = [];
    for (const [label, make] of cases) {
      const req = typeof make === 'function' ? await make() : make;
      // Preparing an upload went through the API: take the "before" snapshot after it.
      known = null;
      const problem = await probeAs(w.A.client, req, `tus: ${label}`);
      if (problem) failures.push(problem);
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it("keeps the disk's errors (and their paths) out of an upload's answer", async () => {
    await w.colab('A', 'produccion');
    const partial = path.join(ctx.config.dataDir, 'uploads', '.tus-partial');
    const failures: string[] = [];
    // An upload whose bytes vanished from the disk (a full or remounted volume, a cleanup gone wrong).
    const location = await w.tusCreate(w.A);
    const id = location.split('/').at(-1)!;
    rmSync(path.join(partial, id), { force: true });
    known = null;
    const gone = await probeAs(w.A.client, { method: 'PATCH', path: location, headers: { ...TUS_PATCH, 'upload-offset': '0' }, body: raw('x') }, 'tus: bytes gone', { allow5xx: true });
    if (gone) failures.push(gone);
    // A folder the server cannot write (the review's EROFS): here a file stands where the folder was.
    rmSync(partial, { recursive: true, force: true });
    writeFileSync(partial, 'no soy una carpeta');
    try {
      known = null;
      const problem = await probeAs(w.A.client, w.tusCreateRequest(w.A.mainColabId), 'tus: folder not writable', { allow5xx: true });
      if (problem) failures.push(problem);
    } finally {
      rmSync(partial, { force: true });
      mkdirSync(partial, { recursive: true });
    }
    // Storage refusing the finished video (decision 046: the partial is kept for the next try).
    const finishing = await w.tusCreate(w.A);
    const folder = path.join(ctx.config.dataDir, 'uploads', 'entregas', w.A.mainColabId);
    rmSync(folder, { recursive: true, force: true });
    writeFileSync(folder, 'no soy una carpeta');
    try {
      known = null;
      const body = new Uint8Array(w.video);
      const problem = await probeAs(w.A.client, { method: 'PATCH', path: finishing, headers: { ...TUS_PATCH, 'upload-offset': '0' }, body }, 'tus: storage refuses the finished video', { allow5xx: true });
      if (problem) failures.push(problem);
    } finally {
      rmSync(folder, { force: true });
    }
    // An upload past its expiry (410).
    const expired = await w.tusCreate(w.A);
    const infoFile = path.join(partial, `${expired.split('/').at(-1)!}.json`);
    const info = JSON.parse(readFileSync(infoFile, 'utf8')) as { creation_date: string };
    writeFileSync(infoFile, JSON.stringify({ ...info, creation_date: new Date(0).toISOString() }));
    known = null;
    const expiredProblem = await probeAs(w.A.client, { method: 'PATCH', path: expired, headers: { ...TUS_PATCH, 'upload-offset': '0' }, body: raw('x') }, 'tus: expired');
    if (expiredProblem) failures.push(expiredProblem);
    expect(failures).toEqual([]);
  }, 30_000);

  it('answers hostile /api/auth requests in our words', async () => {
    const person = await ctx.loginAs(null);
    known = null;
    const json = (p: string, body: unknown, method = 'POST'): CellRequest => ({ method, path: p, body: raw(typeof body === 'string' ? body : JSON.stringify(body)), headers: { 'content-type': 'application/json' } });
    const typed = (p: string, text: string, type: string): CellRequest => ({ method: 'POST', path: p, body: raw(text), headers: { 'content-type': type } });
    const CHANGE = '/api/auth/change-password';
    const SIGN_IN = '/api/auth/sign-in/email';
    const SIGN_UP = '/api/auth/sign-up/email';
    const cases: [string, TestClient | null, CellRequest][] = [
      ['change-password: empty', person, json(CHANGE, {})],
      ['change-password: no new password', person, json(CHANGE, { currentPassword: 'contrasena-segura' })],
      ['change-password: short', person, json(CHANGE, { currentPassword: 'contrasena-segura', newPassword: 'corta' })],
      ['change-password: long', person, json(CHANGE, { currentPassword: 'contrasena-segura', newPassword: 'x'.repeat(500) })],
      ['change-password: wrong types', person, json(CHANGE, { currentPassword: 1, newPassword: [] })],
      ['change-password: revokeOtherSessions not boolean', person, json(CHANGE, { currentPassword: 'contrasena-segura', newPassword: 'contrasena-nueva', revokeOtherSessions: 'sí' })],
      ['change-password: an array', person, json(CHANGE, [])],
      ['change-password: truncated JSON', person, json(CHANGE, '{')],
      ['change-password: prototype key', person, json(CHANGE, '{"__proto__":{"polluted":"sí"},"currentPassword":"x","newPassword":"y"}')],
      ['change-password: as text/plain', person, typed(CHANGE, 'hola', 'text/plain')],
      ['change-password: wrong current password', person, json(CHANGE, { currentPassword: 'no-es-la-mia', newPassword: 'contrasena-nueva' })],
      ['change-password: without a session', null, json(CHANGE, { currentPassword: 'contrasena-segura', newPassword: 'contrasena-nueva' })],
      ['sign-in: text/plain', null, typed(SIGN_IN, '{"email":"ana@example.com","password":"contrasena1"}', 'text/plain')],
      ['sign-in: form-urlencoded', null, typed(SIGN_IN, 'email=ana@example.com&password=contrasena1', 'application/x-www-form-urlencoded')],
      ['sign-in: no content type', null, { method: 'POST', path: SIGN_IN, body: raw('{"email":"ana@example.com","password":"contrasena1"}') }],
      ['sign-in: a long password', null, json(SIGN_IN, { email: 'ana@example.com', password: 'x'.repeat(5_000) })],
      ['sign-in: not an email', null, json(SIGN_IN, { email: 'no-es-correo', password: 'clave-de-prueba-1' })],
      ['sign-in: hostile query', null, { ...json(SIGN_IN, { email: 'ana@example.com', password: 'clave-de-prueba-1' }), path: `${SIGN_IN}?callbackURL=javascript:alert(1)` }],
      ['sign-up: a long name', null, json(SIGN_UP, { email: 'larga@example.com', password: 'clave-de-prueba-1', name: 'n'.repeat(500) })],
      ['sign-up: extra fields', null, json(SIGN_UP, { email: 'extra@example', password: 'clave-de-prueba-1', name: 'x', role: 'admin', image: '<x>' })],
      ['sign-in: another site', null, { ...json(SIGN_IN, { email: 'ana@example.com', password: 'clave-de-prueba-1' }), headers: { 'content-type': 'application/json', origin: 'https://malicioso.example' } }],
      ['GET on a POST endpoint', null, { method: 'GET', path: SIGN_IN }],
      ['an endpoint we do not offer', person, json('/api/auth/update-user', { name: 'x' })],
      ['delete-user', person, json('/api/auth/delete-user', {})],
      ['list-sessions', person, { method: 'GET', path: '/api/auth/list-sessions' }],
      ['no endpoint at all', null, { method: 'GET', path: '/api/auth/' }],
      ['traversal', null, { method: 'GET', path: '/api/auth/..%2f..%2fetc%2fpasswd' }],
      ['sign-in: missing credentials', null, json(SIGN_IN, { email: 'ana@example.com' })],
      ['sign-up: missing credentials', null, json(SIGN_UP, { name: 'Ana', password: 'clave-de-prueba-1' })],
      ['reset: a NUL in the token', null, json('/api/auth/reset-password', { token: 'abc\u0000', newPassword: 'girasoles-de-octubre' })],
      // A sign-out from another site signs nobody out (one without a body is fine: decision 058).
      ['sign-out: another site', person, { ...typed('/api/auth/sign-out', 'adiós', 'text/plain'), headers: { 'content-type': 'text/plain', origin: 'https://malicioso.example' } }],
    ];
    const failures: string[] = [];
    for (const [label, client, req] of cases) {
      const problem = await probeAs(client, req, `auth: ${label}`);
      if (problem) failures.push(problem);
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('answers unknown routes and methods in our words', async () => {
    const failures: string[] = [];
    const cases: CellRequest[] = [
      ...['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((method) => ({ method, path: '/api/no-existe' })),
      { method: 'GET', path: '/api' },
      { method: 'DELETE', path: '/api/perfil' },
      { method: 'PUT', path: '/api/me' },
      { method: 'POST', path: '/api/colaboraciones/no-existe/otra-cosa', body: raw('{}'), headers: { 'content-type': 'application/json' } },
      { method: 'GET', path: '/api/%E0%A4%A' },
      { method: 'GET', path: `/api/${'x'.repeat(3_000)}` },
      { method: 'GET', path: '/api/docs/assets/no-existe.css' },
      { method: 'GET', path: '/api/docs/assets/..%2f..%2fpackage.json' },
      // A forged, damaged or oversized unsubscribe token (issue 17), as a mail provider would post it.
      { method: 'POST', path: '/api/avisos/baja?t=falso.falso' },
      { method: 'POST', path: `/api/avisos/baja?t=${'x'.repeat(2_000)}` },
      { method: 'GET', path: '/api/avisos/baja?t=%00.%00' },
    ];
    for (const req of cases) {
      const problem = await probeAs(w.admin, req, `${req.method} ${req.path.slice(0, 60)}`);
      if (problem) failures.push(problem);
    }
    // Outside the API (a page's missing file, a POST to a page): plain text, in Spanish too.
    for (const req of [{ method: 'GET', path: '/assets/no-existe.js' }, { method: 'POST', path: '/no-existe' }]) {
      const res = await send(ctx, w.admin, req);
      const text = await res.text();
      const english = englishIn(text);
      if (res.status >= 500 || english.length > 0 || fileSystemPathIn(text, [ctx.config.dataDir])) failures.push(`${req.method} ${req.path} → ${res.status} ${text.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it('has refused every registered API route at least once', () => {
    // The OpenAPI document and its reference page answer everybody and take no input; so does the
    // application form's question list (/aplica, issue 29).
    const neverRefuses = new Set(['GET /api/openapi.json', 'GET /api/docs', 'GET /api/aplica']);
    expect(registered.filter((r) => !refused.has(r) && !neverRefuses.has(r))).toEqual([]);
  });
});
