import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, profiles, sessions } from '../db/schema';
import { ERROR_MESSAGES } from '../../shared/errors';
import { createTestContext, json, type TestClient, type TestContext } from '../test/context';
import { createAuth } from './auth';

// Issue 14 item 6 (decision 030): common passwords refused, and 'Cambiar contraseña' ending the other sessions.
type ErrorBody = { error: { code: string; message: string } };
type Me = { user: { id: string; email: string } };

const COMMON = 'Esa contraseña es muy común. Elige una más difícil de adivinar.';
const SAME_AS_EMAIL = 'La contraseña no puede ser igual a tu correo.';
const WRONG_CURRENT = { error: { code: 'CURRENT_PASSWORD_WRONG', message: 'La contraseña actual no es correcta' } };
const CHANGE = '/api/auth/change-password';
const validation = (message: string) => ({ error: { code: 'VALIDATION', message } });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let seq = 0;
async function person(password = 'clave-de-inicio-7'): Promise<{ client: TestClient; email: string; userId: string; password: string }> {
  seq += 1;
  const email = `persona-${seq}@example.com`;
  const client = ctx.client();
  const res = await client.signUp(email, `Persona ${seq}`, password);
  expect(res.status, await res.clone().text()).toBe(200);
  const { user } = await json<Me>(await client.get('/api/me'));
  return { client, email, userId: user.id, password };
}

async function signedIn(email: string, password: string): Promise<TestClient> {
  const client = ctx.client();
  expect((await client.signIn(email, password)).status).toBe(200);
  return client;
}

/** The session token a client's cookie carries (the part before the signature). */
function tokenOf(client: TestClient): string {
  const value = [...client.cookies].find(([name]) => name.endsWith('session_token'))?.[1] ?? '';
  return decodeURIComponent(value).split('.')[0] ?? '';
}

async function sessionTokens(userId: string): Promise<string[]> {
  return (await ctx.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, userId))).map((s) => s.token);
}

async function passwordHash(userId: string): Promise<string | null> {
  const [row] = await ctx.db.select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, userId));
  return row?.password ?? null;
}

describe('sign-up refuses the most common passwords', () => {
  it.each(['12345678', 'password', 'Password123', 'qwerty123', 'iloveyou', 'Contraseña'])('refuses %s in Spanish and creates nothing', async (password) => {
    const email = `comun-${password.length}-${seq++}@example.com`;
    const res = await ctx.client().signUp(email, 'Ana', password);
    expect(res.status).toBe(400);
    expect(await json<ErrorBody>(res)).toEqual(validation(COMMON));
    expect(await ctx.db.select().from(profiles).where(eq(profiles.email, email))).toHaveLength(0);
  });

  it('refuses a password equal to the email', async () => {
    const res = await ctx.client().signUp('igual.al.correo@example.com', 'Igual', 'Igual.Al.Correo@example.com');
    expect(res.status).toBe(400);
    expect(await json<ErrorBody>(res)).toEqual(validation(SAME_AS_EMAIL));
  });

  it('keeps the spec order: the length rule is reported before the list', async () => {
    const res = await ctx.client().signUp('orden@example.com', 'Orden', '1234567');
    expect(await json<ErrorBody>(res)).toEqual(validation('La contraseña debe tener al menos 8 caracteres'));
  });

  it('accepts an uncommon password', async () => {
    expect((await ctx.client().signUp('poco-comun@example.com', 'Poco Común', 'mi perro come tacos')).status).toBe(200);
  });
});

