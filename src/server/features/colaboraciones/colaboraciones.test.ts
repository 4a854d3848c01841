import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colaboraciones, colaboracionEventos, colaboradoras, entregas } from '../../db/schema';
import { ESTADOS, type Estado } from '../../../shared/domain/estado';
import {
  colaboracionListResponseSchema,
  colaboracionResponseSchema,
  type Colaboracion,
} from '../../../shared/schemas/colaboracion';
import { createTestContext, json, type TestClient, type TestContext } from '../../test/context';
import { ERROR_MESSAGES } from '../../../shared/errors';

type ErrorBody = { error: { code: string; message: string } };

let ctx: TestContext;
let admin: TestClient & { userId: string };
let tienda: TestClient;
let colaboradora: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('admin');
  tienda = await ctx.loginAs('tienda');
  colaboradora = await ctx.loginAs('colaboradora');
});
afterAll(() => ctx.close());

const valid = { titulo: 'Jean Wide Leg Azul', producto: 'Jeans', estado: 'disponible' };
const create = async (body: Record<string, unknown>) => {
  const res = await admin.post('/api/colaboraciones', { ...valid, ...body });
  expect(res.status, await res.clone().text()).toBe(201);
  return colaboracionResponseSchema.parse(await res.json()).colaboracion;
};
const errorOf = async (res: Response) => (await json<ErrorBody>(res)).error;
const creatorId = async () => {
  const c = await ctx.loginAs('colaboradora');
  const [row] = await ctx.db.select({ id: colaboradoras.id }).from(colaboradoras).where(eq(colaboradoras.userId, c.userId));
  return row!.id;
};

describe('access', () => {
  it('is for admins: tienda and colaboradora get 403, anonymous 401, on every route', async () => {
    const id = (await create({ titulo: 'Acceso' })).id;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/colaboraciones'],
      ['GET', `/api/colaboraciones/${id}`],
      ['POST', '/api/colaboraciones', valid],
      ['PUT', `/api/colaboraciones/${id}`, valid],
      ['DELETE', `/api/colaboraciones/${id}`],
      ['POST', '/api/colaboraciones/bulk/delete', { ids: [id] }],
      ['POST', '/api/colaboraciones/bulk/estado', { ids: [id], estado: 'agotado' }],
      ['POST', '/api/colaboraciones/imagen', {}],
    ];
    for (const [method, path, body] of calls) {
      for (const client of [tienda, colaboradora]) {
        const res = await client.request(method, path, { json: body });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect((await errorOf(res)).code).toBe('FORBIDDEN');
      }
      expect((await ctx.client().request(method, path, { json: body })).status, `${method} ${path}`).toBe(401);
    }
    // Nothing changed.
    expect((await admin.get(`/api/colaboraciones/${id}`)).status).toBe(200);
  });
});

