import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnlaceContrasenaResponse } from '../../shared/schemas/avisos';
import { listRoutePolicies } from '../http/policy';
import { sessions, trabajos, verifications } from '../db/schema';
import { createTestContext, json, type TestContext } from '../test/context';
import { startTestMail, type TestMail } from '../test/mail';
import { englishIn } from '../test/security/spanish-text';
import { AUTH_ENDPOINTS } from './auth-routes';

// Issue 26 item 2, the auth holes a hostile test found (decision 058). Each case failed on the main it
// was written against.
let ctx: TestContext;
let mail: TestMail;
beforeAll(async () => {
  ctx = await createTestContext();
  mail = await startTestMail(ctx);
});
afterAll(async () => {
  await mail?.close();
  await ctx?.close();
});

type ErrorBody = { error: { code: string; message: string } };
const INVALID_LINK = { error: { code: 'RESET_TOKEN_INVALID', message: 'El enlace no es válido o ya venció. Pide uno nuevo.' } };
const COMMON = 'Esa contraseña es muy común. Elige una más difícil de adivinar.';

async function person() {
  const email = `hueco-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const client = await ctx.loginAs('colaboradora', { email, name: 'Marta Ríos' });
  return Object.assign(client, { email });
}

/** Asks for a link by email and reads it from the message that arrives. */
async function emailedLink(email: string): Promise<string> {
  const before = new Set(mail.catcher.messages);
  expect((await ctx.client().post('/api/auth/request-password-reset', { email })).status).toBe(200);
  await mail.drain();
  const message = await mail.catcher.waitFor((m) => !before.has(m) && m.to.includes(email) && m.subject === 'Restablece tu contraseña de Colabora', 5_000);
  const match = /\/auth\/nueva-contrasena\?token=([\w-]+)/.exec(message.text);
  if (!match) throw new Error(`no link in: ${message.text}`);
  return match[1]!;
}

async function adminLink(userId: string): Promise<string> {
  const admin = await ctx.loginAs('admin');
  const res = await admin.post(`/api/roles/users/${userId}/enlace-contrasena`, {});
  expect(res.status).toBe(200);
  return new URL((await json<EnlaceContrasenaResponse>(res)).enlace).searchParams.get('token')!;
}

const reset = (token: string, newPassword: string) => ctx.client().post('/api/auth/reset-password', { token, newPassword });

// Each of these hashes passwords (scrypt) five to eight times and waits for mail: seconds on a quiet
// machine, more than the default 30 s on a busy one.
const HASHING = 90_000;

describe('every reset link of a person dies when her password changes', () => {
  it('by a change in her account: emailed and admin-made links alike', async () => {
    const marta = await person();
    const emailed = await emailedLink(marta.email);
    const made = await adminLink(marta.userId);
    const changed = await marta.post('/api/auth/change-password', { currentPassword: 'contrasena-segura', newPassword: 'lluvia-sobre-el-mar' });
    expect(changed.status).toBe(200);
    for (const token of [emailed, made]) {
      const res = await reset(token, 'otra-clave-de-ella');
      expect(res.status).toBe(400);
      expect(await json<ErrorBody>(res)).toEqual(INVALID_LINK);
    }
    expect((await ctx.client().signIn(marta.email, 'lluvia-sobre-el-mar')).status).toBe(200);
  }, HASHING);

  it('when another of her links is used, an admin-made one included', async () => {
    const marta = await person();
    const first = await emailedLink(marta.email);
    const second = await emailedLink(marta.email);
    const made = await adminLink(marta.userId);
    expect((await reset(made, 'faro-del-norte-7')).status).toBe(200);
    for (const token of [first, second]) expect(await json<ErrorBody>(await reset(token, 'otra-clave-de-ella'))).toEqual(INVALID_LINK);
    expect((await ctx.client().signIn(marta.email, 'faro-del-norte-7')).status).toBe(200);

    const later = await adminLink(marta.userId);
    const emailed = await emailedLink(marta.email);
    expect((await reset(emailed, 'faro-del-sur-8')).status).toBe(200);
    expect(await json<ErrorBody>(await reset(later, 'otra-clave-de-ella'))).toEqual(INVALID_LINK);
    const left = await ctx.db
      .select()
      .from(verifications)
      .where(and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, marta.userId)));
    expect(left).toEqual([]);
  }, HASHING);

  it('a NUL or a lone surrogate in a token is a 400, not a 500', async () => {
    for (const token of ['abc\u0000def', '\u0000', 'abc\uD800']) {
      const res = await reset(token, 'girasoles-de-octubre');
      expect(res.status, JSON.stringify(token)).toBe(400);
      // The one rule for every route (http/storable-text.ts) answers before the reset is read.
      expect((await json<ErrorBody>(res)).error.code).toBe('TEXT_NOT_STORABLE');
    }
  });

  it('NUL or lone surrogates anywhere in an auth body are a Spanish 400 before any query', async () => {
    const bodies: [string, unknown][] = [
      ['/api/auth/sign-in/email', { email: 'a\u0000@example.com', password: 'clave-de-prueba-1' }],
      ['/api/auth/sign-in/email', { email: 'a@example.com', password: 'contra\uDC00sena' }],
      ['/api/auth/sign-up/email', { email: 'b@example.com', password: 'contrasena-larga', name: 'Ana\u0000' }],
      ['/api/auth/request-password-reset', { email: 'c\u0000@example.com' }],
    ];
    for (const [path, body] of bodies) {
      const res = await ctx.client().post(path, body);
      expect(res.status, path).toBe(400);
      expect((await json<ErrorBody>(res)).error.code).toBe('TEXT_NOT_STORABLE');
    }
  });
});

describe('new passwords are compared after NFKC normalization, with repetition and padding caught', () => {
  it.each([
    ['full-width digits', '１２３４５６７８'],
    ['one digit repeated', '00000000'],
    ['one letter repeated', 'aaaaaaaa'],
    ['a short pattern repeated', 'abcabcabc'],
    ['the brand', 'colabora'],
    ['the brand, in capitals and padded', '  COLABORA2026 '],
    ['a common one padded with spaces', '   password   '],
    ['a common one padded with symbols', 'qwerty!!!!'],
    ['a common one padded with a repeated digit', 'password1111'],
    ['a Spanish one', 'tequieromucho'],
    ['a Spanish one with digits', 'contraseña123'],
    ['full-width letters', 'ｐａｓｓｗｏｒｄ'],
  ])('refuses %s', async (_label, password) => {
    const res = await ctx.client().signUp(`comun-${Math.random().toString(36).slice(2, 8)}@example.com`, 'Ana', password);
    expect(res.status).toBe(400);
    expect(await json<ErrorBody>(res)).toEqual({ error: { code: 'VALIDATION', message: COMMON } });
  });

  it('still accepts a password that is only unusual', async () => {
    expect((await ctx.client().signUp('rara@example.com', 'Rara', 'girasol azul de marzo')).status).toBe(200);
  });
});

describe('auth answers in Spanish', () => {
  it.each([
    ['/api/auth/sign-in/email', {}],
    ['/api/auth/sign-in/email', { email: 'a@example.com' }],
    ['/api/auth/sign-in/email', { password: 'clave-de-prueba-1' }],
    ['/api/auth/sign-up/email', { name: 'Ana', email: 'a@example.com' }],
    ['/api/auth/sign-up/email', { name: 'Ana', password: 'clave-de-prueba-1' }],
  ])('missing credentials on %s', async (path, body) => {
    const res = await ctx.client().post(path, body);
    expect(res.status).toBe(400);
    const { error } = await json<ErrorBody>(res);
    expect(error).toEqual({ code: 'VALIDATION', message: 'Escribe tu correo y tu contraseña.' });
    expect(englishIn(error.message)).toEqual([]);
  });
});

describe('sign-out', () => {
  it('succeeds without a body, or with a body that is not JSON, and ends every session', async () => {
    for (const options of [{}, { headers: { 'content-type': 'text/plain' } }]) {
      const marta = await person();
      const phone = ctx.client();
      expect((await phone.signIn(marta.email, 'contrasena-segura')).status).toBe(200);
      const out = await marta.request('POST', '/api/auth/sign-out', options);
      expect(out.status).toBe(200);
      expect(await out.json()).toEqual({ success: true });
      expect((await phone.get('/api/me')).status).toBe(401);
      expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, marta.userId))).toEqual([]);
    }
  }, HASHING);
});

describe('sign-up does not tell whether an address has an account', () => {
  it('answers a taken address like a new one, signs nobody in, and mails the owner', async () => {
    const owner = await person();
    const fresh = ctx.client();
    const created = await fresh.signUp(`nueva-${Math.random().toString(36).slice(2, 8)}@example.com`, 'Nueva', 'contrasena-nueva-1');
    const intruder = ctx.client();
    const taken = await intruder.signUp(owner.email.toUpperCase(), 'Intrusa', 'contrasena-intrusa-1');
    expect(taken.status).toBe(created.status);
    expect(taken.status).toBe(200);
    const shape = (v: unknown): unknown =>
      v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)])) : typeof v;
    expect(shape(await taken.json())).toEqual(shape(await created.json()));
    expect((await intruder.get('/api/me')).status).toBe(401);
    // Her password is unchanged and nobody else got in.
    expect((await ctx.client().signIn(owner.email, 'contrasena-segura')).status).toBe(200);
    expect((await ctx.client().signIn(owner.email, 'contrasena-intrusa-1')).status).toBe(401);

    await mail.drain();
    const message = await mail.catcher.waitFor((m) => m.to.includes(owner.email) && m.subject.includes('cuenta'), 5_000);
    expect(message.subject).toBe('Ya tienes una cuenta en Colabora');
    expect(message.text).toContain('/auth/recuperar');
  }, HASHING);
});

describe('sign-up of a taken address goes through the same checks as a new one', () => {
  it('from another site: the same 403, and no email', async () => {
    const owner = await person();
    const statuses: number[] = [];
    for (const email of [owner.email, `otra-${Math.random().toString(36).slice(2, 8)}@example.com`]) {
      const res = await ctx.client().post('/api/auth/sign-up/email', { email, name: 'Intrusa', password: 'contrasena-intrusa-1' }, { origin: 'https://malicioso.example' });
      statuses.push(res.status);
      expect((await json<ErrorBody>(res)).error.code).toBe('BAD_ORIGIN');
    }
    expect(statuses).toEqual([403, 403]);
    const notices = await ctx.db.select().from(trabajos).where(eq(trabajos.tipo, 'cuenta-existente'));
    expect(notices.filter((j) => j.datos.email === owner.email)).toEqual([]);
  });
});

describe('a reset request does the same work for known and unknown addresses', () => {
  it('queues one job either way and makes no token while answering', async () => {
    const marta = await person();
    for (const email of [marta.email, `nadie-${Math.random().toString(36).slice(2, 8)}@example.com`]) {
      const tokensBefore = await ctx.db.select().from(verifications).where(like(verifications.identifier, 'reset-password:%'));
      expect((await ctx.client().post('/api/auth/request-password-reset', { email })).status).toBe(200);
      const jobs = await ctx.db.select().from(trabajos).where(and(eq(trabajos.tipo, 'recuperacion'), eq(trabajos.estado, 'pendiente')));
      expect(jobs.filter((j) => j.datos.email === email)).toHaveLength(1);
      const tokensAfter = await ctx.db.select().from(verifications).where(like(verifications.identifier, 'reset-password:%'));
      expect(tokensAfter).toHaveLength(tokensBefore.length);
      await mail.drain();
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists every registered route', async () => {
    const doc = await json<{ paths: Record<string, Record<string, unknown>> }>(await ctx.client().get('/api/openapi.json'));
    const routes = listRoutePolicies().flatMap((r) =>
      r.path === '/api/auth/*' ? [...AUTH_ENDPOINTS].filter((e) => e.startsWith(`${r.method} `)).map((e) => ({ method: r.method, path: e.split(' ')[1]! })) : [r],
    );
    // The web's files (the SPA and robots.txt) are not the API.
    const api = routes.filter((r) => r.path !== '/*' && r.path !== '/robots.txt');
    expect(api.length).toBeGreaterThan(50);
    // ':id' is '{id}'; a parameter with a pattern (':key{.+}') keeps it, as @hono/zod-openapi writes it.
    const documented = (p: string) => p.replaceAll(/:(\w+)(\{[^}]*\})?/g, '{$1$2}');
    const missing = api.filter((r) => !doc.paths[documented(r.path)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });
});
