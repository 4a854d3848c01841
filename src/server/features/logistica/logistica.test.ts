import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logisticaResponseSchema, type EnvioCard, type LogisticaResponse } from '../../../shared/schemas/logistica';
import type { Estado } from '../../../shared/domain/estado';
import { colaboraciones, colaboracionEventos, colaboradoras, envioEventos, envios } from '../../db/schema';
import { transition } from '../../domain/transition';
import { registerWebhooksOnStart } from '../../jobs/store-sync';
import { colaboracionTag } from '../../shopify/draft-orders';
import { createStoreTestContext, type StoreTestContext } from '../../test/shopify-store';
import type { TestClient } from '../../test/context';
import { PRODUCCION_NOTE, RECIBIDO_NOTE } from './logistica.timeline';
import { importAndWait } from '../../test/store-jobs';

const silent = pino({ level: 'silent' });
let ctx: StoreTestContext;
let admin: TestClient;

async function creator(nombre: string, perfil: { apellidos?: string; ciudad?: string; estado?: string } = {}) {
  const user = await ctx.loginAs('colaboradora', { name: nombre });
  const [row] = await ctx.db.update(colaboradoras).set({ apellidos: null, ...perfil }).where(eq(colaboradoras.userId, user.userId)).returning();
  return row!;
}

async function colaboracion(estado: Estado, colaboradoraId: string | null, titulo: string) {
  const [row] = await ctx.db.insert(colaboraciones).values({ titulo, producto: 'Jeans', estado, colaboradoraId }).returning();
  return row!;
}


async function logistica(): Promise<LogisticaResponse> {
  const res = await admin.get('/api/logistica');
  expect(res.status).toBe(200);
  return logisticaResponseSchema.parse(await res.json());
}
const cardOf = (body: LogisticaResponse, id: string): EnvioCard | undefined => body.envios.find((e) => e.colaboracion.id === id);

beforeAll(async () => {
  ctx = await createStoreTestContext();
  admin = await ctx.loginAs('admin');
  await registerWebhooksOnStart({ db: ctx.db, config: ctx.config, logger: silent });
});
afterAll(async () => {
  await ctx.settle();
  await ctx?.close();
});

