import { eq } from 'drizzle-orm';
import { transition } from '../../domain/transition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Estado } from '../../../shared/domain/estado';
import type { MiColaboracion, MiColaboracionDetail } from '../../../shared/schemas/mis-colaboraciones';
import { envios, colaboraciones, colaboracionEventos, colaboradoras, entregas } from '../../db/schema';
import pino from 'pino';
import { createApp } from '../../app';
import { FRESH_READS_COOKIE } from '../../http/read-cache';
import { createTestContext, json, TestClient, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

type Row = typeof colaboraciones.$inferInsert;
interface ErrorBody {
  error: { code: string; message: string };
}

async function creatorIdOf(userId: string) {
  const [row] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, userId));
  return row!.id;
}

async function itemFor(userId: string, estado: Estado, overrides: Partial<Row> = {}) {
  const [row] = await ctx.db
    .insert(colaboraciones)
    .values({
      titulo: 'Jeans Recto Azul',
      producto: 'Jeans',
      nombreVisualizacion: 'Recto Azul 7',
      talla: '7',
      tipo: 'Recto',
      color: 'Azul',
      cintura: 70,
      cadera: 96,
      largo: 100,
      estado,
      colaboradoraId: await creatorIdOf(userId),
      pedidoUrl: 'https://tienda.example/invoices/abc',
      numeroPedido: 1001,
      ...overrides,
    })
    .returning();
  return row!;
}

async function eventsOf(id: string) {
  return ctx.db.select().from(colaboracionEventos).where(eq(colaboracionEventos.colaboracionId, id));
}

describe('GET /api/mis-colaboraciones', () => {
  it('lists only her items of the group, with counts, newest first', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const other = await ctx.loginAs('colaboradora');
    // One active collaboration per creator (DB index): the rest are delivered ones.
    const activa = await itemFor(creator.userId, 'logistica');
    const hecha1 = await itemFor(creator.userId, 'entregado', { titulo: 'Primera' });
    const hecha2 = await itemFor(creator.userId, 'entregado', { titulo: 'Segunda' });
    await ctx.db.insert(entregas).values([
      { colaboracionId: hecha2.id, tipoContenido: 'imagen' },
      { colaboracionId: hecha2.id, tipoContenido: 'imagen' },
      { colaboracionId: hecha2.id, tipoContenido: 'video' },
    ]);
    const ajena = await itemFor(other.userId, 'logistica');

    const pend = await json<{ items: MiColaboracion[] }>(await creator.get('/api/mis-colaboraciones?grupo=pendientes'));
    expect(pend.items.map((i) => i.id)).toEqual([activa.id]);
    expect(pend.items[0]).toMatchObject({ estado: 'logistica', talla: '7', pedidoUrl: 'https://tienda.example/invoices/abc', fotos: 0, videos: 0, recibidoAt: null });
    expect(pend.items.map((i) => i.id)).not.toContain(ajena.id);

    const ent = await json<{ items: MiColaboracion[] }>(await creator.get('/api/mis-colaboraciones?grupo=entregadas'));
    expect(ent.items.map((i) => i.id)).toEqual([hecha2.id, hecha1.id]);
    expect(ent.items[0]).toMatchObject({ fotos: 2, videos: 1 });
  });

  it('is only for creators', async () => {
    expect((await ctx.client().get('/api/mis-colaboraciones')).status).toBe(401);
    expect((await (await ctx.loginAs('admin')).get('/api/mis-colaboraciones')).status).toBe(403);
    expect((await (await ctx.loginAs('tienda')).get('/api/mis-colaboraciones')).status).toBe(403);
  });

  it('rejects an unknown group', async () => {
    const creator = await ctx.loginAs('colaboradora');
    expect((await creator.get('/api/mis-colaboraciones?grupo=todas')).status).toBe(400);
  });
});

