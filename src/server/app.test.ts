import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '../shared/domain/permissions';
import { ROLES } from '../shared/domain/roles';
import { listRoutePolicies, policyOf, type Policy, type RoutePolicy } from './http/policy';
import { createTestContext, json, type TestClient, type TestContext } from './test/context';

let ctx: TestContext;
let webDir: string;
const PORTAL = 'export const portal = "colabora";\n'.repeat(50);
const SW = 'self.addEventListener("fetch", () => undefined);\n'.repeat(40);
const MANIFEST = JSON.stringify({ name: 'Colabora', short_name: 'Colabora', lang: 'es-MX', start_url: '/', display: 'standalone' });
/** As the build writes it: theme-init.js inline (tools/vite/head-inline.ts), the entry a file. */
const THEME_INIT = "(function(){document.documentElement.classList.toggle('dark',true)})();";
const INDEX = `<!doctype html><html><head><script>${THEME_INIT}</script><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'colabora-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), INDEX);
  writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log("colabora");'.repeat(100));
  writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What the build writes beside a file (vite.config.ts precompress): Brotli here, no gzip copy.
  writeFileSync(path.join(webDir, 'assets', 'portal-def456.js'), PORTAL);
  writeFileSync(path.join(webDir, 'assets', 'portal-def456.js.br'), brotliCompressSync(PORTAL));
  // What vite-plugin-pwa writes (tools/vite/installable.ts, decision 044).
  writeFileSync(path.join(webDir, 'sw.js'), SW);
  writeFileSync(path.join(webDir, 'manifest.webmanifest'), MANIFEST);
  ctx = await createTestContext({ webDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDir, { recursive: true, force: true });
});

const fill = (p: string) => p.replaceAll(/:[A-Za-z_]+/g, () => randomUUID());
type GuardedRoute = RoutePolicy & { policy: Exclude<Policy, 'public'> };
const apiRoutes = () =>
  listRoutePolicies().filter((r): r is GuardedRoute => r.path.startsWith('/api/') && r.policy !== 'public');

describe('route policies', () => {
  it('every registered route declares a policy', () => {
    const missing: string[] = [];
    for (const r of ctx.app.routes) {
      // Hono lists middleware (app.use) as method ALL; every endpoint is registered per method.
      if (r.method === 'ALL') {
        expect(r.path.endsWith('*'), `app.all/app.use on ${r.path}: endpoints must be per method with a policy`).toBe(true);
        continue;
      }
      if (!policyOf(r.method, r.path)) missing.push(`${r.method} ${r.path}`);
    }
    expect(missing).toEqual([]);
  });

  it('covers the known API', () => {
    expect(policyOf('GET', '/api/me')).toBe('authenticated');
    expect(policyOf('GET', '/api/roles/users')).toBe('roles:manage');
    expect(policyOf('PUT', '/api/roles/users/:userId')).toBe('roles:manage');
    expect(policyOf('POST', '/api/auth/*')).toBe('public');
    expect(policyOf('GET', '/api/mis-entregas')).toBe('portal:use');
    expect(policyOf('GET', '/api/referencias')).toBe('portal:use');
    expect(policyOf('PATCH', '/api/revision/entregas/:id/feedback')).toBe('entregas:review');
    expect(policyOf('GET', '/api/revision/colaboraciones')).toBe('entregas:review');
    expect(policyOf('GET', '/api/revision/colaboraciones/:id/entregas')).toBe('entregas:review');
    expect(policyOf('POST', '/api/revision/colaboraciones/:id/aprobar')).toBe('entregas:review');
    expect(policyOf('POST', '/api/revision/colaboraciones/:id/solicitar-cambios')).toBe('entregas:review');
    expect(policyOf('GET', '/api/dashboard')).toBe('dashboard:view');
    expect(policyOf('GET', '/api/logistica')).toBe('logistica:view');
    expect(policyOf('GET', '/api/galeria')).toBe('contenido:view');
    expect(policyOf('GET', '/api/colaboradoras')).toBe('colaboradoras:view');
    expect(policyOf('GET', '/api/colaboradoras/:id')).toBe('colaboradoras:view');
    expect(policyOf('POST', '/api/invitaciones')).toBe('roles:manage');
    expect(policyOf('GET', '/api/invitaciones/:token')).toBe('public');
    expect(policyOf('POST', '/api/invitaciones/:token/aceptar')).toBe('authenticated');
  });
});

describe('guard matrix', () => {
  const clients = new Map<string, TestClient>();
  beforeAll(async () => {
    for (const role of ROLES) clients.set(role, await ctx.loginAs(role));
    clients.set('none', await ctx.loginAs(null));
  });

  it('answers 401 to anonymous requests on every non-public API route', async () => {
    const anonymous = ctx.client();
    for (const r of apiRoutes()) {
      const res = await anonymous.request(r.method, fill(r.path), { json: r.method === 'GET' ? undefined : {} });
      expect(res.status, `${r.method} ${r.path}`).toBe(401);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 403 to every role that lacks the permission, and lets the others through the guard', async () => {
    for (const r of apiRoutes()) {
      for (const [role, client] of clients) {
        const res = await client.request(r.method, fill(r.path), { json: r.method === 'GET' ? undefined : {} });
        const allowed = r.policy === 'authenticated' || can(role === 'none' ? null : (role as (typeof ROLES)[number]), r.policy);
        if (allowed) expect([401, 403], `${role} ${r.method} ${r.path}`).not.toContain(res.status);
        else expect(res.status, `${role} ${r.method} ${r.path}`).toBe(403);
      }
    }
  });

  it('gives a colaboradora 403 on every staff-only route', async () => {
    const colaboradora = clients.get('colaboradora')!;
    const staffOnly = apiRoutes().filter((r) => r.policy !== 'authenticated' && !can('colaboradora', r.policy));
    expect(staffOnly.length).toBeGreaterThan(0);
    for (const r of staffOnly) {
      const res = await colaboradora.request(r.method, fill(r.path), { json: r.method === 'GET' ? undefined : {} });
      expect(res.status, `${r.method} ${r.path}`).toBe(403);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBe('FORBIDDEN');
    }
  });

  it('rejects a state-changing API call without our Origin', async () => {
    const admin = clients.get('admin')!;
    const target = clients.get('none') as TestClient & { userId: string };
    for (const origin of [false, 'https://evil.example'] as const) {
      const res = await admin.put(`/api/roles/users/${target.userId}`, { role: 'tienda' }, { origin });
      expect(res.status).toBe(403);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBe('BAD_ORIGIN');
    }
    expect((await admin.post('/api/anything', {}, { origin: false })).status).toBe(403);
    // Sign-in and sign-up too (login CSRF).
    for (const origin of [false, 'https://evil.example'] as const) {
      const res = await ctx.client().post('/api/auth/sign-in/email', { email: 'x@example.com', password: 'clave-de-prueba-1' }, { origin });
      expect(res.status).toBe(403);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBe('BAD_ORIGIN');
    }
  });
});

describe('platform endpoints', () => {
  it('serves liveness and readiness', async () => {
    const c = ctx.client();
    const live = await c.get('/healthz');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    expect((await c.get('/readyz')).status).toBe(200);
  });

  it('publishes the OpenAPI document with our paths', async () => {
    const res = await ctx.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await json<{ info: { title: string }; paths: Record<string, unknown> }>(res);
    expect(doc.info.title).toBe('Colabora API');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/me', '/api/roles/users', '/api/roles/users/{userId}', '/api/auth/sign-up/email', '/api/auth/sign-out']),
    );
  });

  it('serves the API reference from local files, without inline scripts', async () => {
    const c = ctx.client();
    const res = await c.get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).not.toMatch(/<script>(?!<)/);
    expect(html).not.toMatch(/https?:\/\//);
    for (const asset of ['swagger-ui.css', 'swagger-ui-bundle.js', 'init.js']) {
      expect((await c.get(`/api/docs/assets/${asset}`)).status, asset).toBe(200);
    }
    expect((await c.get('/api/docs/assets/..%2Fpackage.json')).status).toBe(404);
  });

  it('serves robots.txt for real', async () => {
    const res = await ctx.client().get('/robots.txt');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('User-agent: *\nDisallow: /api/\n');
  });

  it('refuses JSON bodies over 1 MiB', async () => {
    const res = await ctx.client().post('/api/auth/sign-in/email', { email: 'a@example.com', password: 'x'.repeat(1024 * 1024) });
    expect(res.status).toBe(413);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await ctx.client().get('/api/no-existe', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe('NOT_FOUND');
  });
});

/** What both header sets carry (http APP_URL here: no HSTS). */
function expectEveryAnswerHeaders(headers: Headers, what: string) {
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('cross-origin-resource-policy'), what).toBe('same-origin');
  expect(headers.get('strict-transport-security'), what).toBeNull();
  expect(headers.get('vary') ?? '', what).toContain('Accept-Encoding');
  expect(headers.get('x-request-id'), what).toMatch(/^[\w-]+$/);
}

/** The document policy: what the web's pages need, nothing more. */
function expectDocumentHeaders(headers: Headers, what: string) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("script-src 'self'");
  expect(csp, what).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expectEveryAnswerHeaders(headers, what);
}

/** A JSON answer is never a document: a policy that allows nothing (after OWASP's REST guidance). */
function expectApiHeaders(headers: Headers, what: string) {
  expect(headers.get('content-security-policy'), what).toBe("default-src 'none'; frame-ancestors 'none'");
  expectEveryAnswerHeaders(headers, what);
}

describe('security headers', () => {
  it('pages and files a browser may open get the document policy', async () => {
    for (const p of ['/', '/colaboradora/inicio', '/api/docs', '/api/files/entregas/no-existe.jpg']) {
      expectDocumentHeaders((await ctx.client().get(p, { headers: { accept: 'text/html' } })).headers, p);
    }
  });

  it('JSON answers under /api get the API policy, errors and sign-in included', async () => {
    for (const p of ['/api/me', '/api/no-existe', '/api/mis-colaboraciones']) expectApiHeaders((await ctx.client().get(p)).headers, p);
    const signIn = await ctx.client().post('/api/auth/sign-in/email', { email: 'nadie@example.com', password: 'contrasena-segura' });
    expectApiHeaders(signIn.headers, 'POST /api/auth/sign-in/email');
  });

  it('a request id a balancer sent is kept when it is plain, replaced when it is not', async () => {
    expect((await ctx.client().get('/healthz', { headers: { 'x-request-id': 'lb-123_abc=' } })).headers.get('x-request-id')).toBe('lb-123_abc=');
    const hostile = (await ctx.client().get('/healthz', { headers: { 'x-request-id': 'a b<script>' } })).headers.get('x-request-id');
    expect(hostile).not.toBe('a b<script>');
    expect(hostile).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('are the same through a real Node server, where they are written straight onto the Node response', async () => {
    // Under @hono/node-server the headers take another path (response-headers.ts): check it end to end.
    const { serve } = await import('@hono/node-server');
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
      const address = server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const page = await fetch(`${base}/colaboradora/inicio`, { headers: { accept: 'text/html' } });
      expectDocumentHeaders(page.headers, 'page over HTTP');
      // The page's own Vary (it depends on the session cookie) keeps Accept-Encoding.
      expect(page.headers.get('vary')).toBe('Accept-Encoding, Cookie');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      // The page's own policy (its inline script's hash) wins over the one set before the handler ran.
      expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[\w+/=]+';/);
      expectDocumentHeaders((await fetch(`${base}/assets/index-abc123.js`)).headers, 'asset over HTTP');
      const api = await fetch(`${base}/api/me`);
      expect(api.status).toBe(401);
      expectApiHeaders(api.headers, '/api/me over HTTP');
      expect(api.headers.get('content-type')).toContain('application/json');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the built web', () => {
  it('serves index.html for app routes, revalidated every time', async () => {
    for (const p of ['/', '/colaboradora/inicio', '/admin/roles']) {
      const res = await ctx.client().get(p, { headers: { accept: 'text/html' } });
      expect(res.status, p).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      // Marked as written by the server, with no preference cookie none written in (decision 104).
      expect(await res.text()).toBe(INDEX.replace('<html>', '<html data-prefs>'));
    }
  });

  it("writes the browser's interface preferences into <html> from their cookies, and varies on them (decision 104)", async () => {
    const res = await ctx.client().get('/entregas', { headers: { accept: 'text/html', cookie: 'colabora-pref-tema=dark; colabora-pref-modo-admin=1; colabora-pref-x=<b>; colabora-pref-tema=light' } });
    expect(res.status).toBe(200);
    // The first of a repeated name (the browser sends the most specific path first); markup never.
    expect(await res.text()).toContain('<html data-prefs data-pref-tema="dark" data-pref-modo-admin="1"><head>');
    expect(res.headers.get('vary')).toContain('Cookie');
  });

  it("allows index.html's inline script by its hash alone, and no inline script anywhere else (decision 100)", async () => {
    const hash = `'sha256-${createHash('sha256').update(THEME_INIT).digest('base64')}'`;
    const page = await ctx.client().get('/colaboradora/inicio', { headers: { accept: 'text/html' } });
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')}(;|$)`));
    expectDocumentHeaders(page.headers, 'index.html');
    // Every other document keeps the policy without it.
    const file = await ctx.client().get('/favicon.svg');
    expect(file.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(file.headers.get('content-security-policy')).not.toContain('sha256-');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await ctx.client().get('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it("sends the build's Brotli copy as it is, and compresses on the fly only what has no copy", async () => {
    const c = ctx.client();
    const br = await c.get('/assets/portal-def456.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(PORTAL);
    // A client without Brotli gets gzip made per request (no .gz copy here); one without either, the file.
    const gz = await c.get('/assets/portal-def456.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(PORTAL);
    const plain = await c.get('/assets/portal-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(PORTAL);
  });

  it('serves the app for client routes whatever the Accept header (curl, link checkers)', async () => {
    const res = await ctx.client().get('/auth', { headers: { accept: '*/*' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX.replace('<html>', '<html data-prefs>'));
  });

  it('serves the service worker and the manifest with their types, revalidated on every fetch', async () => {
    const c = ctx.client();
    // As a browser fetches a worker's script to install it or check for an update.
    const sw = await c.get('/sw.js', { headers: { accept: '*/*', 'service-worker': 'script', 'accept-encoding': 'gzip, br' } });
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-security-policy')).toContain("default-src 'self'");
    const manifest = await c.get('/manifest.webmanifest', { headers: { accept: '*/*' } });
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toMatchObject({ name: 'Colabora', lang: 'es-MX' });
    // Hashed files keep their year, whatever the worker precaches.
    expect((await c.get('/assets/index-abc123.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves other public files and 404s missing non-HTML ones', async () => {
    const c = ctx.client();
    expect((await c.get('/favicon.svg')).status).toBe(200);
    expect((await c.get('/assets/missing.js', { headers: { accept: '*/*' } })).status).toBe(404);
  });
});
