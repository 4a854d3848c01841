import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codigoStaffSchema, misVentasSchema, programaVentasSchema } from '../../../shared/schemas/ventas';
import { ERROR_MESSAGES } from '../../../shared/errors';
import { avisos, colaboraciones, colaboradoras, ventas, ventasCodigos } from '../../db/schema';
import { createQueueWorker } from '../../queue/queue';
import { registerWebhooksOnStart } from '../../jobs/store-sync';
import { openStoreClient } from '../../shopify/connection';
import { processWebhooks } from '../../test/webhooks';
import { createStoreTestContext, TEST_WEBHOOK_SECRET, type StoreTestContext } from '../../test/shopify-store';
import type { TestClient } from '../../test/context';
import { PROGRAMA } from '../../test/ventas';
import { codigoJobHandlers } from '../../ventas/codigos';
import { pollVentas } from '../../ventas/poll';
import { discountStatus } from '../../../../tools/shopify-emulator/sales';

/**
 * Sales attribution against the store emulator (issue 27): her code made in the store (the next free one
 * when taken), codes paused while write_discounts is missing and resumed when it is back, a storefront
 * order with her code becoming one sale through orders/create + orders/paid, a refund from the store
 * lowering it, our own deactivation not taken for a change in the store, a deletion in the store shown as
 * such, and the poll catching an order whose webhooks never arrived.
 */
let ctx: StoreTestContext;
let admin: TestClient;
let carla: TestClient & { userId: string };
let carlaId: string;
const logger = pino({ level: 'silent' });

const drain = () => createQueueWorker({ db: ctx.db, logger, handlers: codigoJobHandlers({ db: ctx.db, config: ctx.config, logger }) }).drain();
const webhooks = async () => {
  await ctx.emu.controls.webhooksIdle();
  await processWebhooks({ db: ctx.db, config: ctx.config });
};
const codigoDe = async () => codigoStaffSchema.parse(await (await admin.get(`/api/ventas/colaboradoras/${carlaId}/codigo`)).json());
const misVentas = async () => misVentasSchema.parse(await (await carla.get('/api/ventas/mias')).json());
const variante = () => [...ctx.emu.store.variants.values()][0]!;

beforeAll(async () => {
  ctx = await createStoreTestContext();
  await registerWebhooksOnStart({ db: ctx.db, config: ctx.config, logger });
  admin = await ctx.loginAs('admin');
  carla = await ctx.loginAs('colaboradora', { name: 'Carla' });
  const [row] = await ctx.db.update(colaboradoras).set({ instagram: 'carla.méx' }).where(eq(colaboradoras.userId, carla.userId)).returning();
  carlaId = row!.id;
  const res = await admin.put('/api/ventas/programa', { ...PROGRAMA, unaVezPorCliente: false });
  expect(res.status).toBe(200);
  expect(programaVentasSchema.parse(await res.json()).permisosFaltantes).toEqual([]);
});
afterAll(() => ctx?.close());