describe('POST /api/colaboraciones (Nueva)', () => {
  it('creates an unassigned collaboration, stores empty optional values as null and writes its history', async () => {
    const c = await create({ tipo: '  ', color: '', talla: '9', marca: 'Kosch', imagen: '', pedidoUrl: '', cintura: '', cadera: '72', largo: 100, numeroPedido: null });
    expect(c).toMatchObject({ titulo: 'Jean Wide Leg Azul', estado: 'disponible', talla: '9', marca: 'Kosch', cadera: 72, largo: 100, colaboradoraId: null });
    const [row] = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.id, c.id));
    expect(row).toMatchObject({ tipo: null, color: null, imagen: null, pedidoUrl: null, cintura: null, numeroPedido: null, colaboradoraId: null });
    const events = await ctx.db.select().from(colaboracionEventos).where(eq(colaboracionEventos.colaboracionId, c.id));
    expect(events).toEqual([expect.objectContaining({ fromEstado: null, toEstado: 'disponible', actorId: admin.userId, actorRole: 'admin' })]);
  });

  it.each([
    [{ titulo: '' }, 'El título es requerido'],
    [{ titulo: undefined }, 'El título es requerido'],
    [{ titulo: 'x'.repeat(101) }, 'El título debe tener como máximo 100 caracteres'],
    [{ producto: '   ' }, 'El producto es requerido'],
    [{ imagen: 'no es url' }, 'Debe ser una URL válida'],
    [{ pedidoUrl: 'ftp://tienda.example/x' }, 'Debe ser una URL válida'],
    [{ cintura: -3 }, 'Debe ser un número entero positivo'],
    [{ largo: 1.5 }, 'Debe ser un número entero positivo'],
    [{ numeroPedido: 'abc' }, 'Debe ser un número entero positivo'],
    [{ talla: '12345678901' }, 'La talla debe tener como máximo 10 caracteres'],
    [{ estado: 'revision' }, 'Selecciona un estado válido'],
    [{ estado: 'cancelada' }, 'Selecciona un estado válido'],
  ])('refuses %j with the spec message', async (body, message) => {
    const before = await ctx.db.$count(colaboraciones);
    const res = await admin.post('/api/colaboraciones', { ...valid, ...body });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'VALIDATION', message });
    expect(await ctx.db.$count(colaboraciones)).toBe(before);
  });

  it('accepts the six create states', async () => {
    for (const estado of ['disponible', 'empaquetado', 'logistica', 'produccion', 'confirmacion', 'entregado']) {
      expect((await create({ estado })).estado).toBe(estado);
    }
  });

  it("accepts its own uploaded image reference but no other file of ours", async () => {
    expect((await create({ imagen: 'storage://entregas/colaboraciones/abc-1.png' })).imagenUrl).toMatch(/^\/api\/files\/entregas\/colaboraciones\/abc-1\.png\?exp=/);
    for (const imagen of ['storage://colaboradoras/u1/avatar_1.png', 'storage://entregas/otra/x.png', 'storage://entregas/colaboraciones/../x']) {
      const res = await admin.post('/api/colaboraciones', { ...valid, imagen });
      expect(res.status, imagen).toBe(400);
      expect((await errorOf(res)).message).toBe('Debe ser una URL válida');
    }
  });

  it('answers a web image URL as itself (thumbnail included)', async () => {
    const c = await create({ imagen: 'https://cdn.example.com/jean.jpg' });
    expect(c).toMatchObject({ imagenUrl: 'https://cdn.example.com/jean.jpg', thumbUrl: 'https://cdn.example.com/jean.jpg' });
  });
});

describe('GET and PUT /api/colaboraciones/{id}', () => {
  it('reads one; unknown or malformed ids are 404 Colaboración no encontrada', async () => {
    const c = await create({ titulo: 'Leer' });
    const res = await admin.get(`/api/colaboraciones/${c.id}`);
    expect(res.status).toBe(200);
    expect(colaboracionResponseSchema.parse(await res.json()).colaboracion.titulo).toBe('Leer');
    for (const id of [randomUUID(), 'no-es-uuid']) {
      for (const r of [await admin.get(`/api/colaboraciones/${id}`), await admin.put(`/api/colaboraciones/${id}`, valid), await admin.delete(`/api/colaboraciones/${id}`)]) {
        expect(r.status).toBe(404);
        expect(await errorOf(r)).toEqual({ code: 'COLABORACION_NOT_FOUND', message: 'Colaboración no encontrada' });
      }
    }
  });

  it('edits the fields and accepts all nine states, each change written to the history by the admin', async () => {
    const c = await create({ titulo: 'Editar', marca: 'Kosch' });
    let from: Estado = 'disponible';
    for (const estado of [...ESTADOS].reverse()) {
      const res = await admin.put(`/api/colaboraciones/${c.id}`, { ...valid, titulo: `Editar ${estado}`, marca: '', estado });
      expect(res.status, estado).toBe(200);
      const updated = colaboracionResponseSchema.parse(await res.json()).colaboracion;
      expect(updated).toMatchObject({ titulo: `Editar ${estado}`, marca: null, estado });
      const events = await ctx.db
        .select()
        .from(colaboracionEventos)
        .where(and(eq(colaboracionEventos.colaboracionId, c.id), eq(colaboracionEventos.fromEstado, from), eq(colaboracionEventos.toEstado, estado)));
      if (estado !== from) expect(events).toEqual([expect.objectContaining({ actorId: admin.userId, actorRole: 'admin' })]);
      from = estado;
    }
  });

  it('writes no history row when the state stays', async () => {
    const c = await create({ titulo: 'Sin cambio' });
    await admin.put(`/api/colaboraciones/${c.id}`, { ...valid, titulo: 'Sin cambio 2' });
    expect(await ctx.db.$count(colaboracionEventos, eq(colaboracionEventos.colaboracionId, c.id))).toBe(1);
  });

  it('answers 409 when a state change would give a creator a second active collaboration, and changes nothing', async () => {
    const creadora = await creatorId();
    const [active] = await ctx.db.insert(colaboraciones).values({ titulo: 'Activa', producto: 'Jeans', estado: 'produccion', colaboradoraId: creadora }).returning();
    const [done] = await ctx.db.insert(colaboraciones).values({ titulo: 'Hecha', producto: 'Jeans', estado: 'entregado', colaboradoraId: creadora }).returning();
    const res = await admin.put(`/api/colaboraciones/${done!.id}`, { ...valid, titulo: 'Cambiada', estado: 'produccion' });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: 'COLABORADORA_HAS_ACTIVE', message: 'La colaboradora ya tiene una colaboración activa' });
    const [row] = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.id, done!.id));
    expect(row).toMatchObject({ titulo: 'Hecha', estado: 'entregado' });
    expect(active).toBeDefined();
  });
});

