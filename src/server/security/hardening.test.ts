import { scryptSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS } from '../auth/auth-routes';
import { accounts, profiles, sessions } from '../db/schema';
import { listRoutePolicies } from '../http/policy';
import { BAJA_PATH } from '../features/avisos/avisos.routes';
import { WEBHOOK_PATH } from '../shopify/webhooks/topics';
import { INSTAGRAM_WEBHOOK_PATH } from '../features/conexiones/conexiones.service';
import { ERROR_MESSAGES } from '../../shared/errors';
import { createTestContext, json, type TestContext } from '../test/context';

// Issue 7 item 5: the auth hardening, proven against the real app (better-auth, our Hono layer, the DB).
type ErrorBody = { error: { code: string; message: string } };
const RATE_LIMITED = { error: { code: 'RATE_LIMITED', message: ERROR_MESSAGES.RATE_LIMITED } };
const BAD_ORIGIN = { error: { code: 'BAD_ORIGIN', message: ERROR_MESSAGES.BAD_ORIGIN } };
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SEVEN_DAYS = 7 * 24 * 60 * 60;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { AUTH_RATE_LIMIT_MAX: '3', AUTH_SIGNUP_RATE_LIMIT_MAX: '2' } });
});
afterAll(() => ctx.close());

describe('rate limits', () => {
  it('answer 429 in Spanish after the configured sign-in attempts, per client address', async () => {
    await ctx.client().signUp('limite@example.com', 'Límite', 'contrasena-buena');
    const attacker = ctx.client();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await attacker.signIn('limite@example.com', `mala-${i}-clave`)).status);
    expect(statuses).toEqual([401, 401, 401]);
    const blocked = await attacker.signIn('limite@example.com', 'contrasena-buena');
    expect(blocked.status).toBe(429);
    expect(await json<ErrorBody>(blocked)).toEqual(RATE_LIMITED);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(blocked.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);
    // The rightful owner, from her own address, still gets in.
    expect((await ctx.client().signIn('limite@example.com', 'contrasena-buena')).status).toBe(200);
  });

  it('answer 429 in Spanish after the configured sign-ups from one address', async () => {
    const bot = ctx.client();
    expect((await bot.signUp('bot1@example.com', 'Bot Uno', 'clave-de-prueba-1')).status).toBe(200);
    expect((await bot.signUp('bot2@example.com', 'Bot Dos', 'clave-de-prueba-1')).status).toBe(200);
    const third = await bot.signUp('bot3@example.com', 'Bot Tres', 'clave-de-prueba-1');
    expect(third.status).toBe(429);
    expect(await json<ErrorBody>(third)).toEqual(RATE_LIMITED);
    // Nothing was created for the refused sign-up.
    expect(await ctx.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, 'bot3@example.com'))).toHaveLength(0);
    expect((await ctx.client().signUp('persona@example.com', 'Persona Real', 'clave-de-prueba-1')).status).toBe(200);
  });
});

/** The app on a real socket, so the client address is the TCP peer's and not a test's choice. */
async function listen(c: TestContext): Promise<{ url: string; close: () => Promise<void> }> {
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: c.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

async function signInOverSocket(url: string, forwardedFor: string): Promise<number> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email: 'socket@example.com', password: 'no-es-la-clave' }),
  });
  await res.arrayBuffer();
  return res.status;
}

describe('X-Forwarded-For', () => {
  it('is ignored without TRUST_PROXY: a client cannot pick a fresh rate-limit bucket per request', async () => {
    const direct = await createTestContext({ env: { TRUST_PROXY: 'false', AUTH_RATE_LIMIT_MAX: '3' } });
    const server = await listen(direct);
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 5; i++) statuses.push(await signInOverSocket(server.url, `203.0.113.${i}`));
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await server.close();
      await direct.close();
    }
  });

  it('names the client with TRUST_PROXY (the load balancer appends the real address)', async () => {
    const proxied = await createTestContext({ env: { TRUST_PROXY: 'true', AUTH_RATE_LIMIT_MAX: '3' } });
    const server = await listen(proxied);
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 5; i++) statuses.push(await signInOverSocket(server.url, `203.0.113.${i}`));
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      // Only the last hop counts: a client-written first hop does not change the bucket.
      const spoofed: number[] = [];
      for (let i = 1; i <= 4; i++) spoofed.push(await signInOverSocket(server.url, `198.51.100.${i}, 203.0.113.50`));
      expect(spoofed).toEqual([401, 401, 401, 429]);
    } finally {
      await server.close();
      await proxied.close();
    }
  });
});

