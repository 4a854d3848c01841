import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { misVentasSchema, type MisVentas } from '../../../shared/schemas/ventas';
import { ventasPagos } from '../../db/schema';
import { createTestContext, type TestClient, type TestContext } from '../../test/context';
import { crearCodigo, crearCreadora, ENVIO_PUEBLA, lineasDeOrden, ordenShopify, PROGRAMA, type OrdenShopifyOpciones } from '../../test/ventas';
import { guardarEstadoTienda } from '../../ventas/programa';
import { handleOrderWebhook, handleRefundWebhook } from '../../ventas/webhooks';

/**
 * Her whole *Mis ventas* answer, field by field (decision 088: it is one statement now). Every part is
 * here: her code and link, the program's terms, her months, her latest sales with their lines, state,
 * net and commission, her earnings by state, her payouts and her payout details; and nothing of another
 * creator's. On PGlite here and on PostgreSQL in the suite's second pass.
 */
let ctx: TestContext;
let admin: TestClient;
let mia: TestClient & { userId: string };
let miaId: string;
let otraId: string;

/** Her orders go to Puebla; `lineas: 1` is the jeans alone. */
const orden = (o: Omit<OrdenShopifyOpciones, 'lineas' | 'envio'> & { lineas?: 1 | 2 }) =>
  ordenShopify({ ...o, envio: ENVIO_PUEBLA, lineas: lineasDeOrden(o.id).slice(0, o.lineas ?? 2) });

const misVentas = async (): Promise<MisVentas> => {
  const res = await mia.get('/api/ventas/mias');
  expect(res.status).toBe(200);
  return misVentasSchema.parse(await res.json());
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('admin');
  const m = await crearCreadora(ctx, 'Mía');
  mia = m.user;
  miaId = m.id;
  otraId = (await crearCreadora(ctx, 'Otra')).id;
  await crearCodigo(ctx.db, { colaboradoraId: otraId, codigo: 'OTRA15', nombre: 'Otra' });
  expect((await admin.put('/api/ventas/programa', PROGRAMA)).status).toBe(200);
});
afterAll(() => ctx?.close());