describe('her code in the store', () => {
  it('is made by a queued job, the next free one when the store already has hers', async () => {
    // Someone already made CARLAMEX15 in the store's admin.
    ctx.emu.controls.createDiscount({ code: 'carlamex15', title: 'Otra', percentage: 0.1 }, { notify: false });
    const res = await admin.post(`/api/ventas/colaboradoras/${carlaId}/codigo/crear`);
    expect(res.status).toBe(200);
    expect(codigoStaffSchema.parse(await res.json()).codigo).toMatchObject({ estado: 'creando', codigo: null });
    await drain();
    const { codigo } = await codigoDe();
    expect(codigo).toMatchObject({ codigo: 'CARLAMEX15B', estado: 'activo', enlace: `${ctx.emu.url}/discount/CARLAMEX15B` });
    const enTienda = [...ctx.emu.store.discounts.values()].find((d) => d.code === 'CARLAMEX15B');
    expect(enTienda).toMatchObject({ percentage: 0.15 });
    expect(discountStatus(ctx.emu.store, enTienda!)).toBe('ACTIVE');
    const aviso = await ctx.db.select().from(avisos).where(eq(avisos.usuarioId, carla.userId));
    expect(aviso.map((a) => a.tipo)).toContain('codigo_listo');
    expect((await misVentas()).codigo?.codigo).toBe('CARLAMEX15B');
  });

  it('turns a storefront order with her code into one sale, and a refund in the store lowers it', async () => {
    const v = variante();
    const { orderId } = ctx.emu.controls.placeOrder({ lines: [{ variantId: v.id, quantity: 2 }], code: 'carlamex15b', email: 'compradora@example.com' });
    await webhooks();
    const rows = await ctx.db.select().from(ventas).where(eq(ventas.orderId, orderId));
    expect(rows).toHaveLength(1);
    const venta = (await misVentas()).ventas[0]!;
    expect(venta.estado).toBe('pagada');
    expect(venta.netoCents).toBe(rows[0]!.subtotalCents);
    expect(venta.comisionCents).toBe(Math.round(rows[0]!.subtotalCents / 10));
    expect(JSON.stringify(await misVentas())).not.toContain('compradora');

    const lineItem = ctx.emu.store.orders.get(Number(orderId.split('/').pop()))!.lineItems[0]!;
    ctx.emu.controls.refundOrder(orderId, { lineItems: [{ lineItemId: lineItem.lineItemId, quantity: 1 }] });
    await webhooks();
    const despues = (await misVentas()).ventas[0]!;
    expect(despues.estado).toBe('reembolso_parcial');
    expect(despues.netoCents).toBeLessThan(venta.netoCents);
    expect(despues.netoCents).toBeGreaterThan(0);
  });

  it('deactivates and reactivates it in the store without taking its own change for someone else’s', async () => {
    let r = await admin.post(`/api/ventas/colaboradoras/${carlaId}/codigo/desactivar`);
    expect(r.status).toBe(200);
    await webhooks();
    expect((await codigoDe()).codigo?.estado).toBe('inactivo');
    expect(discountStatus(ctx.emu.store, [...ctx.emu.store.discounts.values()].find((d) => d.code === 'CARLAMEX15B')!)).toBe('EXPIRED');
    r = await admin.post(`/api/ventas/colaboradoras/${carlaId}/codigo/reactivar`);
    expect(r.status).toBe(200);
    await webhooks();
    expect((await codigoDe()).codigo?.estado).toBe('activo');
  });

  it('shows a code deleted in the store as such and never recreates it by itself', async () => {
    ctx.emu.controls.deleteDiscount('CARLAMEX15B');
    await webhooks();
    await drain();
    const { codigo } = await codigoDe();
    expect(codigo?.estado).toBe('eliminado_en_tienda');
    expect([...ctx.emu.store.discounts.values()].some((d) => d.code.startsWith('CARLAMEX15') && d.code !== 'CARLAMEX15')).toBe(false);
  });

  it('pauses codes, naming the scope, while the store refuses write_discounts; nothing half-made; resumes when it is back', async () => {
    const todos = ctx.emu.controls.scopes();
    ctx.emu.controls.setScopes(todos.filter((s) => s !== 'write_discounts'));
    const r = await admin.post(`/api/ventas/colaboradoras/${carlaId}/codigo/regenerar`);
    expect(r.status).toBe(200);
    await drain();
    const pausado = await codigoDe();
    expect(pausado.codigosPausados).toBe(ERROR_MESSAGES.CODIGOS_PAUSADOS);
    expect(pausado.codigo).toMatchObject({ estado: 'creando', codigo: null });
    expect(pausado.anteriores[0]?.estado).toBe('reemplazado');
    const antes = ctx.emu.store.discounts.size;
    // 'Probar conexión' names what is missing.
    const test = await admin.post('/api/shopify/config/test');
    expect(test.status).toBe(200);
    expect(((await test.json()) as { permisosFaltantes: { scope: string; mensaje: string }[] }).permisosFaltantes).toEqual([
      { scope: 'write_discounts', mensaje: ERROR_MESSAGES.STORE_SCOPE_DISCOUNTS },
    ]);
    expect(ctx.emu.store.discounts.size).toBe(antes);

    ctx.emu.controls.setScopes(todos);
    const ok = await admin.post('/api/shopify/config/test');
    expect(((await ok.json()) as { permisosFaltantes: unknown[] }).permisosFaltantes).toEqual([]);
    await drain();
    const { codigo, codigosPausados } = await codigoDe();
    expect(codigosPausados).toBeNull();
    // CARLAMEX15 is someone else's and CARLAMEX15B was deleted in the store: a code of its own, never the old one recreated.
    expect(codigo?.estado).toBe('activo');
    expect(codigo?.codigo).toMatch(/^CARLAMEX15[A-Z0-9]+$/);
    expect(codigo?.codigo).not.toBe('CARLAMEX15B');
  });

  it('the reconciliation poll makes the sale of an order whose webhooks never arrived', async () => {
    const { codigo } = await codigoDe();
    ctx.emu.controls.setWebhookSecret('otro-secreto');
    const { orderId } = ctx.emu.controls.placeOrder({ lines: [{ variantId: variante().id, quantity: 1 }], code: codigo!.codigo! });
    await webhooks();
    ctx.emu.controls.setWebhookSecret(TEST_WEBHOOK_SECRET);
    expect(await ctx.db.select().from(ventas).where(eq(ventas.orderId, orderId))).toHaveLength(0);
    const client = (await openStoreClient({ db: ctx.db, config: ctx.config }))!;
    const r = await pollVentas(ctx.db, client, new Date());
    expect(r.ventas).toBeGreaterThanOrEqual(1);
    expect(await ctx.db.select().from(ventas).where(eq(ventas.orderId, orderId))).toHaveLength(1);
    // Run again: nothing doubles.
    await pollVentas(ctx.db, client, new Date());
    expect(await ctx.db.select().from(ventas).where(eq(ventas.orderId, orderId))).toHaveLength(1);
    const codes = await ctx.db.select().from(ventasCodigos);
    expect(codes.length).toBeGreaterThan(0);
  });

  it("gives a creator her code when her first delivery is approved, by the program's default rule", async () => {
    const programa = await admin.get('/api/ventas/programa');
    const actual = programaVentasSchema.parse(await programa.json());
    expect((await admin.put('/api/ventas/programa', { ...actual, entregaCodigo: 'primera_entrega_aprobada' })).status).toBe(200);
    const bea = await ctx.loginAs('colaboradora', { name: 'Beatriz Núñez' });
    const [row] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, bea.userId));
    const [col] = await ctx.db.insert(colaboraciones).values({ titulo: 'Jeans', producto: 'Jeans', estado: 'revision', colaboradoraId: row!.id }).returning();
    expect(await ctx.db.select().from(ventasCodigos).where(eq(ventasCodigos.colaboradoraId, row!.id))).toHaveLength(0);
    const r = await admin.post(`/api/revision/colaboraciones/${col!.id}/aprobar`);
    expect(r.status).toBe(200);
    await drain();
    const [codigo] = await ctx.db.select().from(ventasCodigos).where(eq(ventasCodigos.colaboradoraId, row!.id));
    expect(codigo).toMatchObject({ codigo: 'BEATRIZNUNEZ15', estado: 'activo' });
  });
});