describe('POST /api/auth/change-password', () => {
  it('answers 401 in Spanish without a session', async () => {
    const res = await ctx.client().post(CHANGE, { currentPassword: 'clave-de-inicio-7', newPassword: 'otra-clave-larga-9' });
    expect(res.status).toBe(401);
    expect(await json<ErrorBody>(res)).toEqual({ error: { code: 'UNAUTHENTICATED', message: ERROR_MESSAGES.UNAUTHENTICATED } });
  });

  it('refuses a wrong current password with its own message, changing nothing', async () => {
    const p = await person();
    const phone = await signedIn(p.email, p.password);
    const before = await passwordHash(p.userId);
    const tokens = await sessionTokens(p.userId);

    const res = await p.client.post(CHANGE, { currentPassword: 'no-es-la-mia-1', newPassword: 'otra-clave-larga-9' });
    expect(res.status).toBe(400);
    expect(await json<ErrorBody>(res)).toEqual(WRONG_CURRENT);
    expect(await passwordHash(p.userId)).toBe(before);
    expect((await sessionTokens(p.userId)).sort()).toEqual(tokens.sort());
    // Still signed in, here and on the phone.
    expect((await p.client.get('/api/me')).status).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(200);
  });

  it('answers every rule of a new password in Spanish, the first failing one, changing nothing', async () => {
    const p = await person();
    const before = await passwordHash(p.userId);
    const cases: [Record<string, unknown>, string][] = [
      [{ newPassword: 'otra-clave-larga-9' }, 'Escribe tu contraseña actual'],
      [{ currentPassword: '', newPassword: 'otra-clave-larga-9' }, 'Escribe tu contraseña actual'],
      [{ currentPassword: p.password }, 'La contraseña debe tener al menos 8 caracteres'],
      [{ currentPassword: 42, newPassword: ['x'] }, 'Escribe tu contraseña actual'],
      [{ currentPassword: p.password, newPassword: '1234567' }, 'La contraseña debe tener al menos 8 caracteres'],
      [{ currentPassword: p.password, newPassword: 'x'.repeat(73) }, 'Contraseña demasiado larga'],
      [{ currentPassword: p.password, newPassword: p.password }, 'La nueva contraseña debe ser diferente de la actual'],
      [{ currentPassword: p.password, newPassword: '12345678' }, COMMON],
      [{ currentPassword: p.password, newPassword: 'PASSWORD1' }, COMMON],
      [{ currentPassword: p.password, newPassword: p.email.toUpperCase() }, SAME_AS_EMAIL],
      [{ currentPassword: 'x'.repeat(73), newPassword: 'otra-clave-larga-9' }, 'La contraseña actual no es correcta'],
    ];
    for (const [body, message] of cases) {
      const res = await p.client.post(CHANGE, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await json<ErrorBody>(res), JSON.stringify(body)).toEqual(validation(message));
    }
    expect(await passwordHash(p.userId)).toBe(before);
    expect((await p.client.get('/api/me')).status).toBe(200);
  });

  it('ends every other session, keeps this one, even when the body asks to keep them', async () => {
    const p = await person();
    const phone = await signedIn(p.email, p.password);
    const tablet = await signedIn(p.email, p.password);
    const someoneElse = await person();
    expect(await sessionTokens(p.userId)).toHaveLength(3);
    const before = await passwordHash(p.userId);

    const res = await p.client.post(CHANGE, { currentPassword: p.password, newPassword: 'Nueva clave de Ana 2026', revokeOtherSessions: false });
    expect(res.status).toBe(200);
    const body = await json<Record<string, unknown>>(res);
    expect(body).not.toHaveProperty('token');
    expect(body).toMatchObject({ user: { email: p.email } });

    // The database: one session left, the one this browser's (renewed) cookie holds; a new hash.
    const left = await sessionTokens(p.userId);
    expect(left).toEqual([tokenOf(p.client)]);
    expect(await passwordHash(p.userId)).not.toBe(before);
    // Others' sessions are untouched.
    expect(await sessionTokens(someoneElse.userId)).toHaveLength(1);

    expect((await p.client.get('/api/me')).status).toBe(200);
    for (const other of [phone, tablet]) {
      const me = await other.get('/api/me');
      expect(me.status).toBe(401);
      expect((await json<ErrorBody>(me)).error.code).toBe('UNAUTHENTICATED');
    }
    expect((await someoneElse.client.get('/api/me')).status).toBe(200);

    // Only the new password signs in from now on.
    const old = await ctx.client().signIn(p.email, p.password);
    expect(old.status).toBe(401);
    expect((await json<ErrorBody>(old)).error.message).toBe('Correo o contraseña incorrectos');
    expect((await ctx.client().signIn(p.email, 'Nueva clave de Ana 2026')).status).toBe(200);
  });

  it('works for a person still waiting for a role', async () => {
    const p = await person();
    const res = await p.client.post(CHANGE, { currentPassword: p.password, newPassword: 'espero mi rol 2026' });
    expect(res.status).toBe(200);
    expect((await ctx.client().signIn(p.email, 'espero mi rol 2026')).status).toBe(200);
  });
});

describe('attempts at the current password', () => {
  it('are limited per client address, answered in Spanish', async () => {
    const limited = await createTestContext({ env: { AUTH_RATE_LIMIT_MAX: '3' } });
    try {
      const client = limited.client();
      expect((await client.signUp('limitada@example.com', 'Limitada', 'clave-de-inicio-7')).status).toBe(200);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await client.post(CHANGE, { currentPassword: `adivina-${i}-clave`, newPassword: 'otra-clave-larga-9' })).status);
      expect(statuses).toEqual([400, 400, 400]);
      const blocked = await client.post(CHANGE, { currentPassword: 'clave-de-inicio-7', newPassword: 'otra-clave-larga-9' });
      expect(blocked.status).toBe(429);
      expect(await json<ErrorBody>(blocked)).toEqual({ error: { code: 'RATE_LIMITED', message: ERROR_MESSAGES.RATE_LIMITED } });
      expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
      // The refused attempt changed nothing: the old password still signs in.
      expect((await limited.client().signIn('limitada@example.com', 'clave-de-inicio-7')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('the rule holds for server code calling better-auth directly (its before hook)', () => {
  const auth = () => createAuth({ config: ctx.config, db: ctx.db, logger: pino({ level: 'silent' }) });

  it('refuses a common password on auth.api.signUpEmail', async () => {
    await expect(auth().api.signUpEmail({ body: { email: 'directa@example.com', password: 'iloveyou1', name: 'Directa' } })).rejects.toMatchObject({
      body: { code: 'WEAK_PASSWORD', message: COMMON },
    });
    expect(await ctx.db.select().from(profiles).where(eq(profiles.email, 'directa@example.com'))).toHaveLength(0);
  });

  it('refuses the email and ends the other sessions on auth.api.changePassword, whatever it is told', async () => {
    const p = await person();
    const phone = await signedIn(p.email, p.password);
    const headers = new Headers({ cookie: [...p.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') });
    await expect(auth().api.changePassword({ headers, body: { currentPassword: p.password, newPassword: p.email } })).rejects.toMatchObject({
      body: { code: 'WEAK_PASSWORD', message: SAME_AS_EMAIL },
    });
    await auth().api.changePassword({ headers, body: { currentPassword: p.password, newPassword: 'directo y seguro 26', revokeOtherSessions: false } });
    expect((await phone.get('/api/me')).status).toBe(401);
    expect(await sessionTokens(p.userId)).toHaveLength(1);
  });
});
