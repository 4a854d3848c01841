import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '../db/schema';
import { createTestContext, json, type TestContext } from '../test/context';

type Me = { user: { id: string; email: string; fullName: string }; role: string | null };
type ErrorBody = { error: { code: string; message: string } };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('sign-up', () => {
  it('makes the first account admin and every later one waits with no role', async () => {
    const first = ctx.client();
    const res = await first.signUp('primera@example.com', '  Ana Pérez ', 'clave-de-prueba-1');
    expect(res.status).toBe(200);
    const me = await json<Me>(await first.get('/api/me'));
    expect(me).toMatchObject({ user: { email: 'primera@example.com', fullName: 'Ana Pérez' }, role: 'admin' });

    const second = ctx.client();
    expect((await second.signUp('segunda@example.com', 'Bea', 'clave-de-prueba-2')).status).toBe(200);
    const me2 = await json<Me>(await second.get('/api/me'));
    expect(me2.role).toBeNull();
    const rows = await ctx.db.select().from(userRoles).where(eq(userRoles.userId, me2.user.id));
    expect(rows).toHaveLength(0);
  });

  it('gives exactly one admin when two first sign-ups race', async () => {
    const fresh = await createTestContext();
    try {
      const clients = Array.from({ length: 4 }, () => fresh.client());
      const results = await Promise.all(clients.map((c, i) => c.signUp(`carrera${i}@example.com`, `Persona ${i}`, 'clave-de-prueba-1')));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const admins = await fresh.db.select().from(userRoles).where(eq(userRoles.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it.each([
    ['an invalid email', { email: 'no-es-correo', name: 'Ana', password: 'clave-de-prueba-1' }, 'Email inválido'],
    ['a short password', { email: 'a@example.com', name: 'Ana', password: '1234567' }, 'La contraseña debe tener al menos 8 caracteres'],
    ['a long password', { email: 'a@example.com', name: 'Ana', password: 'x'.repeat(73) }, 'Contraseña demasiado larga'],
    ['an empty name', { email: 'a@example.com', name: '   ', password: 'clave-de-prueba-1' }, 'El nombre es requerido'],
    ['a name of 101 characters', { email: 'a@example.com', name: 'n'.repeat(101), password: 'clave-de-prueba-1' }, 'Nombre demasiado largo'],
    ['no password', { email: 'a@example.com', name: 'Ana' }, 'Escribe tu correo y tu contraseña.'],
  ])('rejects %s with the spec message', async (_label, body, message) => {
    const res = await ctx.client().post('/api/auth/sign-up/email', body);
    expect(res.status).toBe(400);
    expect(await json<ErrorBody>(res)).toEqual({ error: { code: 'VALIDATION', message } });
  });

  it('answers a taken email like a new one, without a session (decision 058; auth-holes.test.ts)', async () => {
    await ctx.client().signUp('repetida@example.com', 'Uno', 'clave-de-prueba-1');
    const second = ctx.client();
    const res = await second.signUp('Repetida@example.com', 'Dos', 'clave-de-prueba-2');
    expect(res.status).toBe(200);
    expect(await json<{ user: { email: string; name: string } }>(res)).toMatchObject({ user: { email: 'repetida@example.com', name: 'Dos' } });
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);
    expect((await second.get('/api/me')).status).toBe(401);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await ctx.client().signUp('galleta@example.com', 'Galleta', 'clave-de-prueba-1');
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });
});

describe('sign-in', () => {
  beforeAll(async () => {
    await ctx.client().signUp('lucia@example.com', 'Lucía', 'contrasena-buena');
  });

  it('signs in with the right password', async () => {
    const c = ctx.client();
    expect((await c.signIn('lucia@example.com', 'contrasena-buena')).status).toBe(200);
    expect((await c.get('/api/me')).status).toBe(200);
  });

  it('rejects a wrong password with the spec message', async () => {
    const res = await ctx.client().signIn('lucia@example.com', 'contrasena-mala');
    expect(res.status).toBe(401);
    expect(await json<ErrorBody>(res)).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'Correo o contraseña incorrectos' } });
  });

  it('rejects an unknown email the same way', async () => {
    const res = await ctx.client().signIn('nadie@example.com', 'contrasena-mala');
    expect(res.status).toBe(401);
    expect((await json<ErrorBody>(res)).error.message).toBe('Correo o contraseña incorrectos');
  });

  it('stops twenty wrong passwords in a row from one address', async () => {
    const attacker = ctx.client();
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 20; i++) {
      const res = await attacker.signIn('lucia@example.com', `mala-${i}-contrasena`);
      statuses.push(res.status);
      if (res.status === 429) limited ??= res;
    }
    expect(statuses).toContain(429);
    expect(statuses.slice(0, ctx.config.authRateLimitMax).every((s) => s === 401)).toBe(true);
    expect(limited?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await json<ErrorBody>(limited!)).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // Someone else, from another address, is not affected.
    expect((await ctx.client().signIn('lucia@example.com', 'contrasena-buena')).status).toBe(200);
  });

  it('lets a person sign in and out a few times a minute', async () => {
    const c = ctx.client();
    for (let i = 0; i < 4; i++) {
      expect((await c.signIn('lucia@example.com', 'contrasena-buena')).status).toBe(200);
      expect((await c.signOut()).status).toBe(200);
    }
  });
});