describe('GET /api/mis-colaboraciones/{id}', () => {
  it('gives her the detail; another creator and a missing id get 404', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const item = await itemFor(creator.userId, 'empaquetado');
    const res = await creator.get(`/api/mis-colaboraciones/${item.id}`);
    expect(res.status).toBe(200);
    const { item: d } = await json<{ item: MiColaboracionDetail }>(res);
    expect(d).toMatchObject({ id: item.id, producto: 'Jeans', cintura: 70, cadera: 96, largo: 100, numeroPedido: 1001, pedidoEnTienda: false, dueAt: null, recibidoAt: null });

    const other = await ctx.loginAs('colaboradora');
    for (const path of [`/api/mis-colaboraciones/${item.id}`, `/api/mis-colaboraciones/${crypto.randomUUID()}`]) {
      const r = await other.get(path);
      expect(r.status).toBe(404);
      expect((await json<ErrorBody>(r)).error).toEqual({ code: 'MI_COLABORACION_NOT_FOUND', message: 'Error al cargar la colaboración' });
    }
    expect((await (await ctx.loginAs('admin')).get(`/api/mis-colaboraciones/${item.id}`)).status).toBe(403);
    expect((await ctx.client().get(`/api/mis-colaboraciones/${item.id}`)).status).toBe(401);
  });
});

describe('her detail across two instances on one database (decision 028)', () => {
  it('another instance answers its copy for up to 2 s, but never after a change she made herself', async () => {
    const appB = createApp({ config: ctx.config, db: ctx.db, logger: pino({ level: 'silent' }), storage: ctx.storage });
    const creator = await ctx.loginAs('colaboradora');
    const item = await itemFor(creator.userId, 'empaquetado');
    const onB = (withFresh: boolean) => {
      const client = new TestClient(appB, ctx.config.appUrl);
      for (const [k, v] of creator.cookies) if (withFresh || k !== FRESH_READS_COOKIE) client.cookies.set(k, v);
      return client;
    };
    const estadoOnB = async (withFresh: boolean) =>
      (await json<{ item: MiColaboracionDetail }>(await onB(withFresh).get(`/api/mis-colaboraciones/${item.id}`))).item.estado;

    expect(await estadoOnB(false)).toBe('empaquetado');
    const pedido = await creator.post(`/api/mis-colaboraciones/${item.id}/pedido-realizado`);
    expect(pedido.status).toBe(200);
    const cookie = pedido.headers.getSetCookie().find((c) => c.startsWith(`${FRESH_READS_COOKIE}=`));
    expect(cookie).toBe(`${FRESH_READS_COOKIE}=1; Max-Age=3; Path=/; HttpOnly; SameSite=Lax`);

    // Instance B did not see the write: without the cookie it still has its copy...
    expect(await estadoOnB(false)).toBe('empaquetado');
    // ...with it (her browser, for 3 s after her change) it reads the database and refreshes the copy.
    expect(await estadoOnB(true)).toBe('logistica');
    expect(await estadoOnB(false)).toBe('logistica');
    // The instance that took the write forgot its copies at once.
    const { item: onA } = await json<{ item: MiColaboracionDetail }>(await creator.get(`/api/mis-colaboraciones/${item.id}`));
    expect(onA.estado).toBe('logistica');
  });
});

