import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colaboraciones } from '../../db/schema';
import { medidasListResponseSchema, medidasUpdateResponseSchema } from '../../../shared/schemas/colaboracion';
import { createTestContext, json, type TestClient, type TestContext } from '../../test/context';

let ctx: TestContext;
let admin: TestClient;
let tienda: TestClient;
const ids: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('admin');
  tienda = await ctx.loginAs('tienda');
  const base = Date.UTC(2025, 0, 1);
  const rows = [
    { titulo: 'Wide Leg Azul', producto: 'Jeans', marca: 'Kosch', cintura: null, cadera: 90, largo: 100 },
    { titulo: 'Cargo Negro', producto: 'Jeans', marca: 'Balam', cintura: 70, cadera: null, largo: null },
    { titulo: 'Mom Celeste', producto: 'Jeans', marca: 'Kosch', cintura: null, cadera: null, largo: null },
    { titulo: 'Completo', producto: 'Jeans', marca: 'Deezer', cintura: 70, cadera: 90, largo: 100 },
    { titulo: 'Anillo Ónix', producto: 'Joyería', marca: null, cintura: null, cadera: null, largo: null },
    { titulo: 'Collar Perla', producto: 'Joyeria', marca: 'Kyrath', cintura: null, cadera: null, largo: null },
    { titulo: 'Recto Índigo', producto: 'JEANS', marca: null, cintura: null, cadera: 90, largo: 100 },
  ];
  const inserted = await ctx.db
    .insert(colaboraciones)
    .values(rows.map((r, i) => ({ ...r, imagen: i === 0 ? 'storage://entregas/colaboraciones/a-1.png' : null, createdAt: new Date(base + i * 1000) })))
    .returning({ id: colaboraciones.id, titulo: colaboraciones.titulo });
  for (const r of inserted) ids[r.titulo] = r.id;
});
afterAll(() => ctx.close());

const list = async (client: TestClient, query = '') => {
  const res = await client.get(`/api/medidas${query}`);
  expect(res.status).toBe(200);
  return medidasListResponseSchema.parse(await res.json());
};

describe('GET /api/medidas', () => {
  it('lists only jeans missing a measurement, newest first, with the brands among them (no jewellery)', async () => {
    const body = await list(tienda);
    expect(body.items.map((i) => i.titulo)).toEqual(['Recto Índigo', 'Mom Celeste', 'Cargo Negro', 'Wide Leg Azul']);
    expect(body.marcas).toEqual(['Balam', 'Kosch']);
    expect(body.items.find((i) => i.titulo === 'Wide Leg Azul')?.thumbUrl).toMatch(/\.thumb\.webp\?exp=/);
  });

  it('searches title, product and brand (accents ignored) and filters by brand', async () => {
    expect((await list(admin, '?q=indigo')).items.map((i) => i.titulo)).toEqual(['Recto Índigo']);
    expect((await list(admin, '?q=KOSCH')).items.map((i) => i.titulo)).toEqual(['Mom Celeste', 'Wide Leg Azul']);
    expect((await list(admin, '?q=jeans')).items).toHaveLength(4);
    expect((await list(admin, '?q=joyeria')).items).toHaveLength(0);
    const kosch = await list(admin, '?marca=Kosch');
    expect(kosch.items.map((i) => i.titulo)).toEqual(['Mom Celeste', 'Wide Leg Azul']);
    expect(kosch.marcas).toEqual(['Balam', 'Kosch']);
  });
});

describe('PATCH /api/medidas/{id}', () => {
  it('lets tienda set the measurements; a completed row leaves the list', async () => {
    const id = ids['Wide Leg Azul']!;
    const res = await tienda.patch(`/api/medidas/${id}`, { cintura: '68', cadera: 90, largo: 100 });
    expect(res.status).toBe(200);
    const body = medidasUpdateResponseSchema.parse(await res.json());
    expect(body).toMatchObject({ completa: true, item: { id, cintura: 68, cadera: 90, largo: 100 } });
    expect((await list(tienda)).items.map((i) => i.id)).not.toContain(id);
  });

  it('changes only the fields given, and only measurements', async () => {
    const id = ids['Cargo Negro']!;
    const res = await tienda.patch(`/api/medidas/${id}`, { cadera: 95, titulo: 'Hackeado', estado: 'agotado' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ completa: false, item: { cintura: 70, cadera: 95, largo: null } });
    const [row] = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.id, id));
    expect(row).toMatchObject({ titulo: 'Cargo Negro', estado: 'disponible', cintura: 70, cadera: 95 });
    // Empty clears.
    expect(await json(await admin.patch(`/api/medidas/${id}`, { cadera: '' }))).toMatchObject({ item: { cadera: null } });
  });

  it('refuses non-positive or non-integer values with the message', async () => {
    for (const cintura of [0, -1, 2.5, 'abc']) {
      const res = await tienda.patch(`/api/medidas/${ids['Mom Celeste']}`, { cintura });
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ error: { code: 'VALIDATION', message: 'Debe ser un número entero positivo' } });
    }
  });

  it('refuses a measurement over its bound in cm with the message, and the database refuses it too (issue 28)', async () => {
    const id = ids['Mom Celeste']!;
    for (const [campo, message] of [
      ['cintura', 'La cintura debe ser de 200 cm o menos'],
      ['cadera', 'La cadera debe ser de 250 cm o menos'],
      ['largo', 'El largo debe ser de 200 cm o menos'],
    ] as const) {
      const res = await tienda.patch(`/api/medidas/${id}`, { [campo]: 9999 });
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ error: { code: 'VALIDATION', message } });
      await expect(ctx.db.update(colaboraciones).set({ [campo]: 9999 }).where(eq(colaboraciones.id, id))).rejects.toThrow();
    }
    expect(await json(await tienda.patch(`/api/medidas/${id}`, { cintura: 200, cadera: 250, largo: 200 }))).toMatchObject({ item: { cintura: 200, cadera: 250, largo: 200 } });
  });

  it('answers 404 for an unknown collaboration', async () => {
    for (const id of [randomUUID(), 'nada']) {
      const res = await tienda.patch(`/api/medidas/${id}`, { cintura: 70 });
      expect(res.status).toBe(404);
      expect((await json<{ error: { message: string } }>(res)).error.message).toBe('Colaboración no encontrada');
    }
  });
});

describe('access', () => {
  it('admin and tienda in; colaboradora 403; anonymous 401', async () => {
    const colaboradora = await ctx.loginAs('colaboradora');
    const id = ids['Mom Celeste']!;
    expect((await colaboradora.get('/api/medidas')).status).toBe(403);
    expect((await colaboradora.patch(`/api/medidas/${id}`, { cintura: 70 })).status).toBe(403);
    expect((await ctx.client().get('/api/medidas')).status).toBe(401);
    expect((await ctx.client().patch(`/api/medidas/${id}`, { cintura: 70 })).status).toBe(401);
  });

  it('tienda cannot edit the rest of a collaboration', async () => {
    const id = ids['Mom Celeste']!;
    const res = await tienda.put(`/api/colaboraciones/${id}`, { titulo: 'Otro', producto: 'Jeans', estado: 'agotado' });
    expect(res.status).toBe(403);
    const [row] = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.id, id));
    expect(row).toMatchObject({ titulo: 'Mom Celeste', estado: 'disponible' });
  });
});
