import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  comisionesSchema,
  codigoStaffSchema,
  fugasSchema,
  misVentasSchema,
  programaVentasSchema,
  ventasColaboradorasSchema,
  ventasResultadosSchema,
} from '../../../shared/schemas/ventas';
import { ERROR_MESSAGES } from '../../../shared/errors';
import { CLABE_MENSAJES } from '../../../shared/domain/clabe';
import { avisos, colaboraciones, profiles, ventaMovimientos, ventas, ventasCodigos } from '../../db/schema';
import { createTestContext, json, type TestClient, type TestContext } from '../../test/context';
import { crearCodigo, crearCreadora, ordenShopify, PROGRAMA, reembolsoShopify, type OrdenShopifyOpciones } from '../../test/ventas';
import { guardarEstadoTienda } from '../../ventas/programa';
import { permisosQueFaltan } from '../../ventas/permisos';
import { handleDiscountWebhook, handleOrderWebhook, handleRefundWebhook } from '../../ventas/webhooks';

/**
 * Sales attribution (issue 27 items 1-6) through the API and the webhook handlers, on PGlite here and on
 * PostgreSQL in the suite's second pass. The store's side (codes made in the store) has its own test
 * with the emulator; here a code row stands in for one the job made.
 */
let ctx: TestContext;
let admin: TestClient;
let tienda: TestClient;
let carla: TestClient & { userId: string };
let carlaId: string;
let codigoId: string;
let nextOrder = 1000;

/** Carla's code unless another (null: none), placed now, each with the next id unless given. */
const orden = (o: Partial<OrdenShopifyOpciones> = {}) =>
  ordenShopify({ code: 'CARLA15', at: new Date().toISOString(), ...o, id: o.id ?? nextOrder++ });
const reembolso = (orderId: number, subtotal: string, id = nextOrder++) => reembolsoShopify({ id, orderId, subtotal });

const neto = async (orderId: number) => {
  const [r] = await ctx.db
    .select({ n: sql<string>`coalesce(sum(${ventaMovimientos.importeCents}), 0)::text` })
    .from(ventaMovimientos)
    .where(eq(ventaMovimientos.orderId, `gid://shopify/Order/${orderId}`));
  return Number(r!.n);
};
const ventasDe = async (orderId: number) => ctx.db.select().from(ventas).where(eq(ventas.orderId, `gid://shopify/Order/${orderId}`));
const misVentas = async (c: TestClient = carla) => {
  const res = await c.get('/api/ventas/mias');
  expect(res.status).toBe(200);
  return misVentasSchema.parse(await res.json());
};
const errorDe = async (res: Response) => (await json<{ error: { code: string; message: string } }>(res)).error;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('admin');
  tienda = await ctx.loginAs('tienda');
  const c = await crearCreadora(ctx, 'Carla');
  carla = c.user;
  carlaId = c.id;
  codigoId = (await crearCodigo(ctx.db, { colaboradoraId: carlaId, codigo: 'CARLA15', nombre: 'Carla' })).id;
  // Her collaboration seeded product 501 and cost 400 + 100.
  await ctx.db.insert(colaboraciones).values({
    titulo: 'Wide leg azul',
    producto: 'Jeans',
    estado: 'entregado',
    colaboradoraId: carlaId,
    shopifyProductId: 'gid://shopify/Product/501',
    costoUnitario: '400.00',
    costoMoneda: 'MXN',
    costoEnvio: '100.00',
    enviadaAt: new Date(),
  });
  const res = await admin.put('/api/ventas/programa', PROGRAMA);
  expect(res.status).toBe(200);
});
afterAll(() => ctx?.close());

