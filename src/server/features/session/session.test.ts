import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponseSchema } from '../../../shared/schemas/session';
import { avisos } from '../../db/schema';
import { createTestContext, json, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/me', () => {
  it('answers 401 in our error format without a session', async () => {
    const res = await ctx.client().get('/api/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Tu sesión expiró. Inicia sesión de nuevo.' },
    });
  });

  it('returns the user and role, matching the shared schema', async () => {
    const admin = await ctx.loginAs('admin', { email: 'admin@example.com', name: 'Admin Uno' });
    const body = await json(await admin.get('/api/me'));
    expect(meResponseSchema.parse(body)).toEqual({
      user: { id: admin.userId, email: 'admin@example.com', fullName: 'Admin Uno' },
      role: 'admin',
      noLeidos: expect.any(Number),
    });
  });

  it('counts her unread notices only: the bell draws it without a read of its own (decision 101)', async () => {
    const ana = await ctx.loginAs('colaboradora', { email: 'ana-me@example.com', name: 'Ana' });
    const otra = await ctx.loginAs('colaboradora', { email: 'otra-me@example.com', name: 'Otra' });
    const noLeidos = async (c: typeof ana) => (await json<{ noLeidos: number }>(await c.get('/api/me'))).noLeidos;
    const [anaAntes, otraAntes] = [await noLeidos(ana), await noLeidos(otra)];
    expect(anaAntes).toBe((await json<{ noLeidos: number }>(await ana.get('/api/avisos/no-leidos'))).noLeidos);
    const aviso = (usuarioId: string, i: number, leido: boolean) => ({
      usuarioId,
      tipo: 'entrega_aprobada',
      clave: `me:${usuarioId}:${i}`,
      titulo: `Aviso ${i}`,
      cuerpo: 'x',
      enlace: '/colaboradora/entregadas',
      correo: 'no' as const,
      leidoAt: leido ? new Date() : null,
    });
    await ctx.db.insert(avisos).values([aviso(ana.userId, 1, false), aviso(ana.userId, 2, false), aviso(ana.userId, 3, true), aviso(otra.userId, 1, false)]);
    expect(await noLeidos(ana)).toBe(anaAntes + 2);
    expect(await noLeidos(otra)).toBe(otraAntes + 1);
    expect(await json(await ana.post('/api/avisos/leidos', {}))).toEqual({ noLeidos: 0 });
    expect(await noLeidos(ana)).toBe(0);
    expect(await noLeidos(otra)).toBe(otraAntes + 1);
  });

  it.each(['tienda', 'colaboradora', null] as const)('reports role %s', async (role) => {
    const c = await ctx.loginAs(role);
    expect((await json(await c.get('/api/me'))).role).toBe(role);
  });

  it('ignores a forged session cookie', async () => {
    const c = ctx.client();
    c.cookies.set('better-auth.session_token', 'forged.value');
    expect((await c.get('/api/me')).status).toBe(401);
  });
});
