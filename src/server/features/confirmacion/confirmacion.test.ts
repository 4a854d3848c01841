import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colaboraciones, colaboracionEventos, colaboradoras, envioEventos, envios } from '../../db/schema';
import { transition } from '../../domain/transition';
import { registerWebhooksOnStart, runScheduledStoreSync } from '../../jobs/store-sync';
import { colaboracionTag } from '../../shopify/draft-orders';
import { createStoreTestContext, type StoreTestContext } from '../../test/shopify-store';
import { json, type TestClient } from '../../test/context';
import { confirmacionListResponseSchema, empaquetadoLoteSchema, empaquetarResponseSchema } from '../../../shared/schemas/shopify';
import { createQueueWorker } from '../../queue/queue';
import { empaquetadoJobHandlers } from './empaquetado-lote';
import { importAndWait } from '../../test/store-jobs';

type ErrorBody = { error: { code: string; message: string } };
const silent = pino({ level: 'silent' });

let ctx: StoreTestContext;
let admin: TestClient & { userId: string };
let tienda: TestClient & { userId: string };
let variantIds: string[];
let next = 0;

/** A creator who has asked for the next imported item: it is in confirmacion and hers. */
async function request(profile: { nombre?: string; apellidos?: string; ciudad?: string; instagram?: string } = {}) {
  const creator = await ctx.loginAs('colaboradora', { name: profile.nombre ?? 'Carla' });
  const [c] = await ctx.db
    .update(colaboradoras)
    .set({ apellidos: profile.apellidos ?? 'Gómez', ciudad: profile.ciudad ?? 'Guadalajara', instagram: profile.instagram ?? '@carla.mx', equipo: 'iPhone 15' })
    .where(eq(colaboradoras.userId, creator.userId))
    .returning();
  const variantId = variantIds[next++]!;
  const [item] = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.shopifyVariantId, variantId));
  // The creator's request, as the portal makes it: the history row dates the request.
  await transition(ctx.db, {
    colaboracionId: item!.id,
    name: 'solicitar',
    actor: { userId: creator.userId, role: 'colaboradora' },
    set: { colaboradoraId: c!.id },
  });
  const [row] = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.id, item!.id));
  return { creator, colaboradora: c!, row: row!, variantId };
}

const estadoOf = async (id: string) => (await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.id, id)))[0]!;
const draftsTagged = (id: string) => [...ctx.emu.store.draftOrders.values()].filter((d) => d.tags.includes(colaboracionTag(id)));

beforeAll(async () => {
  ctx = await createStoreTestContext();
  admin = await ctx.loginAs('admin');
  tienda = await ctx.loginAs('tienda');
  await registerWebhooksOnStart({ db: ctx.db, config: ctx.config, logger: silent });
  // Available variants only, so every draft can be completed.
  variantIds = [...ctx.emu.store.variants.values()].filter((v) => v.available >= 2).map((v) => `gid://shopify/ProductVariant/${v.id}`);
  await importAndWait(ctx, admin, variantIds);
});
afterAll(async () => {
  await ctx.settle();
  await ctx.close();
});

describe('GET /api/confirmacion', () => {
  it('lists items in confirmacion with their creator, searchable, never one without a creator', async () => {
    const a = await request({ nombre: 'Ximena', apellidos: 'Ruiz', ciudad: 'Mérida' });
    const b = await request({ nombre: 'Brenda', apellidos: 'López', ciudad: 'Puebla' });
    // Unassigned but in confirmacion (an admin override): no card.
    const orphan = variantIds[next++]!;
    await ctx.db.update(colaboraciones).set({ estado: 'confirmacion' }).where(eq(colaboraciones.shopifyVariantId, orphan));

    const res = await tienda.get('/api/confirmacion');
    expect(res.status).toBe(200);
    const { items } = confirmacionListResponseSchema.parse(await res.json());
    const ids = items.map((i) => i.id);
    expect(ids).toContain(a.row.id);
    expect(ids).toContain(b.row.id);
    expect(items.every((i) => i.colaboradora.id)).toBe(true);
    expect(items.find((i) => i.id === a.row.id)).toMatchObject({
      colaboradora: { nombre: 'Ximena', apellidos: 'Ruiz', ciudad: 'Mérida', equipo: 'iPhone 15' },
      imagenUrl: a.row.imagen,
      thumbUrl: a.row.imagen,
      barcode: a.row.barcode,
    });
    // Oldest request first.
    expect(ids.indexOf(a.row.id)).toBeLessThan(ids.indexOf(b.row.id));

    const q = async (term: string) =>
      confirmacionListResponseSchema.parse(await (await tienda.get(`/api/confirmacion?q=${encodeURIComponent(term)}`)).json()).items.map((i) => i.id);
    expect(await q('ximena')).toEqual([a.row.id]);
    expect(await q('LÓPEZ')).toEqual([b.row.id]);
    expect(await q('merida')).toEqual([a.row.id]);
    expect(await q(a.row.barcode!)).toEqual([a.row.id]);
    expect(await q('nadie-asi')).toEqual([]);
  });

  it('is for admin and tienda only', async () => {
    const creator = await ctx.loginAs('colaboradora');
    expect((await creator.get('/api/confirmacion')).status).toBe(403);
    expect((await ctx.client().get('/api/confirmacion')).status).toBe(401);
  });
});

