import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColaboradorasListResponse } from '../../../shared/schemas/colaboradoras';
import { colaboradoras, invitaciones, userRoles } from '../../db/schema';
import { createTestContext, json, TEST_APP_URL, type TestClient, type TestContext } from '../../test/context';
import { hashToken } from './invitaciones.service';
import { startTestMail, type TestMail } from '../../test/mail';

let ctx: TestContext;
let admin: TestClient & { userId: string };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('admin');
});
afterAll(async () => {
  await ctx?.close();
});

type ErrorBody = { error: { code: string; message: string } };
type Created = { invitacion: { id: string; link: string; expiresAt: string } };
type Me = { user: { id: string; fullName: string }; role: string | null };

const MESSAGES = {
  usada: 'Esta invitación ya fue usada. Pide al equipo de la marca un enlace nuevo.',
  expirada: 'Esta invitación expiró. Pide al equipo de la marca un enlace nuevo.',
  invalida: 'Esta invitación no es válida. Pide al equipo de la marca un enlace nuevo.',
  conRol: 'Tu cuenta ya tiene un rol asignado, así que la invitación no se usó.',
};

async function invite(by: TestClient = admin): Promise<{ id: string; token: string; link: string; expiresAt: string }> {
  const res = await by.post('/api/invitaciones', {});
  expect(res.status).toBe(201);
  const { invitacion } = await json<Created>(res);
  const token = new URL(invitacion.link).searchParams.get('invitacion')!;
  return { ...invitacion, token };
}

let counter = 0;
/** A new account through the sign-up form's request: it has no role until the invitation is used. */
async function signUp(name = `Invitada ${++counter}`): Promise<TestClient> {
  const client = ctx.client();
  const res = await client.signUp(`invitada-${Date.now().toString(36)}-${++counter}@example.com`, name, 'contrasena-segura');
  expect(res.status).toBe(200);
  return client;
}

const me = async (client: TestClient) => json<Me>(await client.get('/api/me'));
const accept = (client: TestClient, token: string) => client.post(`/api/invitaciones/${token}/aceptar`, {});
const rowOf = async (id: string) => (await ctx.db.select().from(invitaciones).where(eq(invitaciones.id, id)))[0]!;