describe('Programa de ventas', () => {
  it('admins write it, tienda reads it, creators do not see it', async () => {
    const body = programaVentasSchema.parse(await (await tienda.get('/api/ventas/programa')).json());
    expect(body).toMatchObject({ activo: true, descuentoPorcentaje: 15, comisionPorcentaje: 10, diasRetencion: 30, entregaCodigo: 'manual' });
    expect((await tienda.put('/api/ventas/programa', PROGRAMA)).status).toBe(403);
    expect((await carla.get('/api/ventas/programa')).status).toBe(403);
  });

  it('refuses a commission over 100 % and a negative discount in Spanish, and saves nothing', async () => {
    for (const [cambio, mensaje] of [
      [{ comisionPorcentaje: 101 }, 'La comisión no puede ser mayor a 100 %'],
      [{ descuentoPorcentaje: -5 }, 'El descuento no puede ser negativo ni cero: escribe un porcentaje entre 1 y 99'],
      [{ comisionPorcentaje: -1 }, 'La comisión no puede ser negativa'],
    ] as const) {
      const res = await admin.put('/api/ventas/programa', { ...PROGRAMA, ...cambio, diasRetencion: 7 });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(mensaje);
    }
    const body = programaVentasSchema.parse(await (await admin.get('/api/ventas/programa')).json());
    expect(body.diasRetencion).toBe(30);
    expect(body.comisionPorcentaje).toBe(10);
  });

  it('names in Spanish each scope the store lacks for what is switched on', () => {
    expect(permisosQueFaltan(['read_products', 'write_draft_orders'], true).map((p) => p.scope)).toEqual(['write_discounts', 'read_orders']);
    expect(permisosQueFaltan(['write_discounts', 'write_orders'], true)).toEqual([]);
    expect(permisosQueFaltan([], false)).toEqual([]);
    expect(permisosQueFaltan(['read_orders'], true)[0]!.mensaje).toBe(ERROR_MESSAGES.STORE_SCOPE_DISCOUNTS);
  });
});

