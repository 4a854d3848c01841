import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colaboradoras, userRoles } from '../../db/schema';
import { roleUsersResponseSchema, type RoleUser } from '../../../shared/schemas/roles';
import { createTestContext, json, type TestClient, type TestContext } from '../../test/context';

type ErrorBody = { error: { code: string; message: string } };

let ctx: TestContext;
let admin: TestClient & { userId: string };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('admin', { email: 'm-admin@example.com', name: 'Admin' });
});
afterAll(() => ctx.close());

const assign = (c: TestClient, userId: string, role: unknown) => c.put(`/api/roles/users/${userId}`, { role });

describe('GET /api/roles/users', () => {
  it('lists every profile with its role, ordered by email', async () => {
    const zoe = await ctx.loginAs(null, { email: 'zoe@example.com', name: 'Zoé' });
    const ana = await ctx.loginAs('tienda', { email: 'ana@example.com', name: 'Ana' });
    const res = await admin.get('/api/roles/users');
    expect(res.status).toBe(200);
    const { users } = roleUsersResponseSchema.parse(await res.json());
    const emails = users.map((u) => u.email);
    expect(emails).toEqual([...emails].sort());
    expect(users).toContainEqual({ id: zoe.userId, email: 'zoe@example.com', fullName: 'Zoé', role: null });
    expect(users).toContainEqual({ id: ana.userId, email: 'ana@example.com', fullName: 'Ana', role: 'tienda' });
  });

  it('is for admins only', async () => {
    for (const role of ['tienda', 'colaboradora', null] as const) {
      const c = await ctx.loginAs(role);
      expect((await c.get('/api/roles/users')).status).toBe(403);
    }
  });
});

describe('PUT /api/roles/users/{userId}', () => {
  it('inserts a role for a person without one, then updates it (one row per user)', async () => {
    const p = await ctx.loginAs(null, { name: 'Nueva' });
    let res = await assign(admin, p.userId, 'tienda');
    expect(res.status).toBe(200);
    expect(await json<{ user: RoleUser }>(res)).toEqual({
      user: { id: p.userId, email: expect.any(String), fullName: 'Nueva', role: 'tienda' },
    });
    res = await assign(admin, p.userId, 'admin');
    expect((await json<{ user: RoleUser }>(res)).user.role).toBe('admin');
    const rows = await ctx.db.select().from(userRoles).where(eq(userRoles.userId, p.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.role).toBe('admin');
    expect((await json(await p.get('/api/me'))).role).toBe('admin');
  });

  it("creates the colaboradora's profile row with her full name, once", async () => {
    const p = await ctx.loginAs(null, { name: 'Carla Gómez' });
    expect((await assign(admin, p.userId, 'colaboradora')).status).toBe(200);
    await assign(admin, p.userId, 'tienda');
    await assign(admin, p.userId, 'colaboradora');
    const rows = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, p.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.nombre).toBe('Carla Gómez');
  });

  it('answers 404 for an unknown user', async () => {
    const res = await assign(admin, 'no-existe', 'tienda');
    expect(res.status).toBe(404);
    expect((await json<ErrorBody>(res)).error.code).toBe('USER_NOT_FOUND');
  });

  it('rejects a role outside the list', async () => {
    const p = await ctx.loginAs(null);
    const res = await assign(admin, p.userId, 'superadmin');
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.code).toBe('VALIDATION');
  });

  it('never leaves the instance without an admin', async () => {
    const fresh = await createTestContext();
    try {
      const only = await fresh.loginAs('admin');
      const res = await assign(only, only.userId, 'tienda');
      expect(res.status).toBe(409);
      expect(await json<ErrorBody>(res)).toEqual({ error: { code: 'LAST_ADMIN', message: 'Debe quedar al menos un administrador' } });
      expect((await json(await only.get('/api/me'))).role).toBe('admin');

      // Two admins demoting each other at the same time: one of them must stay admin.
      const other = await fresh.loginAs('admin');
      const results = await Promise.all([assign(only, other.userId, 'tienda'), assign(other, only.userId, 'tienda')]);
      // The loser gets 409 LAST_ADMIN, or 403 when the winner committed before its role was read.
      const statuses = results.map((r) => r.status).sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const admins = await fresh.db.select().from(userRoles).where(eq(userRoles.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('lets an admin step down when another admin remains', async () => {
    const second = await ctx.loginAs('admin');
    const res = await assign(second, second.userId, 'tienda');
    expect(res.status).toBe(200);
    expect((await json(await second.get('/api/me'))).role).toBe('tienda');
  });
});
