import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avisos, colaboradoras, profiles, userRoles } from '../../db/schema';
import { assignRolesResponseSchema, roleUsersResponseSchema, type RoleUser } from '../../../shared/schemas/roles';
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
  it('lists profiles with their role, ordered by email, one page at a time', async () => {
    const zoe = await ctx.loginAs(null, { email: 'zoe@example.com', name: 'Zoé' });
    const ana = await ctx.loginAs('tienda', { email: 'ana@example.com', name: 'Ana' });
    const res = await admin.get('/api/roles/users');
    expect(res.status).toBe(200);
    const page = roleUsersResponseSchema.parse(await res.json());
    expect(page).toMatchObject({ page: 1, pageSize: 50 });
    const emails = page.users.map((u) => u.email);
    expect(emails).toEqual([...emails].sort());
    expect(page.users).toContainEqual({ id: zoe.userId, email: 'zoe@example.com', fullName: 'Zoé', role: null });
    expect(page.users).toContainEqual({ id: ana.userId, email: 'ana@example.com', fullName: 'Ana', role: 'tienda' });
    expect(page.total).toBe(page.users.length);
  });

  it('refuses a search longer than 100 characters and an unknown role filter, in Spanish', async () => {
    let res = await admin.get(`/api/roles/users?q=${'a'.repeat(101)}`);
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.message).toContain('100 caracteres');
    res = await admin.get('/api/roles/users?rol=jefa');
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.code).toBe('VALIDATION');
  });

  it('is for admins only', async () => {
    for (const role of ['tienda', 'colaboradora', null] as const) {
      const c = await ctx.loginAs(role);
      expect((await c.get('/api/roles/users')).status).toBe(403);
    }
  });
});