describe('orders attributed', () => {
  it('turns an order carrying her code into ONE sale, whatever replays, topics and instances bring it', async () => {
    const o = orden({ id: 7001 });
    await handleOrderWebhook(ctx.db, 'ORDERS_CREATE', o);
    await handleOrderWebhook(ctx.db, 'ORDERS_PAID', o);
    // Two instances at once, and Shopify's retries.
    await Promise.all([1, 2, 3, 4].map(() => handleOrderWebhook(ctx.db, 'ORDERS_PAID', o)));
    const rows = await ventasDe(7001);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ codigo: 'CARLA15', moneda: 'MXN', subtotalCents: 85000, descuentoCents: 15000, ciudad: 'Guadalajara', colaboradoraId: carlaId });
    expect(await neto(7001)).toBe(85000);
    const mias = await misVentas();
    const venta = mias.ventas.find((v) => v.pedido === '#7001')!;
    expect(venta).toMatchObject({ netoCents: 85000, comisionCents: 8500, estado: 'pagada', ciudad: 'Guadalajara' });
    // The seeded product is told apart from the rest of the basket.
    expect(venta.productos).toEqual(
      expect.arrayContaining([
        { titulo: 'Wide leg azul', cantidad: 1, importeCents: 51000, sembrado: true },
        { titulo: 'Cinturón', cantidad: 2, importeCents: 34000, sembrado: false },
      ]),
    );
    expect(mias.ganancias).toEqual([{ moneda: 'MXN', pendienteCents: 8500, disponibleCents: 0, pagadaCents: 0, saldoNegativo: false }]);
    // Nothing about the customer but the city, anywhere in her answer.
    const texto = JSON.stringify(mias);
    for (const secreto of ['Lucía', 'Secreta', 'lucia.secreta', 'Calle Privada', '44100']) expect(texto).not.toContain(secreto);
    const guardado = JSON.stringify(rows);
    for (const secreto of ['Secreta', 'lucia.secreta', 'Calle Privada']) expect(guardado).not.toContain(secreto);
  });

  it('counts a refund that arrives before the payment once the sale exists, with the right net and commission', async () => {
    const o = orden({ id: 7002 });
    await handleRefundWebhook(ctx.db, reembolso(7002, '510.00', 9002));
    await handleRefundWebhook(ctx.db, reembolso(7002, '510.00', 9002)); // replayed
    expect(await ventasDe(7002)).toHaveLength(0);
    await handleOrderWebhook(ctx.db, 'ORDERS_PAID', o);
    expect(await neto(7002)).toBe(85000 - 51000);
    const venta = (await misVentas()).ventas.find((v) => v.pedido === '#7002')!;
    expect(venta).toMatchObject({ netoCents: 34000, comisionCents: 3400, estado: 'reembolso_parcial' });
  });

  it('never makes a sale of a seeding order, an order without her code, or an unknown code', async () => {
    await handleOrderWebhook(ctx.db, 'ORDERS_PAID', orden({ id: 7003, tags: `colaboracion:${crypto.randomUUID()}`, subtotal: '0.00', descuento: '600.00' }));
    await handleOrderWebhook(ctx.db, 'ORDERS_PAID', orden({ id: 7004, code: null }));
    await handleOrderWebhook(ctx.db, 'ORDERS_PAID', orden({ id: 7005, code: 'OTRA20' }));
    for (const id of [7003, 7004, 7005]) expect(await ventasDe(id)).toHaveLength(0);
  });

  it('keeps a pending order without revenue until it is paid', async () => {
    await handleOrderWebhook(ctx.db, 'ORDERS_CREATE', orden({ id: 7006, status: 'pending' }));
    expect(await neto(7006)).toBe(0);
    expect((await misVentas()).ventas.find((v) => v.pedido === '#7006')!.estado).toBe('pendiente_pago');
    await handleOrderWebhook(ctx.db, 'ORDERS_PAID', orden({ id: 7006, status: 'paid' }));
    expect(await neto(7006)).toBe(85000);
  });

  it('lets a refund larger than the sale take the ledger below zero, and says so', async () => {
    await handleOrderWebhook(ctx.db, 'ORDERS_PAID', orden({ id: 7007 }));
    await handleRefundWebhook(ctx.db, reembolso(7007, '900.00'));
    expect(await neto(7007)).toBe(-5000);
    const v = (await misVentas()).ventas.find((x) => x.pedido === '#7007')!;
    expect(v).toMatchObject({ netoCents: -5000, estado: 'reembolsada', comisionCents: -500 });
  });

  it('nets a cancelled order to zero, also when the cancellation arrives before the payment', async () => {
    await handleOrderWebhook(ctx.db, 'ORDERS_PAID', orden({ id: 7008 }));
    await handleOrderWebhook(ctx.db, 'ORDERS_CANCELLED', { ...orden({ id: 7008 }), cancelled_at: new Date().toISOString() });
    expect(await neto(7008)).toBe(0);
    // Out of order: cancelled, then the payment's webhook, then a refund of the cancellation.
    const o = orden({ id: 7009 });
    await handleOrderWebhook(ctx.db, 'ORDERS_CANCELLED', { ...o, cancelled_at: new Date().toISOString(), financial_status: 'voided' });
    await handleOrderWebhook(ctx.db, 'ORDERS_PAID', o);
    await handleRefundWebhook(ctx.db, reembolso(7009, '850.00'));
    expect(await neto(7009)).toBe(0);
    const filas = await ctx.db.select({ tipo: ventaMovimientos.tipo }).from(ventaMovimientos).where(eq(ventaMovimientos.orderId, 'gid://shopify/Order/7009'));
    // Every peso keeps its source: the sale, its cancellation, the refund and what offsets it.
    expect(filas.map((f) => f.tipo).sort()).toEqual(['ajuste', 'cancelacion', 'reembolso', 'venta']);
    expect((await misVentas()).ventas.find((x) => x.pedido === '#7009')!.estado).toBe('cancelada');
  });

  it('keeps an order in another currency apart, never summed with pesos', async () => {
    await handleOrderWebhook(ctx.db, 'ORDERS_PAID', orden({ id: 7010, currency: 'USD', subtotal: '50.00', descuento: '8.82' }));
    const res = await admin.get('/api/ventas/resultados');
    const body = ventasResultadosSchema.parse(await res.json());
    const usd = body.totales.find((t) => t.moneda === 'USD')!;
    expect(usd).toMatchObject({ pedidos: 1, ingresoCents: 5000, retorno: null, costoCents: null });
    const mxn = body.totales.find((t) => t.moneda === 'MXN')!;
    expect(body.totales).toHaveLength(2);
    // MXN: 7001 850 + 7002 340 + 7006 850 + 7007 −50 + 7008 0 + 7009 0 = 1,990 over 6 orders.
    expect(mxn).toMatchObject({ pedidos: 6, ingresoCents: 199000, ticketPromedioCents: Math.round(199000 / 6), costoCents: 50000, retorno: 3.98 });
    const carlaMxn = body.porColaboradora.find((f) => f.colaboradoraId === carlaId && f.moneda === 'MXN')!;
    expect(carlaMxn).toMatchObject({ ingresoCents: 199000, costoCents: 50000, retorno: 3.98 });
    const producto = body.porProducto.find((p) => p.productoId === 'gid://shopify/Product/501' && p.moneda === 'MXN')!;
    // Not cancelled: 7001, 7002, 7006, 7007; 510 of the seeded jeans each, 340 of the rest of each basket.
    expect(producto).toMatchObject({ pedidos: 4, ingresoCents: 4 * 51000, sembradoCents: 4 * 51000, restoCestaCents: 4 * 34000 });
    const col = ventasColaboradorasSchema.parse(await (await admin.get('/api/ventas/colaboradoras')).json());
    expect(col.filas.filter((f) => f.colaboradoraId === carlaId).map((f) => f.moneda).sort()).toEqual(['MXN', 'USD']);
    const csv = await (await admin.get('/api/ventas/resultados.csv')).text();
    expect(csv).toContain('Retorno');
    expect(csv).toContain('1990.00');
    expect((await tienda.get('/api/ventas/resultados')).status).toBe(403);
    expect((await carla.get('/api/ventas/resultados')).status).toBe(403);
  });

  it('tells her about her first sale once', async () => {
    const rows = await ctx.db.select().from(avisos).where(and(eq(avisos.usuarioId, carla.userId), eq(avisos.tipo, 'primera_venta')));
    expect(rows).toHaveLength(1);
  });

  it('keeps the ledger append only', async () => {
    await expect(ctx.db.execute(sql`UPDATE venta_movimientos SET importe_cents = 0`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`DELETE FROM venta_movimientos`)).rejects.toThrow();
  });
});