describe('Pedido Realizado and Recibido (spec §4)', () => {
  it('empaquetado → logistica → produccion, with history rows and a 7-day due date', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const item = await itemFor(creator.userId, 'empaquetado');

    const pedido = await creator.post(`/api/mis-colaboraciones/${item.id}/pedido-realizado`);
    expect(pedido.status).toBe(200);
    expect(await json(pedido)).toEqual({ colaboracion: { id: item.id, estado: 'logistica' } });

    // Recibido twice: the second finds it in produccion already.
    const rec = await creator.post(`/api/mis-colaboraciones/${item.id}/recibido`);
    expect(rec.status).toBe(200);
    expect(await json(rec)).toEqual({ colaboracion: { id: item.id, estado: 'produccion' } });

    const events = await eventsOf(item.id);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ fromEstado: 'empaquetado', toEstado: 'logistica', actorRole: 'colaboradora', actorId: creator.userId }),
        expect.objectContaining({ fromEstado: 'logistica', toEstado: 'produccion', actorRole: 'colaboradora', actorId: creator.userId }),
      ]),
    );
    expect(events).toHaveLength(2);
    const recibidoEvent = events.find((e) => e.toEstado === 'produccion')!;

    const { item: d } = await json<{ item: MiColaboracionDetail }>(await creator.get(`/api/mis-colaboraciones/${item.id}`));
    expect(d.estado).toBe('produccion');
    expect(Date.parse(d.recibidoAt!)).toBe(recibidoEvent.createdAt.getTime());
    expect(Date.parse(d.dueAt!) - Date.parse(d.recibidoAt!)).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('refuses a wrong state with 409 and a Spanish message, and changes nothing', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const item = await itemFor(creator.userId, 'confirmacion');
    const a = await creator.post(`/api/mis-colaboraciones/${item.id}/pedido-realizado`);
    expect(a.status).toBe(409);
    expect((await json<ErrorBody>(a)).error.message).toBe('La colaboración ya no está esperando tu pedido. Recarga la página.');
    const b = await creator.post(`/api/mis-colaboraciones/${item.id}/recibido`);
    expect(b.status).toBe(409);
    expect((await json<ErrorBody>(b)).error.message).toBe('La colaboración no está en logística. Recarga la página.');
    expect(await eventsOf(item.id)).toHaveLength(0);
  });

  it('answers Pedido Realizado with success when the store already moved the item to logistica', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const item = await itemFor(creator.userId, 'empaquetado');
    // The store's webhook or poll completes the order first.
    await transition(ctx.db, { colaboracionId: item.id, name: 'pedido_realizado', actor: { userId: null, role: 'system' } });
    const res = await creator.post(`/api/mis-colaboraciones/${item.id}/pedido-realizado`);
    expect(res.status).toBe(200);
    expect((await json<{ colaboracion: { estado: string } }>(res)).colaboracion).toEqual({ id: item.id, estado: 'logistica' });
    // Nothing happened on her press: no second history row.
    expect(await eventsOf(item.id)).toHaveLength(1);
  });

  it('refuses Pedido Realizado without an order link', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const item = await itemFor(creator.userId, 'empaquetado', { pedidoUrl: null });
    const res = await creator.post(`/api/mis-colaboraciones/${item.id}/pedido-realizado`);
    expect(res.status).toBe(409);
    expect((await json<ErrorBody>(res)).error.code).toBe('SIN_PEDIDO');
    const [row] = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.id, item.id));
    expect(row!.estado).toBe('empaquetado');
  });

  it("another creator cannot move her item (404); staff get 403, anonymous 401", async () => {
    const owner = await ctx.loginAs('colaboradora');
    const item = await itemFor(owner.userId, 'empaquetado');
    const other = await ctx.loginAs('colaboradora');
    for (const action of ['pedido-realizado', 'recibido']) {
      const res = await other.post(`/api/mis-colaboraciones/${item.id}/${action}`);
      expect(res.status).toBe(404);
      expect((await json<ErrorBody>(res)).error.message).toBe('Error al cargar la colaboración');
      expect((await (await ctx.loginAs('admin')).post(`/api/mis-colaboraciones/${item.id}/${action}`)).status).toBe(403);
      expect((await ctx.client().post(`/api/mis-colaboraciones/${item.id}/${action}`)).status).toBe(401);
    }
    expect((await other.post(`/api/mis-colaboraciones/${crypto.randomUUID()}/recibido`)).status).toBe(404);
    const [row] = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.id, item.id));
    expect(row!.estado).toBe('empaquetado');
    expect(await eventsOf(item.id)).toHaveLength(0);
  });
});

