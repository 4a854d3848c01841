import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inicioDiaMexico, diaSiguiente } from '../../../shared/mexico-time';
import { colaboraciones, colaboradoras, ventasCodigos } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { handleOrderWebhook, handleRefundWebhook } from '../../ventas/webhooks';
import { cifras, fuentesDe, mesesEnteros, porProducto, resultadosVentas, type CifrasRow, type ProductoRow } from './ventas.queries';

/**
 * Decisions 066 and 080: a sale's net (ventas.neto_cents) and the monthly and daily figures (ventas_mensuales,
 * ventas_diarias and their product twins) are kept by triggers, and Resultados reads whole months from the
 * monthly figures and the partial ends from the daily ones (or a month minus its days outside). Whatever
 * the order of arrival (a refund before its order, a payment after its creation, a cancellation after
 * payment, another currency), every range must give what summing the ledger sale by sale gives.
 */
let ctx: TestContext;
let nextId = 70_000;

const at = (mexicoLocal: string) => new Date(`${mexicoLocal}-06:00`).toISOString();

function orden(o: { id: number; code: string; at: string; subtotal: string; status?: string; currency?: string; cancelledAt?: string }) {
  return {
    id: o.id,
    admin_graphql_api_id: `gid://shopify/Order/${o.id}`,
    name: `#${o.id}`,
    created_at: o.at,
    processed_at: o.at,
    updated_at: o.cancelledAt ?? o.at,
    cancelled_at: o.cancelledAt ?? null,
    financial_status: o.status ?? 'paid',
    currency: o.currency ?? 'MXN',
    subtotal_price: o.subtotal,
    total_discounts: '100.00',
    discount_codes: [{ code: o.code, amount: '100.00', type: 'percentage' }],
    tags: '',
    // The seeded jeans and, in every other order, a belt besides.
    line_items: [
      { id: o.id * 10 + 1, product_id: 501, variant_id: 601, title: 'Wide leg', quantity: 1, price: o.subtotal, total_discount: '0.00' },
      ...(o.id % 2 ? [{ id: o.id * 10 + 2, product_id: 777, variant_id: 778, title: 'Cinturón', quantity: 2, price: '50.00', total_discount: '0.00' }] : []),
    ],
    shipping_address: { city: 'Puebla' },
  };
}

const refund = (orderId: number, subtotal: string) => ({
  id: nextId++,
  order_id: orderId,
  created_at: new Date().toISOString(),
  refund_line_items: [{ line_item_id: orderId * 10 + 1, quantity: 1, subtotal }],
  transactions: [{ amount: subtotal, kind: 'refund', status: 'success', currency: 'MXN' }],
});

/** What the figures were before decision 066: every paid sale, its net summed from the ledger. */
async function porLedger(desde: string, hasta: string): Promise<CifrasRow[]> {
  const res = (await ctx.db.execute(sql`
    WITH s AS (
      SELECT v.colaboradora_id, v.colaboradora_nombre, v.moneda, v.descuento_cents,
        to_char(v.ocurrida_at AT TIME ZONE 'America/Mexico_City', 'YYYY-MM') AS mes,
        (SELECT coalesce(sum(m.importe_cents), 0) FROM venta_movimientos m WHERE m.order_id = v.order_id) AS neto
      FROM ventas v
      WHERE v.pagada_at IS NOT NULL AND v.ocurrida_at >= ${inicioDiaMexico(desde).toISOString()}::timestamptz
        AND v.ocurrida_at < ${inicioDiaMexico(diaSiguiente(hasta)).toISOString()}::timestamptz
    )
    SELECT CASE WHEN grouping(colaboradora_id, colaboradora_nombre) = 0 THEN 'colaboradora' WHEN grouping(mes) = 0 THEN 'mes' ELSE 'total' END AS grupo,
      colaboradora_id::text AS colaboradora_id, colaboradora_nombre AS nombre, mes, moneda,
      count(*)::int AS pedidos, sum(neto)::text AS ingreso, sum(descuento_cents)::text AS descuento
    FROM s
    GROUP BY GROUPING SETS ((moneda), (colaboradora_id, colaboradora_nombre, moneda), (mes, moneda))`)) as unknown as { rows: CifrasRow[] };
  return res.rows;
}