describe('POST /api/confirmacion/{id}/empaquetar', () => {
  it('creates the free draft order and moves the item to empaquetado', async () => {
    const { row, creator } = await request({ instagram: 'https://instagram.com/carla.mx/' });
    const res = await tienda.post(`/api/confirmacion/${row.id}/empaquetar`);
    expect(res.status).toBe(200);
    const body = empaquetarResponseSchema.parse(await res.json());
    const [draft] = draftsTagged(row.id);
    expect(draft).toBeDefined();
    expect(body).toEqual({ success: true, invoice_url: expect.stringContaining('/emulator/invoices/'), numeroPedido: draft!.number });
    expect(draft).toMatchObject({
      email: (await json<{ email: string }>(await creator.get('/api/me'))).email ?? expect.any(String),
      tags: expect.arrayContaining([colaboracionTag(row.id), '@carla.mx']),
      shippingLine: { title: 'Envío de colaboración', amount: '0.00', currencyCode: 'MXN' },
    });
    expect(draft!.lineItems[0]!.appliedDiscount).toMatchObject({ valueType: 'PERCENTAGE', value: 100 });
    expect(draft!.reserveInventoryUntil).toBeTruthy();
    expect(await estadoOf(row.id)).toMatchObject({ estado: 'empaquetado', pedidoUrl: body.invoice_url, numeroPedido: draft!.number });
    const [envio] = await ctx.db.select().from(envios).where(eq(envios.colaboracionId, row.id));
    expect(envio).toMatchObject({ draftOrderName: draft!.name, invoiceUrl: body.invoice_url });
    const history = await ctx.db
      .select()
      .from(colaboracionEventos)
      .where(and(eq(colaboracionEventos.colaboracionId, row.id), eq(colaboracionEventos.toEstado, 'empaquetado')));
    expect(history).toEqual([expect.objectContaining({ fromEstado: 'confirmacion', actorRole: 'tienda', actorId: tienda.userId })]);
    // The invoice link works at once.
    expect((await fetch(body.invoice_url)).status).toBe(200);
  });

  it('never creates two drafts: two staff at once get one draft and one envío', async () => {
    const { row } = await request();
    const [r1, r2] = await Promise.all([
      admin.post(`/api/confirmacion/${row.id}/empaquetar`),
      tienda.post(`/api/confirmacion/${row.id}/empaquetar`),
    ]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    const [b1, b2] = [await json(r1), await json(r2)];
    expect(b1).toEqual(b2);
    expect(draftsTagged(row.id)).toHaveLength(1);
    expect(await ctx.db.select().from(envios).where(eq(envios.colaboracionId, row.id))).toHaveLength(1);
    // Pressing again later answers the same draft.
    const again = await admin.post(`/api/confirmacion/${row.id}/empaquetar`);
    expect(await json(again)).toEqual(b1);
    expect(draftsTagged(row.id)).toHaveLength(1);
  });

  it('a retry after a lost reply finds the first draft by its tag', async () => {
    const { row, variantId } = await request();
    // The store made the draft but the reply never reached us.
    ctx.emu.store.createDraftOrder({
      email: null,
      note: null,
      tags: [colaboracionTag(row.id)],
      customAttributes: [],
      lines: [{ variantId: Number(variantId.split('/').pop()), quantity: 1, appliedDiscount: null }],
      shippingLine: null,
      appliedDiscount: null,
      reserveInventoryUntil: null,
    });
    const res = await admin.post(`/api/confirmacion/${row.id}/empaquetar`);
    expect(res.status).toBe(200);
    expect(draftsTagged(row.id)).toHaveLength(1);
    expect((await estadoOf(row.id)).estado).toBe('empaquetado');
  });

  it('a 5xx on create is retried only after the tag look-up', async () => {
    const { row } = await request();
    // Look-up passes, the create answers 503 (did it run?), then look-up and create again.
    const originalFetch = globalThis.fetch;
    let creates = 0;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (typeof init?.body === 'string' && init.body.includes('draftOrderCreate') && ++creates === 1) {
        return new Response('{"errors":"Service Unavailable"}', { status: 503 });
      }
      return originalFetch(input, init);
    }) as typeof fetch;
    try {
      const res = await admin.post(`/api/confirmacion/${row.id}/empaquetar`);
      expect(res.status).toBe(200);
    } finally {
      globalThis.fetch = originalFetch;
    }
    expect(creates).toBe(2);
    expect(draftsTagged(row.id)).toHaveLength(1);
  });

  it("on a store error nothing changes and the store's message is shown", async () => {
    const { row, variantId } = await request();
    ctx.emu.controls.deleteVariant(variantId);
    const res = await admin.post(`/api/confirmacion/${row.id}/empaquetar`);
    expect(res.status).toBe(422);
    const body = await json<ErrorBody>(res);
    expect(body.error.code).toBe('DRAFT_ORDER_FAILED');
    expect(body.error.message).toMatch(/Shopify/);
    expect((await estadoOf(row.id)).estado).toBe('confirmacion');
    expect(await ctx.db.select().from(envios).where(eq(envios.colaboracionId, row.id))).toHaveLength(0);

    const other = await request();
    ctx.emu.controls.failNext('HTTP_5XX', 20, { status: 502 });
    const down = await admin.post(`/api/confirmacion/${other.row.id}/empaquetar`);
    ctx.emu.controls.clearFaults();
    expect(down.status).toBe(502);
    expect((await json<ErrorBody>(down)).error.code).toBe('DRAFT_ORDER_FAILED');
    expect((await estadoOf(other.row.id)).estado).toBe('confirmacion');
    expect(draftsTagged(other.row.id)).toHaveLength(0);
  });

  it('refuses an item not in confirmacion, and a colaboradora', async () => {
    const [free] = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.shopifyVariantId, variantIds[next++]!));
    const res = await admin.post(`/api/confirmacion/${free!.id}/empaquetar`);
    expect(res.status).toBe(409);
    const creator = await ctx.loginAs('colaboradora');
    expect((await creator.post(`/api/confirmacion/${free!.id}/empaquetar`)).status).toBe(403);
  });
});