describe('earnings and payouts', () => {
  let ana: Awaited<ReturnType<typeof crearCreadora>>;

  beforeAll(async () => {
    ana = await crearCreadora(ctx, 'Ana');
    await crearCodigo(ctx.db, { colaboradoraId: ana.id, codigo: 'ANA15', nombre: 'Ana' });
    // No hold for Ana's sales: payable at once.
    expect((await admin.put('/api/ventas/programa', { ...PROGRAMA, diasRetencion: 0 })).status).toBe(200);
    await handleOrderWebhook(ctx.db, 'ORDERS_PAID', orden({ id: 8001, code: 'ANA15', subtotal: '1000.00' }));
    await handleOrderWebhook(ctx.db, 'ORDERS_PAID', orden({ id: 8002, code: 'ANA15', subtotal: '500.00' }));
    expect((await admin.put('/api/ventas/programa', PROGRAMA)).status).toBe(200);
  });

  it('checks her CLABE with its check digit: a wrong one is refused in Spanish and nothing is saved', async () => {
    const mala = await ana.user.put('/api/ventas/mis-datos-pago', { clabe: '032180000118359718', titular: 'Ana López' });
    expect(mala.status).toBe(400);
    expect(JSON.stringify(await mala.json())).toContain(CLABE_MENSAJES.digito);
    expect(await json(await ana.user.get('/api/ventas/mis-datos-pago'))).toEqual({ clabe: null, titular: null });
    const buena = await ana.user.put('/api/ventas/mis-datos-pago', { clabe: '032 180 000118359719', titular: 'Ana López' });
    expect(buena.status).toBe(200);
    expect(await json(buena)).toEqual({ clabe: '032180000118359719', titular: 'Ana López' });
    expect((await admin.put('/api/ventas/mis-datos-pago', { clabe: '032180000118359719', titular: 'x' })).status).toBe(403);
  });

  it('records a payout of what is disponible, marks it pagada, and tells her', async () => {
    const antes = comisionesSchema.parse(await (await admin.get('/api/ventas/comisiones')).json());
    const fila = antes.filas.find((f) => f.colaboradoraId === ana.id)!;
    expect(fila).toMatchObject({ disponibleCents: 15000, pendienteCents: 0, pagadaCents: 0, clabe: '032180000118359719' });
    const csv = await (await admin.get('/api/ventas/comisiones.csv')).text();
    expect(csv).toContain('Ana,Ana López,032180000118359719,MXN,150.00,0.00,0.00');
    expect(csv).toContain('150.00');

    const pago = { colaboradoraId: ana.id, moneda: 'MXN', fecha: '2026-11-27', referencia: 'SPEI 123456' };
    const distinto = await admin.post('/api/ventas/pagos', { ...pago, montoCents: 10000 });
    expect(distinto.status).toBe(409);
    expect((await errorDe(distinto)).code).toBe('PAGO_NO_COINCIDE');
    const ok = await admin.post('/api/ventas/pagos', { ...pago, montoCents: 15000 });
    expect(ok.status).toBe(201);
    expect(await json(ok)).toMatchObject({ montoCents: 15000, movimientos: 2 });
    const otra = await admin.post('/api/ventas/pagos', { ...pago, referencia: 'SPEI 999', montoCents: 15000 });
    expect((await errorDe(otra)).code).toBe('NADA_POR_PAGAR');

    const mias = await misVentas(ana.user);
    expect(mias.ganancias).toEqual([{ moneda: 'MXN', pendienteCents: 0, disponibleCents: 0, pagadaCents: 15000, saldoNegativo: false }]);
    expect(mias.pagos).toEqual([expect.objectContaining({ montoCents: 15000, referencia: 'SPEI 123456', fecha: '2026-11-27' })]);
    const aviso = await ctx.db.select().from(avisos).where(and(eq(avisos.usuarioId, ana.user.userId), eq(avisos.tipo, 'pago_registrado')));
    expect(aviso).toHaveLength(1);
  });

  it('a cancellation after the payout takes her balance below zero and says so', async () => {
    await handleOrderWebhook(ctx.db, 'ORDERS_CANCELLED', { ...orden({ id: 8002, code: 'ANA15', subtotal: '500.00' }), cancelled_at: new Date().toISOString() });
    const mias = await misVentas(ana.user);
    expect(mias.ganancias).toEqual([{ moneda: 'MXN', pendienteCents: 0, disponibleCents: -5000, pagadaCents: 15000, saldoNegativo: true }]);
  });

  it("a deleted creator's sales stay in the figures, under her name", async () => {
    await ctx.db.delete(profiles).where(eq(profiles.id, ana.user.userId));
    const body = ventasResultadosSchema.parse(await (await admin.get('/api/ventas/resultados')).json());
    const suya = body.porColaboradora.find((f) => f.nombre === 'Ana' && f.moneda === 'MXN')!;
    expect(suya).toMatchObject({ colaboradoraId: null, pedidos: 2, ingresoCents: 100000 });
    const com = comisionesSchema.parse(await (await admin.get('/api/ventas/comisiones')).json());
    expect(com.filas.find((f) => f.colaboradoraId === null)).toMatchObject({ pagadaCents: 15000, disponibleCents: -5000 });
  });
});