describe('sign-out', () => {
  it('ends every session of the person (scope=global)', async () => {
    const laptop = ctx.client();
    const phone = ctx.client();
    await laptop.signUp('dos-sesiones@example.com', 'Dos Sesiones', 'clave-de-prueba-1');
    expect((await phone.signIn('dos-sesiones@example.com', 'clave-de-prueba-1')).status).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(200);

    const out = await laptop.signOut();
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((c) => /session_token=;|Max-Age=0/i.test(c))).toBe(true);

    expect((await laptop.get('/api/me')).status).toBe(401);
    const res = await phone.get('/api/me');
    expect(res.status).toBe(401);
    expect((await json<ErrorBody>(res)).error.code).toBe('UNAUTHENTICATED');
  });
});

describe('better-auth answers', () => {
  it('never echo the session token in JSON (the HttpOnly cookie is the session)', async () => {
    const c = ctx.client();
    const up = await c.signUp('sin-token@example.com', 'Sin Token', 'clave-de-prueba-1');
    expect(await up.json()).not.toHaveProperty('token');
    const res = await c.get('/api/auth/get-session');
    expect(res.status).toBe(200);
    const body = await json<{ session: Record<string, unknown>; user: { email: string } }>(res);
    expect(body.user.email).toBe('sin-token@example.com');
    expect(body.session).not.toHaveProperty('token');
    const signIn = await c.signIn('sin-token@example.com', 'clave-de-prueba-1');
    expect(signIn.headers.getSetCookie().some((x) => x.includes('session_token='))).toBe(true);
    expect(await signIn.json()).not.toHaveProperty('token');
  });

  it('expose only the endpoints the product uses', async () => {
    const c = ctx.client();
    await c.signUp('solo-estas@example.com', 'Solo Estas', 'clave-de-prueba-1');
    for (const [method, p] of [
      ['GET', '/api/auth/no-existe'],
      ['POST', '/api/auth/update-user'],
      ['POST', '/api/auth/delete-user'],
      ['GET', '/api/auth/list-sessions'],
    ] as const) {
      const res = await c.request(method, p, { json: method === 'POST' ? { name: 'x'.repeat(500) } : undefined });
      expect(res.status, p).toBe(404);
      expect((await json<ErrorBody>(res)).error.code).toBe('NOT_FOUND');
    }
    expect((await json<{ user: { fullName: string } }>(await c.get('/api/me'))).user.fullName).toBe('Solo Estas');
  });

  it('rewrite their errors to our format with Spanish text', async () => {
    const c = ctx.client();
    await c.signUp('cambio@example.com', 'Cambio', 'clave-de-prueba-1');
    const res = await c.post('/api/auth/change-password', { currentPassword: 'equivocada1', newPassword: 'clave-de-prueba-2' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    const body = await json<ErrorBody>(res);
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error.message).toMatch(/[áéíóúñ]|Ocurrió un error|Correo o contraseña incorrectos/);
  });
});

describe('behind https', () => {
  it('marks the session cookie Secure and sends HSTS', async () => {
    const https = await createTestContext({ env: { APP_URL: 'https://colabora.example' } });
    try {
      const res = await https.client().signUp('segura@example.com', 'Segura', 'clave-de-prueba-1');
      expect(res.status).toBe(200);
      const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
      expect(cookie).toMatch(/^__Secure-/);
      expect(cookie).toMatch(/; Secure/i);
      const me = await https.client().get('/api/me');
      expect(me.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await https.close();
    }
  });
});