describe('Mis ventas, the whole answer', () => {
  it('before she has a code: the program, no code, nothing sold, nothing earned', async () => {
    expect(await misVentas()).toEqual({
      programaActivo: true,
      codigo: null,
      comisionPorcentaje: 10,
      diasRetencion: 30,
      porMes: [],
      ventas: [],
      ganancias: [],
      pagos: [],
      datosPago: { clabe: null, titular: null },
    });
  });

  it('gives her code, link, months, sales with lines, earnings by state, payouts and payout details — hers only', async () => {
    await crearCodigo(ctx.db, { colaboradoraId: miaId, codigo: 'MIAVIEJO', nombre: 'Mía', estado: 'reemplazado' });
    const actual = await crearCodigo(ctx.db, { colaboradoraId: miaId, codigo: 'MIA15', nombre: 'Mía' });
    await guardarEstadoTienda(ctx.db, { codigosPausados: null, permisosFaltantes: [], tiendaUrl: 'https://tienda.example.mx' });

    // Long past their hold: payable, then paid by a payout.
    await handleOrderWebhook(ctx.db, 'ORDERS_PAID', orden({ id: 61, code: 'MIA15', at: '2026-08-10T18:00:00.000Z', subtotal: '1000.00' }));
    await handleOrderWebhook(ctx.db, 'ORDERS_PAID', orden({ id: 62, code: 'MIA15', at: '2026-09-02T05:30:00.000Z', subtotal: '500.00', lineas: 1 }));
    expect((await mia.put('/api/ventas/mis-datos-pago', { clabe: '032180000118359719', titular: 'Mía Pérez' })).status).toBe(200);
    const pago = await admin.post('/api/ventas/pagos', { colaboradoraId: miaId, moneda: 'MXN', fecha: '2026-10-15', referencia: 'SPEI 777', montoCents: 15000 });
    expect(pago.status).toBe(201);
    // Payable, not paid: a sale, a partial refund; one in dollars.
    await handleOrderWebhook(ctx.db, 'ORDERS_PAID', orden({ id: 63, code: 'MIA15', at: '2026-09-20T17:00:00.000Z' }));
    await handleRefundWebhook(ctx.db, {
      id: 9063,
      admin_graphql_api_id: 'gid://shopify/Refund/9063',
      order_id: 63,
      created_at: '2026-09-25T17:00:00.000Z',
      refund_line_items: [{ line_item_id: 631, quantity: 1, subtotal: '510.00' }],
      transactions: [{ amount: '510.00', kind: 'refund', status: 'success', currency: 'MXN' }],
    });
    await handleOrderWebhook(ctx.db, 'ORDERS_PAID', orden({ id: 64, code: 'MIA15', at: '2026-09-21T17:00:00.000Z', currency: 'USD', subtotal: '50.00' }));
    // Within its hold (a sale of today), one not paid yet, one cancelled.
    const hoy = new Date().toISOString();
    await handleOrderWebhook(ctx.db, 'ORDERS_PAID', orden({ id: 65, code: 'MIA15', at: hoy }));
    await handleOrderWebhook(ctx.db, 'ORDERS_CREATE', orden({ id: 66, code: 'MIA15', at: hoy, status: 'pending' }));
    await handleOrderWebhook(ctx.db, 'ORDERS_PAID', orden({ id: 67, code: 'MIA15', at: '2026-09-22T17:00:00.000Z' }));
    await handleOrderWebhook(ctx.db, 'ORDERS_CANCELLED', { ...orden({ id: 67, code: 'MIA15', at: '2026-09-22T17:00:00.000Z' }), cancelled_at: '2026-09-23T17:00:00.000Z' });
    // Someone else's sale and payout details are never in her answer.
    await handleOrderWebhook(ctx.db, 'ORDERS_PAID', orden({ id: 68, code: 'OTRA15', at: '2026-09-20T17:00:00.000Z' }));

    const [p] = await ctx.db.select().from(ventasPagos).where(eq(ventasPagos.colaboradoraId, miaId));
    const body = await misVentas();
    const ids = body.ventas.map((v) => v.id);
    expect(new Set(ids).size).toBe(7);
    const mesHoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit' }).format(new Date());
    const jeans = { titulo: 'Wide leg azul', cantidad: 1, importeCents: 51000, sembrado: false };
    const cinturones = { titulo: 'Cinturón', cantidad: 2, importeCents: 34000, sembrado: false };
    const venta = (id: number, fecha: string, x: Partial<MisVentas['ventas'][number]>) => ({
      id: expect.any(String),
      pedido: `#${id}`,
      fecha,
      moneda: 'MXN',
      subtotalCents: 85000,
      descuentoCents: 15000,
      netoCents: 85000,
      ciudad: 'Puebla',
      estado: 'pagada',
      comisionCents: 8500,
      productos: [jeans, cinturones],
      ...x,
    });
    expect(body).toEqual({
      programaActivo: true,
      codigo: {
        id: actual.id,
        codigo: 'MIA15',
        estado: 'activo',
        descuentoPorcentaje: 15,
        enlace: 'https://tienda.example.mx/discount/MIA15',
        error: null,
        creadoAt: actual.createdAt.toISOString(),
      },
      comisionPorcentaje: 10,
      diasRetencion: 30,
      porMes: [
        { mes: mesHoy, moneda: 'MXN', pedidos: 1, ingresoCents: 85000 },
        { mes: '2026-09', moneda: 'MXN', pedidos: 3, ingresoCents: 50000 + 34000 + 0 },
        { mes: '2026-09', moneda: 'USD', pedidos: 1, ingresoCents: 5000 },
        { mes: '2026-08', moneda: 'MXN', pedidos: 1, ingresoCents: 100000 },
      ],
      ventas: [
        // Newest first; the two of today in the order the database breaks the tie (by id).
        ...body.ventas.slice(0, 2).map((v) =>
          v.pedido === '#65'
            ? venta(65, hoy, {})
            : venta(66, hoy, { estado: 'pendiente_pago', netoCents: 0, comisionCents: null }),
        ),
        venta(67, '2026-09-22T17:00:00.000Z', { estado: 'cancelada', netoCents: 0, comisionCents: 0 }),
        venta(64, '2026-09-21T17:00:00.000Z', { moneda: 'USD', subtotalCents: 5000, netoCents: 5000, comisionCents: 500 }),
        venta(63, '2026-09-20T17:00:00.000Z', { estado: 'reembolso_parcial', netoCents: 34000, comisionCents: 3400 }),
        venta(62, '2026-09-02T05:30:00.000Z', { subtotalCents: 50000, netoCents: 50000, comisionCents: 5000, productos: [jeans] }),
        venta(61, '2026-08-10T18:00:00.000Z', { subtotalCents: 100000, netoCents: 100000, comisionCents: 10000 }),
      ],
      ganancias: expect.arrayContaining([
        { moneda: 'MXN', pendienteCents: 8500, disponibleCents: 3400, pagadaCents: 15000, saldoNegativo: false },
        { moneda: 'USD', pendienteCents: 0, disponibleCents: 500, pagadaCents: 0, saldoNegativo: false },
      ]),
      pagos: [{ id: p!.id, moneda: 'MXN', montoCents: 15000, fecha: '2026-10-15', referencia: 'SPEI 777', creadoAt: p!.createdAt.toISOString() }],
      datosPago: { clabe: '032180000118359719', titular: 'Mía Pérez' },
    });
    expect(body.ganancias).toHaveLength(2);
    expect(body.ventas.slice(0, 2).map((v) => v.pedido).sort()).toEqual(['#65', '#66']);
    expect(ids.slice(0, 2)).toEqual([...ids.slice(0, 2)].sort());
    const texto = JSON.stringify(body);
    for (const ajeno of ['#68', 'OTRA15', 'Secreta', 'lucia.secreta', 'Calle Privada', 'MIAVIEJO']) expect(texto).not.toContain(ajeno);
  });
});