describe('orders and shipments', () => {
  it('order completed in the store → webhook → logistica, as the store; shipment and events follow', async () => {
    const { row } = await request();
    expect((await admin.post(`/api/confirmacion/${row.id}/empaquetar`)).status).toBe(200);
    const [draft] = draftsTagged(row.id);
    await ctx.settle();

    const { orderId, name } = ctx.emu.controls.completeDraftOrder(draft!.id);
    await ctx.settle();
    expect((await estadoOf(row.id)).estado).toBe('logistica');
    const moves = await ctx.db
      .select()
      .from(colaboracionEventos)
      .where(and(eq(colaboracionEventos.colaboracionId, row.id), eq(colaboracionEventos.toEstado, 'logistica')));
    expect(moves).toEqual([expect.objectContaining({ fromEstado: 'empaquetado', actorRole: 'system', actorId: null, note: 'La tienda confirmó el pedido' })]);
    const [envio] = await ctx.db.select().from(envios).where(eq(envios.colaboracionId, row.id));
    expect(envio).toMatchObject({ orderId, orderName: name });

    const { fulfillmentId } = ctx.emu.controls.fulfillOrder(orderId, { company: 'Estafeta', number: 'EST123456', url: 'https://rastreo.example/EST123456' });
    ctx.emu.controls.addFulfillmentEvent(fulfillmentId, { status: 'IN_TRANSIT', message: 'En camino' });
    await ctx.emu.controls.webhooksIdle();
    ctx.emu.controls.resendLastWebhook();
    await ctx.settle();
    const [shipped] = await ctx.db.select().from(envios).where(eq(envios.colaboracionId, row.id));
    expect(shipped).toMatchObject({ trackingCompany: 'Estafeta', trackingNumber: 'EST123456', trackingUrl: 'https://rastreo.example/EST123456' });
    expect(shipped!.inTransitAt).toBeInstanceOf(Date);
    const events = await ctx.db.select().from(envioEventos).where(eq(envioEventos.envioId, shipped!.id));
    expect(events.map((e) => e.status)).toEqual(['IN_TRANSIT']);
  });

  it('the scheduled poll catches an order whose webhooks never came', async () => {
    const { row } = await request();
    expect((await admin.post(`/api/confirmacion/${row.id}/empaquetar`)).status).toBe(200);
    await ctx.settle();
    const subs = new Map(ctx.emu.store.webhookSubscriptions);
    ctx.emu.store.webhookSubscriptions.clear();
    try {
      ctx.emu.controls.completeDraftOrder(draftsTagged(row.id)[0]!.id);
      await runScheduledStoreSync({ db: ctx.db, config: ctx.config, logger: silent });
    } finally {
      for (const [k, v] of subs) ctx.emu.store.webhookSubscriptions.set(k, v);
    }
    expect((await estadoOf(row.id)).estado).toBe('logistica');
  });
});

