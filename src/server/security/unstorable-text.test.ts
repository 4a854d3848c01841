import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../shared/errors';
import { AUTH_ENDPOINTS } from '../auth/auth-routes';
import { streamsOwnBody } from '../http/policy';
import { WEBHOOK_PATH } from '../shopify/webhooks/topics';
import { INSTAGRAM_WEBHOOK_PATH } from '../features/conexiones/conexiones.service';
import { png } from '../test/fixtures/images';
import { createTestContext, TEST_APP_URL, type TestContext } from '../test/context';

/**
 * Issue 26 item 2 (decision 060): a NUL or a lone surrogate in any string a request carries answers
 * 400 TEXT_NOT_STORABLE with our Spanish error, on every registered /api route, before anything reads
 * the database: the hostile test found a lone surrogate in a rating comment and a NUL in a reset token
 * answering 500, and a NUL in an export filter cutting the CSV stream short.
 *
 * Requests are anonymous on purpose: the rule runs before the actor is resolved, so it needs no session,
 * and a 401 here would mean the guard (which reads the session) ran first.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const ID = '7d1c6a8e-2f5b-4c1e-9a3d-1b2c3d4e5f60';

/** Every registered API route as [method, a concrete path], better-auth's wildcard as its endpoints. */
function routes(): [string, string][] {
  const seen = new Set<string>();
  const out: [string, string][] = [];
  for (const r of ctx.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/')) continue;
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (r.path === '/api/auth/*') continue;
    out.push([r.method, r.path.replaceAll(/:\w+(\{.+?\})?/g, ID).replace(/\*$/, ID)]);
  }
  for (const endpoint of AUTH_ENDPOINTS) {
    const [method, path] = endpoint.split(' ') as [string, string];
    out.push([method, path]);
  }
  return out;
}

const BAD = { nul: 'a\u0000b', surrogate: 'a\uD800b', lowSurrogate: '\uDE00' } as const;

async function expectRefused(label: string, res: Response, wrong: string[]): Promise<void> {
  const text = res.status === 400 ? await res.text() : (await res.text()).slice(0, 160);
  if (res.status !== 400) {
    wrong.push(`${label}: ${res.status} ${text}`);
    return;
  }
  const expected = JSON.stringify({ error: { code: 'TEXT_NOT_STORABLE', message: ERROR_MESSAGES.TEXT_NOT_STORABLE } });
  if (text !== expected) wrong.push(`${label}: ${text}`);
}

const send = (method: string, path: string, init: { body?: BodyInit; type?: string } = {}) =>
  ctx.app.request(`${TEST_APP_URL}${path}`, {
    method,
    headers: { origin: TEST_APP_URL, ...(init.type ? { 'content-type': init.type } : {}) },
    ...(init.body === undefined ? {} : { body: init.body }),
  });

describe('strings the database cannot store (issue 26, decision 060)', () => {
  it('walks at least the routes the hostile test hit', () => {
    const all = routes().map(([m, p]) => `${m} ${p}`);
    expect(all).toContain('POST /api/auth/reset-password');
    expect(all.some((r) => r.startsWith('GET /api/exportar/'))).toBe(true);
    expect(all.length).toBeGreaterThan(60);
  });

  it('refuses a NUL in a path segment and in a query string on every route', async () => {
    const wrong: string[] = [];
    for (const [method, path] of routes()) {
      const segments = path.split('/');
      // The last segment: a parameter where the route has one, the route's own name otherwise.
      segments[segments.length - 1] = `${segments.at(-1)}${encodeURIComponent(BAD.nul)}`;
      await expectRefused(`${method} ${segments.join('/')}`, await send(method, segments.join('/')), wrong);
      for (const query of [`q=${encodeURIComponent(BAD.nul)}`, `${encodeURIComponent(BAD.nul)}=1`, `estado=x&mes=%00`]) {
        await expectRefused(`${method} ${path}?${query}`, await send(method, `${path}?${query}`), wrong);
      }
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('refuses NUL and lone surrogates anywhere in a JSON, form or multipart body on every route that reads one', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const [method, path] of routes()) {
      if (method === 'GET' || method === 'HEAD') continue;
      // Uploads stream their own bodies (their form fields have their own test); the store's webhook
      // body is signed store data (decision 060).
      // Both store webhooks check their signature over the raw bytes before reading anything (decision 060).
      if (path === WEBHOOK_PATH || path === INSTAGRAM_WEBHOOK_PATH || streamsOwnBody(method, path)) continue;
      checked += 1;
      for (const [kind, bad] of Object.entries(BAD)) {
        const bodies: [string, string, BodyInit][] = [
          [`JSON value ${kind}`, 'application/json', JSON.stringify({ token: bad, comentario: bad, newPassword: 'contrasena-segura' })],
          [`nested JSON ${kind}`, 'application/json', JSON.stringify({ a: [{ b: { c: [bad] } }] })],
          [`JSON key ${kind}`, 'application/json', JSON.stringify({ [bad]: 1 })],
          // better-auth parses JSON whatever the label says.
          [`unlabelled JSON ${kind}`, 'text/plain', JSON.stringify({ token: bad })],
        ];
        // Forms travel as UTF-8, which has no lone surrogates (they arrive as U+FFFD): NUL only.
        if (bad === BAD.nul) {
          bodies.push([`form ${kind}`, 'application/x-www-form-urlencoded', new URLSearchParams({ token: bad }).toString()]);
          const form = new FormData();
          form.set('texto', bad);
          bodies.push([`multipart ${kind}`, '', form]);
        }
        for (const [label, type, body] of bodies) {
          await expectRefused(`${method} ${path} [${label}]`, await send(method, path, { body, ...(type ? { type } : {}) }), wrong);
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
  }, 60_000);

  it("refuses a NUL in a streamed image upload's text field (the upload reads its own form)", async () => {
    const creator = await ctx.loginAs('colaboradora');
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await png(8, 8))], { type: 'image/png' }), 'foto.png');
    form.set('texto', BAD.nul);
    const wrong: string[] = [];
    await expectRefused('POST /api/perfil/avatar', await creator.postForm('/api/perfil/avatar', form), wrong);
    expect(wrong).toEqual([]);
  });

  it('lets emoji, accents and escaped text through to the route (here, its guard)', async () => {
    const res = await send('POST', '/api/auth/reset-password', {
      type: 'application/json',
      body: JSON.stringify({ token: 'ñandú 🎉 \\u0000 %00', newPassword: 'contrasena-segura' }),
    });
    expect(res.status).not.toBe(500);
    expect(((await res.json()) as { error: { code: string } }).error.code).not.toBe('TEXT_NOT_STORABLE');
    const exported = await send('GET', `/api/exportar/colaboraciones?q=${encodeURIComponent('Núñez 👖')}`);
    expect(exported.status).toBe(401);
  });
});