/** The product table as it was read before decision 066: every line of the range's sales. */
async function productosPorLineas(desde: string, hasta: string): Promise<ProductoRow[]> {
  const res = (await ctx.db.execute(sql`
    WITH lp AS (
      SELECT vp.venta_id, vp.producto_id, sum(vp.importe_cents) AS importe, bool_or(vp.sembrado) AS sembrado, min(vp.titulo) AS titulo
      FROM venta_productos vp JOIN ventas v ON v.id = vp.venta_id
      WHERE v.pagada_at IS NOT NULL AND v.ocurrida_at >= ${inicioDiaMexico(desde).toISOString()}::timestamptz
        AND v.ocurrida_at < ${inicioDiaMexico(diaSiguiente(hasta)).toISOString()}::timestamptz AND v.cancelada_at IS NULL AND vp.producto_id IS NOT NULL
      GROUP BY vp.venta_id, vp.producto_id
    )
    SELECT lp.producto_id, min(lp.titulo) AS titulo, v.moneda, count(*)::int AS pedidos,
      sum(lp.importe)::text AS ingreso,
      coalesce(sum(lp.importe) FILTER (WHERE lp.sembrado), 0)::text AS sembrado,
      coalesce(sum(v.subtotal_cents - lp.importe) FILTER (WHERE lp.sembrado), 0)::text AS resto
    FROM lp JOIN ventas v ON v.id = lp.venta_id
    GROUP BY lp.producto_id, v.moneda`)) as unknown as { rows: ProductoRow[] };
  return res.rows;
}

const ordenadas = <T>(rows: T[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

beforeAll(async () => {
  ctx = await createTestContext();
  const codes: Record<string, string> = {};
  for (const nombre of ['Ana', 'Bea']) {
    const user = await ctx.loginAs('colaboradora', { name: nombre });
    const [c] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, user.userId));
    await ctx.db
      .insert(ventasCodigos)
      .values({
        colaboradoraId: c!.id,
        colaboradoraNombre: nombre,
        codigo: `${nombre.toUpperCase()}15`,
        discountId: `gid://shopify/DiscountCodeNode/${nombre}`,
        estado: 'activo',
        descuentoPorcentaje: 15,
      });
    codes[nombre] = `${nombre.toUpperCase()}15`;
    // Ana was seeded product 501: in her orders it is the seeded product, the rest of the basket beside it.
    if (nombre === 'Ana') {
      await ctx.db
        .insert(colaboraciones)
        .values({ titulo: 'Wide leg', producto: 'Jeans', estado: 'entregado', colaboradoraId: c!.id, shopifyProductId: 'gid://shopify/Product/501' });
    }
  }
  const paid = (id: number, code: string, when: string, subtotal: string, currency?: string) =>
    handleOrderWebhook(ctx.db, 'ORDERS_PAID', orden({ id, code, at: at(when), subtotal, currency }));
  // Across August to October 2026, on month edges in Mexico City time (UTC-6).
  await paid(1, codes.Ana!, '2026-08-15T12:00:00', '500.00');
  await paid(2, codes.Ana!, '2026-08-31T23:30:00', '700.00'); // still August in Mexico City, September in UTC
  await paid(3, codes.Bea!, '2026-09-01T00:10:00', '300.00');
  await paid(4, codes.Bea!, '2026-09-20T10:00:00', '80.00', 'USD');
  // A refund that arrives before its order; the order created unpaid, then paid.
  await handleRefundWebhook(ctx.db, refund(5, '100.00'));
  await handleOrderWebhook(ctx.db, 'ORDERS_CREATE', orden({ id: 5, code: codes.Ana!, at: at('2026-09-10T09:00:00'), subtotal: '900.00', status: 'pending' }));
  await paid(5, codes.Ana!, '2026-09-10T09:00:00', '900.00');
  // Paid, refunded, then cancelled: nets to zero.
  await paid(6, codes.Bea!, '2026-10-02T18:00:00', '650.00');
  await handleRefundWebhook(ctx.db, refund(6, '150.00'));
  await handleOrderWebhook(
    ctx.db,
    'ORDERS_CANCELLED',
    orden({ id: 6, code: codes.Bea!, at: at('2026-10-02T18:00:00'), subtotal: '650.00', cancelledAt: at('2026-10-03T10:00:00') }),
  );
  // Created and never paid: no figure.
  await handleOrderWebhook(ctx.db, 'ORDERS_CREATE', orden({ id: 7, code: codes.Ana!, at: at('2026-10-05T10:00:00'), subtotal: '999.00', status: 'pending' }));
  // A later refund of a paid sale.
  await paid(8, codes.Ana!, '2026-10-31T20:00:00', '400.00');
  await handleRefundWebhook(ctx.db, refund(8, '40.00'));
});