function sessionCookie(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

function maxAge(cookie: string): number {
  return Number(/;\s*Max-Age=(\d+)/i.exec(cookie)?.[1]);
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and lives 7 days on http', async () => {
    const cookie = sessionCookie(await ctx.client().signUp('flags@example.com', 'Flags', 'clave-de-prueba-1'));
    expect(cookie).toMatch(/^better-auth\.session_token=/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
    expect(maxAge(cookie)).toBe(SEVEN_DAYS);
  });

  it('adds Secure and the __Secure- prefix when APP_URL is https', async () => {
    const https = await createTestContext({ env: { APP_URL: 'https://colabora.example' } });
    try {
      const c = https.client();
      const res = await c.signUp('segura2@example.com', 'Segura', 'clave-de-prueba-1');
      const cookie = sessionCookie(res);
      expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
      expect(maxAge(cookie)).toBe(SEVEN_DAYS);
      expect((await c.get('/api/me')).status).toBe(200);
    } finally {
      await https.close();
    }
  });
});

/** Every registered state-changing request, with its parameters filled in (the auth wildcard expanded). */
function stateChangingRequests(): { method: string; path: string }[] {
  const out: { method: string; path: string }[] = [];
  for (const route of listRoutePolicies()) {
    if (!STATE_CHANGING.has(route.method)) continue;
    if (route.path.endsWith('/*')) {
      const prefix = route.path.slice(0, -1);
      for (const endpoint of AUTH_ENDPOINTS) {
        const [method, p] = endpoint.split(' ') as [string, string];
        if (method === route.method && p.startsWith(prefix)) out.push({ method, path: p });
      }
      continue;
    }
    out.push({ method: route.method, path: route.path.replaceAll(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000001') });
  }
  return out;
}

describe('the Origin check', () => {
  it('covers every state-changing route the app registers', () => {
    const requests = stateChangingRequests();
    // The walk must see the whole API, not an empty registry.
    expect(requests.length).toBeGreaterThan(30);
    expect(requests).toContainEqual({ method: 'POST', path: '/api/auth/sign-in/email' });
    expect(requests).toContainEqual({ method: 'POST', path: WEBHOOK_PATH });
  });

  it('refuses every state-changing request without our Origin or with a foreign one (403 BAD_ORIGIN)', async () => {
    const admin = await ctx.loginAs('admin');
    const refused: string[] = [];
    for (const { method, path } of stateChangingRequests()) {
      if (path === WEBHOOK_PATH || path === INSTAGRAM_WEBHOOK_PATH || path === BAJA_PATH) continue;
      for (const origin of [false, 'https://evil.example', 'null', 'http://localhost:3000.evil.example'] as const) {
        const res = await admin.request(method, path, { json: {}, origin });
        const body = await res.text();
        if (res.status === 403 && body === JSON.stringify(BAD_ORIGIN)) refused.push(`${method} ${path} ${origin}`);
        else expect.fail(`${method} ${path} with origin ${String(origin)} answered ${res.status} ${body}`);
      }
    }
    expect(refused.length).toBe((stateChangingRequests().length - 3) * 4);
    // The session still works: the refused requests changed nothing, not even the person's sign-in.
    expect((await admin.get('/api/me')).status).toBe(200);
  });

  it('does not apply to the Shopify webhook, whose HMAC signature is its check', async () => {
    const res = await ctx.client().post(WEBHOOK_PATH, {}, { origin: false });
    expect(res.status).not.toBe(403);
    expect(res.status).toBe(401);
  });

  it('does not apply to the Instagram mentions webhook, whose X-Hub-Signature-256 is its check', async () => {
    const res = await ctx.client().post(INSTAGRAM_WEBHOOK_PATH, {}, { origin: false });
    expect(res.status).toBe(401);
    expect((await res.json()) as unknown).toEqual({ error: { code: 'WEBHOOK_INVALID', message: 'Firma del webhook no válida.' } });
  });

  it('does not apply to one-click unsubscribe (RFC 8058), whose signed token is its check and which acts on no session', async () => {
    const res = await ctx.client().post(`${BAJA_PATH}?t=falso.falso`, {}, { origin: false });
    expect(res.status).toBe(400);
    expect((await res.json()) as unknown).toEqual({ error: { code: 'BAJA_INVALIDA', message: 'Este enlace para dejar de recibir correos no es válido.' } });
  });

  it('lets our own pages through', async () => {
    const c = ctx.client();
    expect((await c.signUp('propia@example.com', 'Propia', 'clave-de-prueba-1')).status).toBe(200);
  });
});

describe('revocation', () => {
  it('sign-out ends every session of the person, effective on the very next request of each device', async () => {
    const laptop = ctx.client();
    const phone = ctx.client();
    const tablet = ctx.client();
    await laptop.signUp('tres-equipos@example.com', 'Tres Equipos', 'clave-de-prueba-1');
    const { id: userId } = (await json<{ user: { id: string } }>(await laptop.get('/api/me'))).user;
    expect((await phone.signIn('tres-equipos@example.com', 'clave-de-prueba-1')).status).toBe(200);
    expect((await tablet.signIn('tres-equipos@example.com', 'clave-de-prueba-1')).status).toBe(200);
    // Warm every device's session (an actor cache would now hold all three).
    for (const device of [laptop, phone, tablet]) expect((await device.get('/api/me')).status).toBe(200);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(3);

    expect((await phone.signOut()).status).toBe(200);

    for (const device of [laptop, phone, tablet]) {
      const res = await device.get('/api/me');
      expect(res.status).toBe(401);
      expect((await json<ErrorBody>(res)).error.code).toBe('UNAUTHENTICATED');
    }
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
    // A stolen copy of the old cookie is worth nothing either.
    const thief = ctx.client();
    for (const [k, v] of laptop.cookies) thief.cookies.set(k, v);
    expect((await thief.get('/api/me')).status).toBe(401);
  });

  // Through the API, as an admin does it: this instance forgets its cached actors on every write
  // (decision 017). A change written by another instance holds here within the cache's 5 s.
  it('a role changed by another admin holds from the demoted admin’s next request', async () => {
    const admin = await ctx.loginAs('admin');
    const other = await ctx.loginAs('admin');
    expect((await admin.get('/api/roles/users')).status).toBe(200);
    expect((await other.put(`/api/roles/users/${admin.userId}`, { role: 'tienda' })).status).toBe(200);
    const res = await admin.get('/api/roles/users');
    expect(res.status).toBe(403);
    expect((await json<ErrorBody>(res)).error.code).toBe('FORBIDDEN');
  });
});

describe('password hashing', () => {
  it('stores scrypt(N=16384, r=16, p=1, 64 bytes) with a 16-byte random salt, as docs/security.md says', async () => {
    const c = ctx.client();
    await c.signUp('hash@example.com', 'Hash', 'una-clave-larga');
    const { id: userId } = (await json<{ user: { id: string } }>(await c.get('/api/me'))).user;
    const [row] = await ctx.db.select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, userId));
    const stored = row?.password ?? '';
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    const [salt, key] = stored.split(':') as [string, string];
    const derived = scryptSync('una-clave-larga'.normalize('NFKC'), salt, 64, { N: 16384, r: 16, p: 1, maxmem: 64 * 1024 * 1024 });
    expect(derived.toString('hex')).toBe(key);
    // Two people with the same password get different hashes: the salt is per password.
    const other = ctx.client();
    await other.signUp('hash2@example.com', 'Hash Dos', 'una-clave-larga');
    const { id: otherId } = (await json<{ user: { id: string } }>(await other.get('/api/me'))).user;
    const [otherRow] = await ctx.db.select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, otherId));
    expect(otherRow?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(otherRow?.password?.split(':')[0]).not.toBe(salt);
  });
});