describe('GET /api/logistica', () => {
  it('follows a real order through the store: Procesado → En camino → En tránsito → Entregado, with tracking and dates', async () => {
    const variant = [...ctx.emu.store.variants.values()].find((v) => v.available >= 2)!;
    await importAndWait(ctx, admin, [`gid://shopify/ProductVariant/${variant.id}`]);
    const [item] = await ctx.db.select().from(colaboraciones).where(eq(colaboraciones.shopifyVariantId, `gid://shopify/ProductVariant/${variant.id}`));
    const karla = await creator('Karla', { apellidos: 'Mendoza', ciudad: 'Monterrey', estado: 'Nuevo León' });
    const user = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.id, karla.id));
    await transition(ctx.db, { colaboracionId: item!.id, name: 'solicitar', actor: { userId: user[0]!.userId, role: 'colaboradora' }, set: { colaboradoraId: karla.id } });

    // Packed: a real draft order, nothing shipped yet.
    expect((await admin.post(`/api/confirmacion/${item!.id}/empaquetar`)).status).toBe(200);
    await ctx.settle();
    let card = cardOf(await logistica(), item!.id)!;
    expect(card).toMatchObject({
      colaboracion: { estado: 'empaquetado' },
      colaboradora: { id: karla.id, nombre: 'Karla Mendoza', ciudad: 'Monterrey', estado: 'Nuevo León' },
      pedido: null,
      guia: { numero: null, url: null, paqueteria: null },
      paso: 'procesado',
      progreso: 20,
      entregaEstimada: null,
      ultimaUbicacion: null,
      eventos: [],
    });
    expect(card.timeline[0]).toMatchObject({ alcanzado: true, fecha: expect.any(String), nota: null });

    // She completes the order; the store ships it and the carrier reports.
    const draft = [...ctx.emu.store.draftOrders.values()].find((d) => d.tags.includes(colaboracionTag(item!.id)))!;
    // She ships it to San Pedro, not to the city of her profile: Logística follows the order (issue 16).
    const { orderId, name } = ctx.emu.controls.completeDraftOrder(draft.id, { city: 'San Pedro Garza García', provinceCode: 'NL' });
    await ctx.settle();
    expect(cardOf(await logistica(), item!.id)).toMatchObject({ destino: 'San Pedro Garza García, Nuevo León', pedidoPendiente: false });
    const { fulfillmentId } = ctx.emu.controls.fulfillOrder(orderId, { company: 'Estafeta', number: 'EST900100', url: 'https://rastreo.example/EST900100' });
    await ctx.settle();
    card = cardOf(await logistica(), item!.id)!;
    expect(card).toMatchObject({
      colaboracion: { estado: 'logistica' },
      pedido: name,
      guia: { numero: 'EST900100', url: 'https://rastreo.example/EST900100', paqueteria: 'Estafeta' },
      paso: 'en_camino',
      progreso: 40,
    });

    ctx.emu.controls.addFulfillmentEvent(fulfillmentId, {
      status: 'IN_TRANSIT',
      message: 'Salió del centro de distribución',
      happenedAt: '2030-01-02T15:00:00Z',
      estimatedDeliveryAt: '2030-01-05T18:00:00Z',
    });
    await ctx.settle();
    card = cardOf(await logistica(), item!.id)!;
    expect(card).toMatchObject({ paso: 'en_transito', progreso: 60, entregaEstimada: '2030-01-05T18:00:00.000Z', alerta: null });
    expect(card.timeline[2]).toEqual({ paso: 'en_transito', alcanzado: true, fecha: '2030-01-02T15:00:00.000Z', nota: null });
    expect(card.eventos).toEqual([
      { id: expect.any(String), status: 'IN_TRANSIT', descripcion: 'En tránsito', mensaje: 'Salió del centro de distribución', ubicacion: null, fecha: '2030-01-02T15:00:00.000Z' },
    ]);

    ctx.emu.controls.addFulfillmentEvent(fulfillmentId, { status: 'DELIVERED', happenedAt: '2030-01-04T12:00:00Z' });
    await ctx.settle();
    card = cardOf(await logistica(), item!.id)!;
    expect(card).toMatchObject({ paso: 'entregado', progreso: 100, entregaEstimada: null });
    expect(card.timeline.every((s) => s.alcanzado)).toBe(true);
    expect(card.timeline[4]).toMatchObject({ fecha: '2030-01-04T12:00:00.000Z', nota: null });
  });

  it('covers empaquetado, logistica and produccion with a creator, and nothing else; counts per step', async () => {
    const lu = await creator('Lucía', { ciudad: 'Mérida', estado: 'Yucatán' });
    const sin = await colaboracion('empaquetado', lu.id, 'Sin envío todavía');
    const mar = await creator('Mar');
    const located = await colaboracion('logistica', mar.id, 'Con ubicación');
    const [envio] = await ctx.db.insert(envios).values({ colaboracionId: located.id, orderName: '#2001', fulfillmentId: 'f-1', trackingNumber: 'DHL1', shipmentStatus: 'OUT_FOR_DELIVERY' }).returning();
    await ctx.db.insert(envioEventos).values([
      { envioId: envio!.id, status: 'IN_TRANSIT', city: 'Puebla', province: 'Puebla', happenedAt: new Date('2030-02-01T10:00:00Z') },
      { envioId: envio!.id, status: 'OUT_FOR_DELIVERY', happenedAt: new Date('2030-02-02T10:00:00Z') },
    ]);
    const nia = await creator('Nia');
    const enMano = await colaboracion('produccion', nia.id, 'Ya recibido');
    await ctx.db.insert(colaboracionEventos).values([
      { colaboracionId: enMano.id, fromEstado: 'logistica', toEstado: 'produccion', actorRole: 'colaboradora', createdAt: new Date('2030-02-03T10:00:00Z') },
      // Sent to review and back for changes: still received on the 3rd.
      { colaboracionId: enMano.id, fromEstado: 'produccion', toEstado: 'revision', actorRole: 'colaboradora', createdAt: new Date('2030-02-05T10:00:00Z') },
      { colaboracionId: enMano.id, fromEstado: 'revision', toEstado: 'produccion', actorRole: 'admin', createdAt: new Date('2030-02-06T10:00:00Z') },
    ]);
    // Moved to produccion by an admin's override, straight from confirmacion.
    const quim = await creator('Quim');
    const movida = await colaboracion('produccion', quim.id, 'Movida por el equipo');
    await ctx.db.insert(colaboracionEventos).values({ colaboracionId: movida.id, fromEstado: 'confirmacion', toEstado: 'produccion', actorRole: 'admin', createdAt: new Date('2030-02-04T10:00:00Z') });
    // Not followed here: in review, in confirmacion, and packed without a creator.
    const ori = await creator('Ori');
    const enRevision = await colaboracion('revision', ori.id, 'En revisión');
    const pia = await creator('Pía');
    const enConfirmacion = await colaboracion('confirmacion', pia.id, 'En confirmación');
    const huerfana = await colaboracion('empaquetado', null, 'Sin colaboradora');

    const body = await logistica();
    const ids = body.envios.map((e) => e.colaboracion.id);
    for (const id of [enRevision.id, enConfirmacion.id, huerfana.id]) expect(ids).not.toContain(id);

    expect(cardOf(body, sin.id)).toMatchObject({ paso: 'procesado', progreso: 20, guia: { numero: null }, colaboradora: { nombre: 'Lucía', ciudad: 'Mérida', estado: 'Yucatán' } });
    expect(cardOf(body, located.id)).toMatchObject({ paso: 'en_reparto', progreso: 80, pedido: '#2001', ultimaUbicacion: 'Puebla, Puebla' });
    const received = cardOf(body, enMano.id)!;
    expect(received).toMatchObject({ paso: 'entregado', progreso: 100, guia: { numero: null } });
    expect(received.timeline[4]).toEqual({ paso: 'entregado', alcanzado: true, fecha: '2030-02-03T10:00:00.000Z', nota: RECIBIDO_NOTE });
    const moved = cardOf(body, movida.id)!;
    expect(moved).toMatchObject({ paso: 'entregado', progreso: 100 });
    expect(moved.timeline[4]).toEqual({ paso: 'entregado', alcanzado: true, fecha: '2030-02-04T10:00:00.000Z', nota: PRODUCCION_NOTE });

    const expected = { procesado: 0, en_camino: 0, en_transito: 0, en_reparto: 0, entregado: 0 };
    for (const card of body.envios) expected[card.paso] += 1;
    expect(body.porPaso).toEqual(expected);
    expect(body.porPaso).toMatchObject({ procesado: 1, en_reparto: 1, entregado: 3 });
  });

  it('is only for admins', async () => {
    expect((await ctx.client().get('/api/logistica')).status).toBe(401);
    expect((await (await ctx.loginAs('tienda')).get('/api/logistica')).status).toBe(403);
    expect((await (await ctx.loginAs('colaboradora')).get('/api/logistica')).status).toBe(403);
  });
});