describe('her code', () => {
  it('shows staff her code with its share link on the store’s own address', async () => {
    await guardarEstadoTienda(ctx.db, { codigosPausados: null, permisosFaltantes: [], tiendaUrl: 'https://tienda.example.mx' });
    const body = codigoStaffSchema.parse(await (await admin.get(`/api/ventas/colaboradoras/${carlaId}/codigo`)).json());
    expect(body.codigo).toMatchObject({ codigo: 'CARLA15', estado: 'activo', enlace: 'https://tienda.example.mx/discount/CARLA15' });
    expect((await misVentas()).codigo?.enlace).toBe('https://tienda.example.mx/discount/CARLA15');
    expect((await tienda.get(`/api/ventas/colaboradoras/${carlaId}/codigo`)).status).toBe(403);
  });

  it('shows a code changed or deleted in the store as such, and never reactivates it', async () => {
    await handleDiscountWebhook(ctx.db, 'DISCOUNTS_UPDATE', { admin_graphql_api_id: 'gid://shopify/DiscountCodeNode/CARLA15', status: 'ACTIVE', title: 'x' });
    expect((await ctx.db.select().from(ventasCodigos).where(eq(ventasCodigos.id, codigoId)))[0]!.estado).toBe('activo');
    await handleDiscountWebhook(ctx.db, 'DISCOUNTS_UPDATE', { admin_graphql_api_id: 'gid://shopify/DiscountCodeNode/CARLA15', status: 'EXPIRED', title: 'x' });
    expect((await ctx.db.select().from(ventasCodigos).where(eq(ventasCodigos.id, codigoId)))[0]!.estado).toBe('cambiado_en_tienda');
    await handleDiscountWebhook(ctx.db, 'DISCOUNTS_DELETE', { admin_graphql_api_id: 'gid://shopify/DiscountCodeNode/CARLA15', deleted_at: new Date().toISOString() });
    expect((await ctx.db.select().from(ventasCodigos).where(eq(ventasCodigos.id, codigoId)))[0]!.estado).toBe('eliminado_en_tienda');
    const res = await admin.post(`/api/ventas/colaboradoras/${carlaId}/codigo/reactivar`);
    expect(res.status).toBe(409);
    expect(await errorDe(res)).toEqual({ code: 'CODIGO_CAMBIADO_EN_TIENDA', message: ERROR_MESSAGES.CODIGO_CAMBIADO_EN_TIENDA });
    // Her past sales still count under the deleted code.
    expect((await misVentas()).ventas.length).toBeGreaterThan(0);
  });

  it('pauses codes while the store refuses write_discounts', async () => {
    await guardarEstadoTienda(ctx.db, { codigosPausados: ERROR_MESSAGES.CODIGOS_PAUSADOS, permisosFaltantes: [], tiendaUrl: null });
    const res = await admin.post(`/api/ventas/colaboradoras/${carlaId}/codigo/regenerar`);
    expect(res.status).toBe(409);
    expect((await errorDe(res)).code).toBe('CODIGOS_PAUSADOS');
    expect((await ctx.db.select().from(ventasCodigos).where(eq(ventasCodigos.id, codigoId)))[0]!.estado).toBe('eliminado_en_tienda');
    await guardarEstadoTienda(ctx.db, { codigosPausados: null, permisosFaltantes: [], tiendaUrl: null });
  });
});