afterAll(async () => {
  await ctx?.close();
});

describe('sales figures kept by the database (decision 066)', () => {
  it("keeps each sale's net equal to its ledger, and each month's figures equal to its sales", async () => {
    const netos = (await ctx.db.execute(sql`
      SELECT count(*)::int AS n FROM ventas v
      WHERE v.neto_cents <> (SELECT coalesce(sum(importe_cents), 0) FROM venta_movimientos m WHERE m.order_id = v.order_id)`)) as unknown as {
      rows: { n: number }[];
    };
    expect(netos.rows[0]!.n).toBe(0);
    const meses = (await ctx.db.execute(sql`
      SELECT r.mes, r.codigo_id::text AS codigo, r.moneda, r.pedidos, r.ingreso_cents::text AS ingreso, r.descuento_cents::text AS descuento FROM ventas_mensuales r
      ORDER BY 1, 2, 3`)) as unknown as { rows: unknown[] };
    const recontadas = (await ctx.db.execute(sql`
      SELECT to_char(ocurrida_at AT TIME ZONE 'America/Mexico_City', 'YYYY-MM') AS mes, codigo_id::text AS codigo, moneda, count(*)::int AS pedidos,
        sum(neto_cents)::text AS ingreso, sum(descuento_cents)::text AS descuento
      FROM ventas WHERE pagada_at IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`)) as unknown as { rows: unknown[] };
    expect(meses.rows).toEqual(recontadas.rows);
    expect(meses.rows.length).toBeGreaterThan(0);
    // The same per Mexico City day (Ana's 23:30 sale of 31 August is the 1 September in UTC).
    const dias = (await ctx.db.execute(sql`
      SELECT r.dia::text AS dia, r.codigo_id::text AS codigo, r.moneda, r.pedidos, r.ingreso_cents::text AS ingreso, r.descuento_cents::text AS descuento FROM ventas_diarias r
      ORDER BY 1, 2, 3`)) as unknown as { rows: { dia: string }[] };
    const recontados = (await ctx.db.execute(sql`
      SELECT to_char(ocurrida_at AT TIME ZONE 'America/Mexico_City', 'YYYY-MM-DD') AS dia, codigo_id::text AS codigo, moneda, count(*)::int AS pedidos,
        sum(neto_cents)::text AS ingreso, sum(descuento_cents)::text AS descuento
      FROM ventas WHERE pagada_at IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`)) as unknown as { rows: unknown[] };
    expect(dias.rows).toEqual(recontados.rows);
    expect(dias.rows.map((r) => r.dia)).toContain('2026-08-31');
    const productosDia = (await ctx.db.execute(sql`
      SELECT dia::text AS dia, producto_id, moneda, pedidos, ingreso_cents::text AS ingreso, sembrado_cents::text AS sembrado, resto_cents::text AS resto
      FROM ventas_productos_diarios WHERE pedidos <> 0 ORDER BY 1, 2, 3`)) as unknown as { rows: unknown[] };
    const productosRecontados = (await ctx.db.execute(sql`
      WITH lp AS (
        SELECT vp.venta_id, vp.producto_id, sum(vp.importe_cents) AS importe, bool_or(vp.sembrado) AS sembrado
        FROM venta_productos vp JOIN ventas v ON v.id = vp.venta_id
        WHERE v.pagada_at IS NOT NULL AND v.cancelada_at IS NULL AND vp.producto_id IS NOT NULL
        GROUP BY vp.venta_id, vp.producto_id
      )
      SELECT to_char(v.ocurrida_at AT TIME ZONE 'America/Mexico_City', 'YYYY-MM-DD') AS dia, lp.producto_id, v.moneda, count(*)::int AS pedidos,
        sum(lp.importe)::text AS ingreso, coalesce(sum(lp.importe) FILTER (WHERE lp.sembrado), 0)::text AS sembrado,
        coalesce(sum(v.subtotal_cents - lp.importe) FILTER (WHERE lp.sembrado), 0)::text AS resto
      FROM lp JOIN ventas v ON v.id = lp.venta_id GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`)) as unknown as { rows: unknown[] };
    expect(productosDia.rows).toEqual(productosRecontados.rows);
    const sembradas = (await ctx.db.execute(sql`SELECT count(*)::int AS n FROM venta_productos WHERE sembrado`)) as unknown as { rows: { n: number }[] };
    expect(sembradas.rows[0]!.n).toBeGreaterThan(0);
  });

  it.each([
    ['2026-08-01', '2026-10-31'], // whole months only
    ['2026-08-16', '2026-10-15'], // partial ends around a whole month
    ['2026-08-31', '2026-09-01'], // two partial days across a month's edge
    ['2026-09-01', '2026-09-30'], // one whole month
    ['2026-09-05', '2026-09-25'], // inside one month
    ['2025-11-01', '2026-11-30'], // a year and more, with empty months
    // Decision 080: a partial month of more than half its days is its month minus the days outside.
    ['2026-08-02', '2026-09-30'], // August but its first day: August minus the 1st
    ['2026-08-15', '2026-08-31'], // the second half of August, its last day's sale at 23:30 (UTC: September)
    ['2026-08-01', '2026-08-30'], // August minus its last day, that same sale out
    ['2026-09-02', '2026-10-29'], // two months each minus days, with the refund-first sale, the USD one
    ['2026-10-03', '2026-10-31'], // October minus the paid, refunded, then cancelled order's day
    ['2026-10-01', '2026-10-02'], // just that order's days
    ['2026-08-31', '2026-08-31'], // one day
  ])('gives for %s … %s what summing the ledger gives', async (desde, hasta) => {
    const v = { desde: inicioDiaMexico(desde), hasta: inicioDiaMexico(diaSiguiente(hasta)) };
    const ledger = ordenadas(await porLedger(desde, hasta));
    const lineas = ordenadas(await productosPorLineas(desde, hasta));
    expect(ordenadas(await cifras(ctx.db, v))).toEqual(ledger);
    expect(ordenadas(await porProducto(ctx.db, v, 500))).toEqual(lineas);
    // The request's single statement gives the same rows.
    const juntas = await resultadosVentas(ctx.db, v, 'MXN', 500);
    expect(ordenadas(juntas.cifras)).toEqual(ledger);
    expect(ordenadas(juntas.productos)).toEqual(lineas);
  });

  it('reads a partial month from its days or from its month minus the days outside, whichever is fewer', () => {
    const v = (d: string, h: string) => ({ desde: inicioDiaMexico(d), hasta: inicioDiaMexico(diaSiguiente(h)) });
    expect(fuentesDe(v('2025-11-27', '2026-11-27'))).toEqual({
      meses: ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'],
      dias: [
        { desde: '2025-11-27', hasta: '2025-12-01', signo: 1 },
        { desde: '2026-11-28', hasta: '2026-12-01', signo: -1 },
      ],
    });
    expect(fuentesDe(v('2026-09-05', '2026-09-25'))).toEqual({
      meses: ['2026-09'],
      dias: [
        { desde: '2026-09-01', hasta: '2026-09-05', signo: -1 },
        { desde: '2026-09-26', hasta: '2026-10-01', signo: -1 },
      ],
    });
    expect(fuentesDe(v('2026-09-05', '2026-09-10'))).toEqual({ meses: [], dias: [{ desde: '2026-09-05', hasta: '2026-09-11', signo: 1 }] });
    // Not a Mexico City day's start: refused rather than read wrong.
    expect(() => fuentesDe({ desde: new Date('2026-09-05T00:00:00Z'), hasta: inicioDiaMexico('2026-09-10') })).toThrow();
  });

  it('splits a range into its whole months', () => {
    const v = (d: string, h: string) => ({ desde: inicioDiaMexico(d), hasta: inicioDiaMexico(diaSiguiente(h)) });
    expect(mesesEnteros(v('2026-08-16', '2026-10-15'))).toMatchObject({ desdeMes: '2026-09', hastaMes: '2026-10' });
    expect(mesesEnteros(v('2026-08-01', '2026-10-31'))).toMatchObject({ desdeMes: '2026-08', hastaMes: '2026-11' });
    expect(mesesEnteros(v('2025-12-01', '2025-12-31'))).toMatchObject({ desdeMes: '2025-12', hastaMes: '2026-01' });
    expect(mesesEnteros(v('2026-09-05', '2026-09-25'))).toBeNull();
  });
});