describe('without a store connection', () => {
  let plain: StoreTestContext;
  beforeAll(async () => {
    plain = await createStoreTestContext({ connectByEnv: false });
  });
  afterAll(() => plain.close());

  it('says the store is not configured', async () => {
    const a = await plain.loginAs('admin');
    const res = await a.post('/api/confirmacion/00000000-0000-4000-8000-000000000000/empaquetar');
    expect(res.status).toBe(409);
    const body = await json<ErrorBody>(res);
    expect(body.error.code).toBe('STORE_NOT_CONFIGURED');
    expect(body.error.message).toMatch(/no está configurada/);
  });
});

describe('Empaquetado of several at once (issue 28)', () => {
  const worker = () =>
    createQueueWorker({ db: ctx.db, logger: silent, handlers: empaquetadoJobHandlers({ db: ctx.db, config: ctx.config, logger: silent }), backoffMs: 20 });

  it('queues one job per collaboration: one draft order each, and a Spanish summary of what failed', async () => {
    const a = await request({ nombre: 'Ana' });
    const b = await request({ nombre: 'Bea' });
    const done = await request({ nombre: 'Cris' });
    // Cris's was packed by someone else before the batch ran: the batch answers her same draft.
    expect((await admin.post(`/api/confirmacion/${done.row.id}/empaquetar`)).status).toBe(200);
    // Dana's left confirmación (cancelled) before the batch ran.
    const gone = await request({ nombre: 'Dana' });
    const res = await tienda.post('/api/confirmacion/empaquetar-lote', { ids: [a.row.id, b.row.id, done.row.id, gone.row.id] });
    expect(res.status).toBe(202);
    const { loteId } = await json<{ loteId: string }>(res);
    await ctx.db.update(colaboraciones).set({ estado: 'cancelada' }).where(eq(colaboraciones.id, gone.row.id));

    const before = empaquetadoLoteSchema.parse(await (await tienda.get(`/api/confirmacion/lotes/${loteId}`)).json());
    expect(before).toMatchObject({ pendientes: 4, creados: 0, fallidos: 0 });
    const w = worker();
    await w.drain();
    await w.stop();

    const lote = empaquetadoLoteSchema.parse(await (await tienda.get(`/api/confirmacion/lotes/${loteId}`)).json());
    expect(lote).toMatchObject({ pendientes: 0, creados: 3, fallidos: 1 });
    expect(lote.items.find((i) => i.colaboracionId === gone.row.id)).toMatchObject({
      estado: 'error',
      colaboradora: 'Dana Gómez',
      mensaje: 'Esta colaboración ya no está en confirmación. Recarga la página.',
    });
    for (const { row } of [a, b, done]) {
      expect(draftsTagged(row.id)).toHaveLength(1);
      expect((await estadoOf(row.id)).estado).toBe('empaquetado');
      expect(lote.items.find((i) => i.colaboracionId === row.id)).toMatchObject({ estado: 'ok', numeroPedido: draftsTagged(row.id)[0]!.number, mensaje: null });
    }
    expect(draftsTagged(gone.row.id)).toHaveLength(0);
  });

  it('a single press racing the batch still makes one draft order', async () => {
    const { row } = await request();
    const { loteId } = await json<{ loteId: string }>(await admin.post('/api/confirmacion/empaquetar-lote', { ids: [row.id] }));
    const w = worker();
    const [single] = await Promise.all([tienda.post(`/api/confirmacion/${row.id}/empaquetar`), w.drain()]);
    await w.stop();
    expect(single.status).toBe(200);
    expect(draftsTagged(row.id)).toHaveLength(1);
    expect(await ctx.db.select().from(envios).where(eq(envios.colaboracionId, row.id))).toHaveLength(1);
    expect(empaquetadoLoteSchema.parse(await (await admin.get(`/api/confirmacion/lotes/${loteId}`)).json())).toMatchObject({ creados: 1, fallidos: 0 });
  });

  it('is for staff only, refuses an empty selection or an unknown collaboration, and an unknown batch', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const { row } = await request();
    expect((await creator.post('/api/confirmacion/empaquetar-lote', { ids: [row.id] })).status).toBe(403);
    expect((await admin.post('/api/confirmacion/empaquetar-lote', { ids: [] })).status).toBe(400);
    const unknown = await admin.post('/api/confirmacion/empaquetar-lote', { ids: [row.id, '00000000-0000-4000-8000-000000000000'] });
    expect(unknown.status).toBe(404);
    expect((await json<ErrorBody>(unknown)).error.message).toBe('Colaboración no encontrada');
    expect((await admin.get('/api/confirmacion/lotes/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
