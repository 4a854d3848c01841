import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnlaceContrasenaResponse } from '../../shared/schemas/avisos';
import { sessions, trabajos } from '../db/schema';
import { createTestContext, json, type TestContext } from '../test/context';
import { startTestMail, type TestMail } from '../test/mail';

// Issue 17 §4: '¿Olvidaste tu contraseña?' → an email with a single-use link valid for an hour → a new
// password under spec §5's rules → every session of hers ends.
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
const SAME_ANSWER = {
  status: true,
  message: 'Si existe una cuenta con ese correo, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada; el enlace vence en una hora.',
};

async function person(name = 'Lucía Mar') {
  const email = `olvido-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const client = await ctx.loginAs('colaboradora', { email, name });
  return Object.assign(client, { email });
}

async function linkIn(email: string): Promise<string> {
  await mail.drain();
  const message = await mail.catcher.waitFor((m) => m.to.includes(email), 5_000);
  const match = /http:\/\/localhost:3000\/auth\/nueva-contrasena\?token=([\w-]+)/.exec(message.text);
  if (!match) throw new Error(`no link in: ${message.text}`);
  return match[1]!;
}

describe('password recovery', () => {
  it('emails a link to a known address; the link sets a new password once, and every session of hers ends', async () => {
    const lucia = await person();
    const otherDevice = ctx.client();
    expect((await otherDevice.signIn(lucia.email, 'contrasena-segura')).status).toBe(200);

    const anonymous = ctx.client();
    const res = await anonymous.post('/api/auth/request-password-reset', { email: lucia.email, redirectTo: 'https://malo.example/robar' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(SAME_ANSWER);
    const token = await linkIn(lucia.email);
    const message = mail.catcher.messages.find((m) => m.to.includes(lucia.email))!;
    expect(message.subject).toBe('Restablece tu contraseña de Colabora');
    expect(message.text).toContain('Hola, Lucía Mar:');
    expect(message.text).toContain('El enlace sirve una sola vez y vence en una hora.');
    expect(message.text).not.toContain('malo.example');
    expect(message.headers['list-unsubscribe']).toBeUndefined();
    // The token does not stay readable in the queue once sent.
    const jobs = await ctx.db.select({ datos: trabajos.datos }).from(trabajos).where(eq(trabajos.tipo, 'recuperacion'));
    expect(jobs.every((j) => !('token' in j.datos))).toBe(true);

    // spec §5's rules and our own apply to the new password.
    const short = await anonymous.post('/api/auth/reset-password', { token, newPassword: 'corta' });
    expect(await json<ErrorBody>(short)).toEqual({ error: { code: 'VALIDATION', message: 'La contraseña debe tener al menos 8 caracteres' } });
    const asEmail = await anonymous.post('/api/auth/reset-password', { token, newPassword: lucia.email });
    expect((await json<ErrorBody>(asEmail)).error.message).toBe('La contraseña no puede ser igual a tu correo.');
    const common = await anonymous.post('/api/auth/reset-password', { token, newPassword: 'password123' });
    expect((await json<ErrorBody>(common)).error.message).toBe('Esa contraseña es muy común. Elige una más difícil de adivinar.');

    const ok = await anonymous.post('/api/auth/reset-password', { token, newPassword: 'girasoles-de-octubre' });
    expect(ok.status).toBe(200);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, lucia.userId))).toHaveLength(0);
    expect((await lucia.get('/api/me')).status).toBe(401);
    expect((await otherDevice.get('/api/me')).status).toBe(401);
    expect((await ctx.client().signIn(lucia.email, 'contrasena-segura')).status).toBe(401);
    expect((await ctx.client().signIn(lucia.email, 'girasoles-de-octubre')).status).toBe(200);

    const again = await anonymous.post('/api/auth/reset-password', { token, newPassword: 'otra-clave-nueva-9' });
    expect(again.status).toBe(400);
    expect(await json<ErrorBody>(again)).toEqual({ error: { code: 'RESET_TOKEN_INVALID', message: 'El enlace no es válido o ya venció. Pide uno nuevo.' } });
  });

  it('says whether a link still works when its screen opens, and tells her by email when her password changed (issue 28)', async () => {
    const lucia = await person('Lucía Cambio');
    const anonymous = ctx.client();
    await anonymous.post('/api/auth/request-password-reset', { email: lucia.email });
    const token = await linkIn(lucia.email);
    const estado = async (t: string) => json<{ valido: boolean }>(await anonymous.get(`/api/recuperacion/enlace?token=${encodeURIComponent(t)}`));
    expect(await estado(token)).toEqual({ valido: true });
    expect(await estado('inventado123')).toEqual({ valido: false });

    expect((await anonymous.post('/api/auth/reset-password', { token, newPassword: 'girasoles-de-octubre' })).status).toBe(200);
    expect(await estado(token)).toEqual({ valido: false });
    await mail.drain();
    const changed = () => mail.catcher.messages.filter((m) => m.to.includes(lucia.email) && m.subject === 'Tu contraseña de Colabora cambió');
    expect(changed()).toHaveLength(1);
    expect(changed()[0]!.text).toContain('Hola, Lucía Cambio:');
    expect(changed()[0]!.text).toContain('/auth/recuperar');

    // Cambiar contraseña tells her too; a refused change does not.
    const signedIn = ctx.client();
    expect((await signedIn.signIn(lucia.email, 'girasoles-de-octubre')).status).toBe(200);
    expect((await signedIn.post('/api/auth/change-password', { currentPassword: 'equivocada-123', newPassword: 'mariposas-de-enero' })).status).toBe(400);
    expect((await signedIn.post('/api/auth/change-password', { currentPassword: 'girasoles-de-octubre', newPassword: 'mariposas-de-enero' })).status).toBe(200);
    await mail.drain();
    expect(changed()).toHaveLength(2);
  });

  it('answers an unknown address exactly the same and sends nothing', async () => {
    const before = mail.catcher.messages.length;
    const res = await ctx.client().post('/api/auth/request-password-reset', { email: 'nadie-aqui@example.com' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(SAME_ANSWER);
    await mail.drain();
    expect(mail.catcher.messages.length).toBe(before);
    const bad = await ctx.client().post('/api/auth/request-password-reset', { email: 'no-es-correo' });
    expect(await json<ErrorBody>(bad)).toEqual({ error: { code: 'VALIDATION', message: 'Email inválido' } });
    // Issue 28: an empty form's first message asks for the address.
    for (const email of ['', '   ', undefined]) {
      const empty = await ctx.client().post('/api/auth/request-password-reset', { email });
      expect(await json<ErrorBody>(empty)).toEqual({ error: { code: 'VALIDATION', message: 'Escribe tu correo' } });
    }
  });

  it('a made-up or expired token changes nothing, in Spanish', async () => {
    const res = await ctx.client().post('/api/auth/reset-password', { token: 'inventado123', newPassword: 'girasoles-de-octubre' });
    expect(res.status).toBe(400);
    expect(await json<ErrorBody>(res)).toEqual({ error: { code: 'RESET_TOKEN_INVALID', message: 'El enlace no es válido o ya venció. Pide uno nuevo.' } });
    const none = await ctx.client().post('/api/auth/reset-password', { newPassword: 'girasoles-de-octubre' });
    expect((await json<ErrorBody>(none)).error.code).toBe('RESET_TOKEN_INVALID');
  });

  it('an address asked for too often within the hour gets no more mail, with the same answer', async () => {
    const lucia = await person();
    for (let i = 0; i < 5; i += 1) {
      // Each from another client, so the per-client limit is not what stops them.
      const res = await ctx.client().post('/api/auth/request-password-reset', { email: lucia.email });
      expect(await res.json()).toEqual(SAME_ANSWER);
    }
    await mail.drain();
    expect(mail.catcher.messages.filter((m) => m.to.includes(lucia.email))).toHaveLength(3);
  });

  it('one client asking too often is refused with 429 in Spanish', async () => {
    const limited = await createTestContext({ env: { AUTH_RATE_LIMIT_MAX: '2' } });
    try {
      const client = limited.client();
      await client.post('/api/auth/request-password-reset', { email: 'a@example.com' });
      await client.post('/api/auth/request-password-reset', { email: 'b@example.com' });
      const third = await client.post('/api/auth/request-password-reset', { email: 'c@example.com' });
      expect(third.status).toBe(429);
      expect((await json<ErrorBody>(third)).error.message).toBe('Demasiados intentos. Espera un momento e intenta de nuevo.');
    } finally {
      await limited.close();
    }
  });

  it('an admin makes a link for a person from Gestión de Roles; nobody else can', async () => {
    const lucia = await person();
    const admin = await ctx.loginAs('admin');
    const res = await admin.post(`/api/roles/users/${lucia.userId}/enlace-contrasena`, {});
    expect(res.status).toBe(200);
    const body = await json<EnlaceContrasenaResponse>(res);
    expect(body.enlace).toMatch(/^http:\/\/localhost:3000\/auth\/nueva-contrasena\?token=[\w-]+$/);
    expect(Date.parse(body.expiraAt) - Date.now()).toBeGreaterThan(59 * 60_000);
    const token = new URL(body.enlace).searchParams.get('token')!;
    expect((await ctx.client().post('/api/auth/reset-password', { token, newPassword: 'mar-azul-de-noche' })).status).toBe(200);
    expect((await ctx.client().signIn(lucia.email, 'mar-azul-de-noche')).status).toBe(200);

    for (const role of ['tienda', 'colaboradora'] as const) {
      expect((await (await ctx.loginAs(role)).post(`/api/roles/users/${lucia.userId}/enlace-contrasena`, {})).status).toBe(403);
    }
    const unknown = await admin.post('/api/roles/users/no-existe/enlace-contrasena', {});
    expect(await json<ErrorBody>(unknown)).toEqual({ error: { code: 'USER_NOT_FOUND', message: 'Usuario no encontrado' } });
  });
});
