import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponseSchema } from '../../../shared/schemas/session';
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
    });
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