describe('Gestión de Roles on a 1,000-person instance (issue 28)', () => {
  let big: TestContext;
  let boss: TestClient & { userId: string };
  const ids: string[] = [];
  beforeAll(async () => {
    big = await createTestContext();
    boss = await big.loginAs('admin', { email: 'aaa-jefa@example.com', name: 'Jefa' });
    // Accounts straight into the table: signing 1,000 people up through scrypt says nothing about the list.
    const rows = Array.from({ length: 1000 }, (_, i) => {
      const n = String(i).padStart(4, '0');
      // Every tenth person has an accented surname, to search without the accent.
      return { id: `p${n}`, email: `persona${n}@lote.test`, fullName: i % 10 === 0 ? `Lucía Núñez ${n}` : `Persona ${n}` };
    });
    await big.db.insert(profiles).values(rows);
    ids.push(...rows.map((r) => r.id));
  });
  afterAll(() => big.close());

  const page = async (query: string) => {
    const res = await boss.get(`/api/roles/users?${query}`);
    expect(res.status).toBe(200);
    return roleUsersResponseSchema.parse(await res.json());
  };

  it('pages through everyone, 50 at a time, without gaps or repeats', async () => {
    const first = await page('');
    expect(first.total).toBe(1001);
    expect(first.users).toHaveLength(50);
    const seen = new Set<string>();
    for (let p = 1; p <= Math.ceil(first.total / 50); p++) {
      const { users } = await page(`page=${p}`);
      for (const u of users) seen.add(u.id);
    }
    expect(seen.size).toBe(1001);
    expect((await page('page=21')).users).toHaveLength(1);
    expect((await page('page=22')).users).toHaveLength(0);
  });

  it('searches name and email, ignoring accents and case, every word', async () => {
    const accentless = await page('q=lucia%20NUNEZ');
    expect(accentless.total).toBe(100);
    expect(accentless.users.every((u) => u.fullName.startsWith('Lucía Núñez'))).toBe(true);
    expect((await page('q=N%C3%BA%C3%B1ez%200420')).users.map((u) => u.id)).toEqual(['p0420']);
    expect((await page('q=persona0999%40lote')).users.map((u) => u.id)).toEqual(['p0999']);
    // A LIKE wildcard is a character to find, not a pattern.
    expect((await page('q=%25')).total).toBe(0);
  });

  it('assigns one role to 50 people in one request, tells each of them once, and filters by role', async () => {
    const batch = ids.slice(100, 150);
    const res = await boss.post('/api/roles/asignaciones', { role: 'colaboradora', userIds: batch });
    expect(res.status).toBe(200);
    const body = assignRolesResponseSchema.parse(await res.json());
    expect(body.cambiados).toBe(50);
    expect(body.users.every((u) => u.role === 'colaboradora')).toBe(true);
    expect(await big.db.select().from(userRoles).where(inArray(userRoles.userId, batch))).toHaveLength(50);
    const creators = await big.db.select().from(colaboradoras).where(inArray(colaboradoras.userId, batch));
    const names = await big.db.select({ fullName: profiles.fullName }).from(profiles).where(inArray(profiles.id, batch));
    expect(creators.map((c) => c.nombre).sort()).toEqual(names.map((n) => n.fullName).sort());
    expect(await big.db.select().from(avisos).where(inArray(avisos.usuarioId, batch))).toHaveLength(50);

    expect((await page('rol=colaboradora')).total).toBe(50);
    expect((await page('rol=sin')).total).toBe(950);

    // The same batch again changes nobody and tells nobody again.
    const again = assignRolesResponseSchema.parse(await (await boss.post('/api/roles/asignaciones', { role: 'colaboradora', userIds: batch })).json());
    expect(again.cambiados).toBe(0);
    expect(await big.db.select().from(avisos).where(inArray(avisos.usuarioId, batch))).toHaveLength(50);
  });

  it('changes nobody when one person of the batch does not exist', async () => {
    const res = await boss.post('/api/roles/asignaciones', { role: 'tienda', userIds: ['p0200', 'no-existe'] });
    expect(res.status).toBe(404);
    expect((await json<ErrorBody>(res)).error.code).toBe('USUARIOS_NO_ENCONTRADOS');
    expect(await big.db.select().from(userRoles).where(eq(userRoles.userId, 'p0200'))).toHaveLength(0);
  });

  it('never demotes the admin acting nor the last admin, and refuses an empty or oversized batch', async () => {
    let res = await boss.post('/api/roles/asignaciones', { role: 'tienda', userIds: ['p0300', boss.userId] });
    expect(res.status).toBe(409);
    expect((await json<ErrorBody>(res)).error).toEqual({ code: 'ROL_PROPIO_EN_LOTE', message: expect.stringContaining('tu propio rol') });
    expect(await big.db.select().from(userRoles).where(eq(userRoles.userId, 'p0300'))).toHaveLength(0);

    // Making admins (herself included) is fine; demoting all the others leaves her, so it is fine too.
    expect((await boss.post('/api/roles/asignaciones', { role: 'admin', userIds: ['p0301', 'p0302', boss.userId] })).status).toBe(200);
    expect((await boss.post('/api/roles/asignaciones', { role: 'tienda', userIds: ['p0301', 'p0302'] })).status).toBe(200);
    const admins = await big.db.select().from(userRoles).where(eq(userRoles.role, 'admin'));
    expect(admins.map((a) => a.userId)).toEqual([boss.userId]);

    res = await boss.post('/api/roles/asignaciones', { role: 'tienda', userIds: [] });
    expect(res.status).toBe(400);
    res = await boss.post('/api/roles/asignaciones', { role: 'tienda', userIds: ids.slice(0, 201) });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.message).toContain('200 personas');
  });

  it('is for admins only', async () => {
    for (const role of ['tienda', 'colaboradora', null] as const) {
      const c = await big.loginAs(role);
      expect((await c.post('/api/roles/asignaciones', { role: 'admin', userIds: [c.userId] })).status).toBe(403);
    }
    expect(await big.db.select().from(userRoles).where(eq(userRoles.role, 'admin'))).toHaveLength(1);
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