describe('her order link, remembered (issue 16)', () => {
  it('opening it is kept on the server: her detail says so after a reload; the first time counts', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const item = await itemFor(creator.userId, 'empaquetado');
    const detail = async () => json<{ item: { pedidoAbierto: boolean; pedidoEnTienda: boolean } }>(await creator.get(`/api/mis-colaboraciones/${item.id}`));
    expect((await detail()).item).toMatchObject({ pedidoAbierto: false, pedidoEnTienda: false });
    expect((await creator.post(`/api/mis-colaboraciones/${item.id}/pedido-abierto`)).status).toBe(200);
    const [first] = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.id, item.id));
    expect(first!.pedidoAbiertoAt).toBeInstanceOf(Date);
    expect((await creator.post(`/api/mis-colaboraciones/${item.id}/pedido-abierto`)).status).toBe(200);
    const [second] = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.id, item.id));
    expect(second!.pedidoAbiertoAt).toEqual(first!.pedidoAbiertoAt);
    expect((await detail()).item.pedidoAbierto).toBe(true);
    // The store reports her order: only then pedidoEnTienda.
    expect((await json<{ item: { guia: unknown } }>(await creator.get(`/api/mis-colaboraciones/${item.id}`))).item.guia).toBeNull();
    await ctx.db.insert(envios).values({
      colaboracionId: item.id,
      orderId: 'gid://shopify/Order/77',
      orderName: '#1077',
      trackingNumber: 'EST900177',
      trackingCompany: 'Estafeta',
      trackingUrl: 'https://rastreo.example/EST900177',
    });
    ctx.readCache.clear();
    expect((await detail()).item.pedidoEnTienda).toBe(true);
    // Her own tracking, as staff Logística reads it.
    expect((await json<{ item: { guia: unknown } }>(await creator.get(`/api/mis-colaboraciones/${item.id}`))).item.guia).toEqual({
      numero: 'EST900177',
      url: 'https://rastreo.example/EST900177',
      paqueteria: 'Estafeta',
    });
  });

  it('only hers: another creator 404, staff 403, no link 409', async () => {
    const owner = await ctx.loginAs('colaboradora');
    const item = await itemFor(owner.userId, 'empaquetado');
    const other = await ctx.loginAs('colaboradora');
    expect((await other.post(`/api/mis-colaboraciones/${item.id}/pedido-abierto`)).status).toBe(404);
    expect((await (await ctx.loginAs('admin')).post(`/api/mis-colaboraciones/${item.id}/pedido-abierto`)).status).toBe(403);
    const sinLink = await itemFor((await ctx.loginAs('colaboradora')).userId, 'empaquetado', { pedidoUrl: null });
    const [row] = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.id, item.id));
    expect(row!.pedidoAbiertoAt).toBeNull();
    expect(sinLink.pedidoAbiertoAt).toBeNull();
  });
});

describe("cambiosSolicitados on her detail ('Solicitar cambios' reaches her)", () => {
  const detail = async (creator: { get: (p: string) => Promise<Response> }, id: string) =>
    (await json<{ item: MiColaboracionDetail }>(await creator.get(`/api/mis-colaboraciones/${id}`))).item;

  it("carries the staff's note while she is back in produccion, and only then", async () => {
    const creator = await ctx.loginAs('colaboradora');
    const admin = await ctx.loginAs('admin');
    const item = await itemFor(creator.userId, 'produccion');
    expect((await detail(creator, item.id)).cambiosSolicitados).toBeNull();

    // An older request, then she sent it to review, then a newer request: the newest note counts.
    const at1 = new Date(Date.now() - 60_000);
    const at2 = new Date(Date.now() - 30_000);
    const at3 = new Date(Date.now() - 10_000);
    await ctx.db.insert(colaboracionEventos).values([
      { colaboracionId: item.id, fromEstado: 'revision', toEstado: 'produccion', actorId: admin.userId, actorRole: 'admin', note: 'Primera nota', createdAt: at1 },
      { colaboracionId: item.id, fromEstado: 'produccion', toEstado: 'revision', actorId: creator.userId, actorRole: 'colaboradora', createdAt: at2 },
      { colaboracionId: item.id, fromEstado: 'revision', toEstado: 'produccion', actorId: admin.userId, actorRole: 'admin', note: 'Más luz,\npor favor', createdAt: at3 },
    ]);
    expect((await detail(creator, item.id)).cambiosSolicitados).toEqual({ nota: 'Más luz,\npor favor', at: at3.toISOString() });
    // The list does not carry it (the detail page shows it).
    const { items } = await json<{ items: Record<string, unknown>[] }>(await creator.get('/api/mis-colaboraciones?grupo=pendientes'));
    expect(items.find((i) => i.id === item.id)).not.toHaveProperty('cambiosSolicitados');

    // Once it is in review again, the request is over.
    await ctx.db.update(colaboraciones).set({ estado: 'revision' }).where(eq(colaboraciones.id, item.id));
    await ctx.db.insert(colaboracionEventos).values({ colaboracionId: item.id, fromEstado: 'produccion', toEstado: 'revision', actorId: creator.userId, actorRole: 'colaboradora' });
    expect((await detail(creator, item.id)).cambiosSolicitados).toBeNull();
  });

  it('is null after an admin override back to produccion without a note', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const item = await itemFor(creator.userId, 'produccion');
    await ctx.db.insert(colaboracionEventos).values({ colaboracionId: item.id, fromEstado: 'revision', toEstado: 'produccion', actorRole: 'admin', note: null });
    expect((await detail(creator, item.id)).cambiosSolicitados).toBeNull();
  });
});