describe('leaks', () => {
  it('flags a code whose orders jump over 5× its 30-day median and at least 10, and tells the admins', async () => {
    const lea = await crearCreadora(ctx, 'Lea');
    await crearCodigo(ctx.db, { colaboradoraId: lea.id, codigo: 'LEA15', nombre: 'Lea' });
    for (let i = 0; i < 9; i++) await handleOrderWebhook(ctx.db, 'ORDERS_PAID', orden({ code: 'LEA15' }));
    expect(fugasSchema.parse(await (await admin.get('/api/ventas/fugas')).json()).fugas.some((f) => f.codigo === 'LEA15')).toBe(false);
    await handleOrderWebhook(ctx.db, 'ORDERS_PAID', orden({ code: 'LEA15' }));
    await handleOrderWebhook(ctx.db, 'ORDERS_PAID', orden({ code: 'LEA15' }));
    const fugas = fugasSchema.parse(await (await admin.get('/api/ventas/fugas')).json()).fugas;
    expect(fugas.find((f) => f.codigo === 'LEA15')).toMatchObject({ pedidos: 11, medianaDiaria: 0, nombre: 'Lea' });
    const adminUser = await ctx.db.execute(sql`SELECT count(*)::int AS n FROM avisos WHERE tipo = 'fuga_codigo'`);
    expect((adminUser as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThanOrEqual(1);
  });

  it('Colaboradoras shows Ventas per currency, sorts by it, and exports it', async () => {
    const res = await admin.get('/api/colaboradoras?orden=ventas');
    expect(res.status).toBe(200);
    const body = await json<{ items: { nombre: string; ventas: { moneda: string; pedidos: number; ingresoCents: number }[] }[] }>(res);
    // Lea: 11 × 850; Carla: 1,990 in pesos (and 50 dollars, never added to them).
    expect(body.items.slice(0, 2).map((i) => i.nombre)).toEqual(['Lea', 'Carla']);
    expect(body.items[0]!.ventas).toEqual([{ moneda: 'MXN', pedidos: 11, ingresoCents: 11 * 85000 }]);
    expect(body.items[1]!.ventas).toEqual([
      { moneda: 'MXN', pedidos: 6, ingresoCents: 199000 },
      { moneda: 'USD', pedidos: 1, ingresoCents: 5000 },
    ]);
    const csv = await (await admin.get('/api/exportar/colaboradoras')).text();
    expect(csv).toContain('MXN 1990.00 (6 pedidos); USD 50.00 (1 pedido)');
  });
});