describe('GET /api/colaboraciones (list)', () => {
  let fresh: TestContext;
  let boss: TestClient;
  beforeAll(async () => {
    fresh = await createTestContext();
    boss = await fresh.loginAs('admin');
    const c = await fresh.loginAs('colaboradora', { name: 'Sofía Núñez' });
    const [creadora] = await fresh.db.select().from(colaboradoras).where(eq(colaboradoras.userId, c.userId));
    const base = Date.UTC(2025, 0, 1);
    const rows = Array.from({ length: 30 }, (_, i) => ({
      titulo: `Jean ${String(i).padStart(2, '0')}`,
      producto: i % 3 === 0 ? 'Joyería' : 'Jeans',
      marca: i % 2 === 0 ? 'Kosch' : 'JS Denim',
      color: i === 7 ? 'Azul Marino' : 'Negro',
      barcode: `750100${i}`,
      estado: (i < 20 ? 'disponible' : i < 25 ? 'agotado' : 'revision') as Estado,
      createdAt: new Date(base + i * 60_000),
    }));
    await fresh.db.insert(colaboraciones).values(rows);
    await fresh.db.insert(colaboraciones).values({ titulo: 'Asignada', producto: 'Jeans', estado: 'produccion', colaboradoraId: creadora!.id, createdAt: new Date(base + 99 * 60_000) });
  });
  afterAll(() => fresh.close());

  const list = async (query: string) => {
    const res = await boss.get(`/api/colaboraciones${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return colaboracionListResponseSchema.parse(await res.json());
  };

  it('pages newest first with the tab counts and the creator name', async () => {
    const first = await list('?page=1&pageSize=10');
    expect(first.total).toBe(31);
    expect(first.counts).toEqual({ todos: 31, disponible: 20, empaquetado: 0, logistica: 0, produccion: 1, confirmacion: 0, revision: 5, entregado: 0, agotado: 5, cancelada: 0 });
    expect(first.items.map((i) => i.titulo)).toEqual(['Asignada', 'Jean 29', 'Jean 28', 'Jean 27', 'Jean 26', 'Jean 25', 'Jean 24', 'Jean 23', 'Jean 22', 'Jean 21']);
    expect(first.items[0]).toMatchObject({ colaboradoraNombre: 'Sofía Núñez', estado: 'produccion' });
    const last = await list('?page=4&pageSize=10');
    expect(last.items.map((i) => i.titulo)).toEqual(['Jean 00']);
    expect((await list('?page=5&pageSize=10')).items).toEqual([]);
  });

  it('filters by tab; total is the tab count', async () => {
    const agotado = await list('?estado=agotado');
    expect(agotado.total).toBe(5);
    expect(agotado.items.every((i: Colaboracion) => i.estado === 'agotado')).toBe(true);
    // En Revisión has a tab of its own (decision 040), not only a place under Todos.
    const revision = await list('?estado=revision');
    expect(revision.total).toBe(5);
    expect(revision.items.every((i: Colaboracion) => i.estado === 'revision')).toBe(true);
  });

  it('searches case- and accent-insensitively over the fields and the creator name, counts under the same search', async () => {
    expect((await list('?q=JOYERIA')).total).toBe(10);
    expect((await list('?q=joyería&estado=agotado')).counts).toMatchObject({ todos: 10, disponible: 7, agotado: 2 });
    expect((await list('?q=sofia%20nunez')).items.map((i) => i.titulo)).toEqual(['Asignada']);
    expect((await list('?q=azul')).items.map((i) => i.titulo)).toEqual(['Jean 07']);
    expect((await list('?q=7501005')).items.map((i) => i.titulo)).toEqual(['Jean 05']);
    expect((await list('?q=kosch%20joyeria')).total).toBe(5);
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
  });

  it('refuses a bad query with 400', async () => {
    for (const q of ['?estado=archivada', '?page=0', '?pageSize=201', '?page=abc']) {
      expect((await boss.get(`/api/colaboraciones${q}`)).status, q).toBe(400);
    }
  });
});

describe('bulk actions', () => {
  it('sets the state of several through the override, with history, in one go', async () => {
    const a = await create({ titulo: 'Bulk A' });
    const b = await create({ titulo: 'Bulk B', estado: 'entregado' });
    const res = await admin.post('/api/colaboraciones/bulk/estado', { ids: [a.id, b.id, randomUUID()], estado: 'empaquetado' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ updated: 2 });
    const rows = await ctx.db.select().from(colaboraciones).where(inArray(colaboraciones.id, [a.id, b.id]));
    expect(rows.map((r) => r.estado)).toEqual(['empaquetado', 'empaquetado']);
    const events = await ctx.db.select().from(colaboracionEventos).where(and(inArray(colaboracionEventos.colaboracionId, [a.id, b.id]), eq(colaboracionEventos.toEstado, 'empaquetado')));
    expect(events).toHaveLength(2);
    expect(events.every((e) => e.actorRole === 'admin' && e.actorId === admin.userId)).toBe(true);
  });

  it('changes nothing when one row breaks a rule (409)', async () => {
    const creadora = await creatorId();
    const [x] = await ctx.db.insert(colaboraciones).values({ titulo: 'X', producto: 'Jeans', estado: 'entregado', colaboradoraId: creadora }).returning();
    const [y] = await ctx.db.insert(colaboraciones).values({ titulo: 'Y', producto: 'Jeans', estado: 'entregado', colaboradoraId: creadora }).returning();
    const res = await admin.post('/api/colaboraciones/bulk/estado', { ids: [x!.id, y!.id], estado: 'produccion' });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe('La colaboradora ya tiene una colaboración activa');
    const rows = await ctx.db.select().from(colaboraciones).where(inArray(colaboraciones.id, [x!.id, y!.id]));
    expect(rows.map((r) => r.estado)).toEqual(['entregado', 'entregado']);
    expect(await ctx.db.$count(colaboracionEventos, inArray(colaboracionEventos.colaboracionId, [x!.id, y!.id]))).toBe(0);
  });

  it('validates the body', async () => {
    for (const body of [{ ids: [] }, { ids: ['x'] }, {}]) {
      expect((await admin.post('/api/colaboraciones/bulk/delete', body)).status).toBe(400);
    }
    expect((await admin.post('/api/colaboraciones/bulk/estado', { ids: [randomUUID()], estado: 'otro' })).status).toBe(400);
  });

  it('deletes several (unknown ids skipped)', async () => {
    const a = await create({ titulo: 'Borrar A' });
    const b = await create({ titulo: 'Borrar B' });
    const res = await admin.post('/api/colaboraciones/bulk/delete', { ids: [a.id, b.id, randomUUID()] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: 2 });
    expect(await ctx.db.$count(colaboraciones, inArray(colaboraciones.id, [a.id, b.id]))).toBe(0);
  });
});

describe('DELETE /api/colaboraciones/{id}', () => {
  it('deletes a collaboration without deliveries: the row, its history and its uploaded image', async () => {
    const imageKey = 'colaboraciones/propia-1.png';
    const c = await create({ imagen: `storage://entregas/${imageKey}` });
    for (const key of [imageKey, `${imageKey}.thumb.webp`]) await ctx.storage.put('entregas', key, Buffer.from(key), { contentType: 'application/octet-stream' });
    const listed = colaboracionListResponseSchema.parse(await (await admin.get(`/api/colaboraciones?q=${encodeURIComponent(c.titulo)}`)).json()).items.find((i) => i.id === c.id);
    expect(listed?.archivos).toBe(0);
    const res = await admin.delete(`/api/colaboraciones/${c.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await ctx.db.$count(colaboraciones, eq(colaboraciones.id, c.id))).toBe(0);
    expect(await ctx.db.$count(colaboracionEventos, eq(colaboracionEventos.colaboracionId, c.id))).toBe(0);
    for (const key of [imageKey, `${imageKey}.thumb.webp`]) expect(await ctx.storage.exists('entregas', key), key).toBe(false);
    expect((await admin.delete(`/api/colaboraciones/${c.id}`)).status).toBe(404);
  });

  it('keeps a collaboration with delivered files (issue 28): 409 in Spanish, alone or in a bulk, and the database refuses it too; Cancelada keeps the files', async () => {
    const c = await create({ titulo: 'Con contenido entregado', estado: 'entregado' });
    const sin = await create({ titulo: 'Sin contenido, en el mismo lote' });
    const keys = [`${c.id}/foto.jpg`, `${c.id}/foto.jpg.thumb.webp`, `${c.id}/video.mp4`];
    for (const key of keys) await ctx.storage.put('entregas', key, Buffer.from(key), { contentType: 'application/octet-stream' });
    await ctx.db.insert(entregas).values([
      { colaboracionId: c.id, tipoContenido: 'imagen', fileKey: keys[0], thumbKey: keys[1], estado: 'aprobado', feedbackStatus: 'excelente' },
      { colaboracionId: c.id, tipoContenido: 'video', fileKey: keys[2] },
    ]);
    const listed = colaboracionListResponseSchema.parse(await (await admin.get(`/api/colaboraciones?q=${encodeURIComponent(c.titulo)}`)).json()).items.find((i) => i.id === c.id);
    expect(listed?.archivos).toBe(2);

    const refused = await admin.delete(`/api/colaboraciones/${c.id}`);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({ code: 'COLABORACION_CON_CONTENIDO', message: ERROR_MESSAGES.COLABORACION_CON_CONTENIDO });
    // A bulk delete commits whole or not at all: the one without files stays too.
    const bulk = await admin.post('/api/colaboraciones/bulk/delete', { ids: [sin.id, c.id] });
    expect(bulk.status).toBe(409);
    expect((await errorOf(bulk)).code).toBe('COLABORACION_CON_CONTENIDO');
    expect(await ctx.db.$count(colaboraciones, inArray(colaboraciones.id, [c.id, sin.id]))).toBe(2);
    expect(await ctx.db.$count(entregas, eq(entregas.colaboracionId, c.id))).toBe(2);
    for (const key of keys) expect(await ctx.storage.exists('entregas', key), key).toBe(true);

    // Whatever path a delete takes, the database keeps the content (ON DELETE RESTRICT).
    await expect(ctx.db.delete(colaboraciones).where(eq(colaboraciones.id, c.id))).rejects.toThrow();
    expect(await ctx.db.$count(entregas, eq(entregas.colaboracionId, c.id))).toBe(2);

    // What staff do instead: Cancelada; the files stay.
    expect((await admin.post('/api/colaboraciones/bulk/estado', { ids: [c.id], estado: 'cancelada' })).status).toBe(200);
    expect(await ctx.db.$count(entregas, eq(entregas.colaboracionId, c.id))).toBe(2);
    for (const key of keys) expect(await ctx.storage.exists('entregas', key), key).toBe(true);
  });

  it('keeps an uploaded image that another collaboration still shows', async () => {
    const imagen = 'storage://entregas/colaboraciones/compartida-1.png';
    await ctx.storage.put('entregas', 'colaboraciones/compartida-1.png', Buffer.from('x'), { contentType: 'image/png' });
    const a = await create({ imagen });
    await create({ imagen });
    expect((await admin.delete(`/api/colaboraciones/${a.id}`)).status).toBe(200);
    expect(await ctx.storage.exists('entregas', 'colaboraciones/compartida-1.png')).toBe(true);
  });
});