describe('POST /api/invitaciones (Nueva Colaboradora)', () => {
  it('answers a single-use link to /auth on our origin, valid for 7 days, and keeps only its hash', async () => {
    const before = Date.now();
    const { id, token, link, expiresAt } = await invite();
    expect(link).toBe(`${TEST_APP_URL}/auth?invitacion=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const row = await rowOf(id);
    expect(row).toMatchObject({ tokenHash: hashToken(token), createdBy: admin.userId, usedBy: null, usedAt: null });
    expect(JSON.stringify(row)).not.toContain(token);
    // Two links are two different tokens.
    expect((await invite()).token).not.toBe(token);
  });
});

describe('using an invitation', () => {
  it('gives the new account the Colaboradora role and her creator row at once, and she appears in the list', async () => {
    const { id, token } = await invite();
    const status = await ctx.client().get(`/api/invitaciones/${token}`);
    expect(status.status).toBe(200);
    expect(await json(status)).toMatchObject({ invitacion: { expiresAt: expect.any(String) } });

    const nueva = await signUp('Valeria Invitada');
    expect((await me(nueva)).role).toBeNull();
    const res = await accept(nueva, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ role: 'colaboradora' });

    const { user, role } = await me(nueva);
    expect(role).toBe('colaboradora');
    expect(await rowOf(id)).toMatchObject({ usedBy: user.id });
    expect((await rowOf(id)).usedAt).toBeInstanceOf(Date);
    const [perfil] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, user.id));
    expect(perfil).toMatchObject({ nombre: 'Valeria Invitada' });
    // The creator portal opens for her.
    expect((await nueva.get('/api/perfil')).status).toBe(200);
    const list = await json<ColaboradorasListResponse>(await admin.get('/api/colaboradoras?q=valeria'));
    expect(list.items.map((c) => c.id)).toEqual([perfil!.id]);

    const used = await ctx.client().get(`/api/invitaciones/${token}`);
    expect(used.status).toBe(409);
    expect(await json<ErrorBody>(used)).toEqual({ error: { code: 'INVITACION_USADA', message: MESSAGES.usada } });
  });

  it('refuses a used link in Spanish and leaves the second account without a role', async () => {
    const { token } = await invite();
    expect((await accept(await signUp(), token)).status).toBe(200);
    const segunda = await signUp();
    const res = await accept(segunda, token);
    expect(res.status).toBe(409);
    expect(await json<ErrorBody>(res)).toEqual({ error: { code: 'INVITACION_USADA', message: MESSAGES.usada } });
    expect((await me(segunda)).role).toBeNull();
    const { user } = await me(segunda);
    expect(await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, user.id))).toEqual([]);
  });

  it('refuses an expired link in Spanish, leaves the account without a role and the link unused', async () => {
    const { id, token } = await invite();
    await ctx.db
      .update(invitaciones)
      .set({ createdAt: sql`now() - interval '8 days'`, expiresAt: sql`now() - interval '1 day'` })
      .where(eq(invitaciones.id, id));
    const status = await ctx.client().get(`/api/invitaciones/${token}`);
    expect(status.status).toBe(409);
    expect((await json<ErrorBody>(status)).error.message).toBe(MESSAGES.expirada);

    const tarde = await signUp();
    const res = await accept(tarde, token);
    expect(res.status).toBe(409);
    expect(await json<ErrorBody>(res)).toEqual({ error: { code: 'INVITACION_EXPIRADA', message: MESSAGES.expirada } });
    expect((await me(tarde)).role).toBeNull();
    expect(await rowOf(id)).toMatchObject({ usedBy: null, usedAt: null });
  });

  it('refuses an unknown token with 404 and a malformed one with 400, in Spanish', async () => {
    const client = await signUp();
    const unknown = await accept(client, 'x'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(await json<ErrorBody>(unknown)).toEqual({ error: { code: 'INVITACION_INVALIDA', message: MESSAGES.invalida } });
    expect((await ctx.client().get(`/api/invitaciones/${'x'.repeat(43)}`)).status).toBe(404);
    const malformed = await accept(client, 'corto');
    expect(malformed.status).toBe(400);
    expect((await json<ErrorBody>(malformed)).error.message).toBe(MESSAGES.invalida);
    expect((await me(client)).role).toBeNull();
  });

  it('never changes the role of someone who already has one, and the link stays usable', async () => {
    const { id, token } = await invite();
    for (const role of ['admin', 'tienda', 'colaboradora'] as const) {
      const client = role === 'admin' ? admin : await ctx.loginAs(role);
      const res = await accept(client, token);
      expect(res.status, role).toBe(409);
      expect((await json<ErrorBody>(res)).error.message).toBe(MESSAGES.conRol);
      expect((await me(client)).role).toBe(role);
    }
    expect(await rowOf(id)).toMatchObject({ usedBy: null, usedAt: null });
    expect((await accept(await signUp(), token)).status).toBe(200);
  });

  it('needs a session to be used', async () => {
    const { token } = await invite();
    const res = await accept(ctx.client(), token);
    expect(res.status).toBe(401);
  });

  it('gives one role for one token when ten new accounts use it at the same moment', async () => {
    const { id, token } = await invite();
    const clients = await Promise.all(Array.from({ length: 10 }, () => signUp()));
    const userIds = await Promise.all(clients.map(async (c) => (await me(c)).user.id));
    const results = await Promise.all(clients.map((c) => accept(c, token)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    for (const r of results.filter((x) => x.status === 409)) expect((await json<ErrorBody>(r)).error.message).toBe(MESSAGES.usada);

    const roles = await ctx.db.select().from(userRoles).where(inArray(userRoles.userId, userIds));
    expect(roles).toHaveLength(1);
    expect(roles[0]!.role).toBe('colaboradora');
    const winner = userIds[statuses.indexOf(200)]!;
    expect(roles[0]!.userId).toBe(winner);
    expect(await rowOf(id)).toMatchObject({ usedBy: winner });
    expect(await ctx.db.select().from(colaboradoras).where(inArray(colaboradoras.userId, userIds))).toHaveLength(1);
  });
});

describe('first run', () => {
  it('still makes the first account of an empty instance admin, and her invitations work', async () => {
    const fresh = await createTestContext();
    try {
      const first = fresh.client();
      expect((await first.signUp('primera@example.com', 'Primera Admin', 'clave-de-prueba-1')).status).toBe(200);
      expect((await json<Me>(await first.get('/api/me'))).role).toBe('admin');
      const res = await first.post('/api/invitaciones', {});
      expect(res.status).toBe(201);
      const token = new URL((await json<Created>(res)).invitacion.link).searchParams.get('invitacion')!;

      const invitada = fresh.client();
      expect((await invitada.signUp('invitada@example.com', 'Invitada', 'clave-de-prueba-1')).status).toBe(200);
      expect((await json<Me>(await invitada.get('/api/me'))).role).toBeNull();
      expect((await invitada.post(`/api/invitaciones/${token}/aceptar`, {})).status).toBe(200);
      expect((await json<Me>(await invitada.get('/api/me'))).role).toBe('colaboradora');
      // The bootstrap row still names the first admin only.
      const admins = await fresh.db.select().from(userRoles).where(eq(userRoles.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});

describe('invitations by email (issue 28)', () => {
  let mail: TestMail;
  beforeAll(async () => {
    mail = await startTestMail(ctx);
  });
  afterAll(async () => {
    await mail?.close();
  });
  const mailsTo = (address: string) => mail.catcher.messages.filter((m) => m.to.includes(address));
  const linkIn = (text: string) => /(http\S+\/auth\?invitacion=[A-Za-z0-9_-]+)/.exec(text)?.[1];
  type Lista = { invitaciones: { id: string; email: string | null; expiresAt: string; enviadaAt: string | null; estado: string }[] };

  it('emails the very link shown, through real SMTP, and lists it with its address and expiry', async () => {
    const inv = await invite();
    const res = await admin.post('/api/invitaciones/enviar', { token: inv.token, email: '  Nueva.Creadora@Example.com ' });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ enviada: true, email: 'nueva.creadora@example.com' });
    await mail.drain();
    const [sent, ...more] = mailsTo('nueva.creadora@example.com');
    expect(more).toHaveLength(0);
    expect(sent!.subject).toBe('Te invitamos a colaborar con la marca');
    expect(linkIn(sent!.text)).toBe(inv.link);

    const { invitaciones: lista } = await json<Lista>(await admin.get('/api/invitaciones'));
    expect(lista[0]).toMatchObject({ id: inv.id, email: 'nueva.creadora@example.com', expiresAt: inv.expiresAt, estado: 'vigente', enviadaAt: expect.any(String) });
    // The token is never stored, not even in the queue's table.
    const jobs = await ctx.db.execute(sql`SELECT datos::text AS d FROM trabajos WHERE tipo = 'invitacion'`);
    expect(JSON.stringify(jobs)).not.toContain(inv.token);
  });

  it('refuses to email an expired or used link; an expired one says so in the list and resending gives a new link, emailed', async () => {
    const inv = await invite();
    await admin.post('/api/invitaciones/enviar', { token: inv.token, email: 'tarde@example.com' });
    await ctx.db.execute(sql`UPDATE invitaciones SET created_at = now() - interval '9 days', expires_at = now() - interval '2 days' WHERE id = ${inv.id}`);
    await mail.drain();
    expect(mailsTo('tarde@example.com')).toHaveLength(0); // the queued email found the link dead

    const refused = await admin.post('/api/invitaciones/enviar', { token: inv.token, email: 'tarde@example.com' });
    expect(refused.status).toBe(409);
    expect((await json<ErrorBody>(refused)).error.message).toBe(MESSAGES.expirada);
    const listed = (await json<Lista>(await admin.get('/api/invitaciones'))).invitaciones.find((i) => i.id === inv.id);
    expect(listed?.estado).toBe('expirada');

    const res = await admin.post(`/api/invitaciones/${inv.id}/reenviar`, {});
    expect(res.status).toBe(200);
    const body = await json<{ invitacion: { id: string; link: string; expiresAt: string }; enviada: boolean }>(res);
    expect(body.enviada).toBe(true);
    expect(body.invitacion.link).not.toBe(inv.link);
    expect(new Date(body.invitacion.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
    await mail.drain();
    expect(mailsTo('tarde@example.com').map((m) => linkIn(m.text))).toEqual([body.invitacion.link]);
    expect((await json<Lista>(await admin.get('/api/invitaciones'))).invitaciones.find((i) => i.id === inv.id)?.estado).toBe('vigente');
    // The old link no longer works; the new one does.
    expect((await ctx.client().get(`/api/invitaciones/${inv.token}`)).status).toBe(404);
    const nuevo = new URL(body.invitacion.link).searchParams.get('invitacion')!;
    expect((await ctx.client().get(`/api/invitaciones/${nuevo}`)).status).toBe(200);
  });

  it('a resend made before the first email left sends only the new link', async () => {
    const inv = await invite();
    await admin.post('/api/invitaciones/enviar', { token: inv.token, email: 'doble@example.com' });
    const { invitacion } = await json<{ invitacion: { link: string } }>(await admin.post(`/api/invitaciones/${inv.id}/reenviar`, {}));
    await mail.drain();
    expect(mailsTo('doble@example.com').map((m) => linkIn(m.text))).toEqual([invitacion.link]);
  });

  it('a used invitation cannot be resent; staff other than admins cannot send, list or resend', async () => {
    const inv = await invite();
    const person = await signUp();
    expect((await person.post(`/api/invitaciones/${inv.token}/aceptar`, {})).status).toBe(200);
    const res = await admin.post(`/api/invitaciones/${inv.id}/reenviar`, {});
    expect(res.status).toBe(409);
    expect((await json<ErrorBody>(res)).error.message).toBe(MESSAGES.usada);
    expect((await admin.post('/api/invitaciones/00000000-0000-4000-8000-000000000000/reenviar', {})).status).toBe(404);
    for (const role of ['tienda', 'colaboradora', null] as const) {
      const c = await ctx.loginAs(role);
      expect((await c.get('/api/invitaciones')).status).toBe(403);
      expect((await c.post(`/api/invitaciones/${inv.id}/reenviar`, {})).status).toBe(403);
      expect((await c.post('/api/invitaciones/enviar', { token: inv.token, email: 'x@example.com' })).status).toBe(403);
    }
  });
});
