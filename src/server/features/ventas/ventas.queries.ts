import { sql, type SQL } from 'drizzle-orm';
import { fechaMexico, inicioDiaMexico, MEXICO_TZ } from '../../../shared/mexico-time';
import type { Db } from '../../db/client';

/**
 * Sales figures (issue 27 item 3). A sale counts in the range of the day it was placed (Mexico City) once
 * paid; its net is the sum of its ledger rows (refunds and cancellations lower the sale they belong to,
 * whenever they arrive). Every figure is grouped by currency: nothing sums two currencies.
 */
export interface Ventana {
  desde: Date;
  hasta: Date;
}

const mesDe = (col: SQL) => sql`to_char(${col} AT TIME ZONE ${sql.raw(`'${MEXICO_TZ}'`)}, 'YYYY-MM')`;

function dondeVentas(v: Ventana, colaboradoraId?: string): SQL {
  const parts = [sql`v.pagada_at IS NOT NULL`, sql`v.ocurrida_at >= ${v.desde.toISOString()}::timestamptz`, sql`v.ocurrida_at < ${v.hasta.toISOString()}::timestamptz`];
  if (colaboradoraId) parts.push(sql`v.colaboradora_id = ${colaboradoraId}::uuid`);
  return sql.join(parts, sql` AND `);
}

export interface CifrasRow {
  grupo: 'total' | 'colaboradora' | 'mes';
  colaboradora_id: string | null;
  nombre: string | null;
  mes: string | null;
  moneda: string;
  pedidos: number;
  ingreso: string;
  descuento: string;
}

/** 'YYYY-MM' → the month after it. */
function mesSiguiente(mes: string): string {
  const [y, m] = mes.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * The whole Mexico City months inside a range (decision 066): their figures come from ventas_mensuales, the
 * partial months at the ends from the sales. The range starts and ends on Mexico City days (ventanaDe).
 */
export function mesesEnteros(v: Ventana): { desdeMes: string; hastaMes: string; desdeAt: Date; hastaAt: Date } | null {
  const desde = fechaMexico(v.desde);
  const desdeMes = desde.endsWith('-01') ? desde.slice(0, 7) : mesSiguiente(desde.slice(0, 7));
  // `hasta` is exclusive (the start of the day after the range): every month before its own is whole.
  const hastaMes = fechaMexico(v.hasta).slice(0, 7);
  if (desdeMes >= hastaMes) return null;
  return { desdeMes, hastaMes, desdeAt: inicioDiaMexico(`${desdeMes}-01`), hastaAt: inicioDiaMexico(`${hastaMes}-01`) };
}

/**
 * Totals, per creator and per month, each per currency, in one pass. Whole months read the monthly
 * figures (one row per code and month), the partial months the sales with their net (ventas.neto_cents);
 * both are kept by the database's triggers in the transaction that writes a sale or a ledger row.
 * bigint sums come back as text.
 */
export async function cifras(db: Db, v: Ventana, colaboradoraId?: string): Promise<CifrasRow[]> {
  const meses = mesesEnteros(v);
  const suya = (col: SQL) => (colaboradoraId ? sql` AND ${col} = ${colaboradoraId}::uuid` : sql``);
  // The sales outside whole months, one part per month (its month a constant), each summed per creator
  // and currency before the grouping sets see them.
  const partes = rangosSueltos(v, meses)
    .flatMap(([a, b]) => porMes(a, b))
    .map(
      ({ desde, hasta, mes }) => sql`
      SELECT v.colaboradora_id, v.colaboradora_nombre, v.moneda, ${mes}::text AS mes, count(*)::int AS pedidos, sum(v.neto_cents) AS neto, sum(v.descuento_cents) AS descuento
      FROM ventas v
      WHERE v.pagada_at IS NOT NULL AND v.ocurrida_at >= ${desde.toISOString()}::timestamptz AND v.ocurrida_at < ${hasta.toISOString()}::timestamptz${suya(sql`v.colaboradora_id`)}
      GROUP BY v.colaboradora_id, v.colaboradora_nombre, v.moneda`,
    );
  if (meses) {
    partes.push(sql`
      SELECT c.colaboradora_id, c.colaboradora_nombre, r.moneda, r.mes, r.pedidos, r.ingreso_cents AS neto, r.descuento_cents AS descuento
      FROM ventas_mensuales r JOIN ventas_codigos c ON c.id = r.codigo_id
      WHERE r.mes >= ${meses.desdeMes} AND r.mes < ${meses.hastaMes}${suya(sql`c.colaboradora_id`)}`);
  }
  const res = (await db.execute(sql`
    WITH s AS (${sql.join(partes, sql` UNION ALL `)})
    SELECT CASE WHEN grouping(colaboradora_id, colaboradora_nombre) = 0 THEN 'colaboradora' WHEN grouping(mes) = 0 THEN 'mes' ELSE 'total' END AS grupo,
      colaboradora_id::text AS colaboradora_id, colaboradora_nombre AS nombre, mes, moneda,
      sum(pedidos)::int AS pedidos, sum(neto)::text AS ingreso, sum(descuento)::text AS descuento
    FROM s
    GROUP BY GROUPING SETS ((moneda), (colaboradora_id, colaboradora_nombre, moneda), (mes, moneda))
    HAVING sum(pedidos) > 0`)) as unknown as { rows: CifrasRow[] };
  return res.rows;
}

/** The parts of a range outside its whole months: the whole range when it has none. */
function rangosSueltos(v: Ventana, meses: ReturnType<typeof mesesEnteros>): [Date, Date][] {
  if (!meses) return [[v.desde, v.hasta]];
  return ([[v.desde, meses.desdeAt], [meses.hastaAt, v.hasta]] as [Date, Date][]).filter(([a, b]) => a < b);
}

/** [a, b) cut at Mexico City month starts, each piece with its 'YYYY-MM'. */
function porMes(a: Date, b: Date): { desde: Date; hasta: Date; mes: string }[] {
  const out: { desde: Date; hasta: Date; mes: string }[] = [];
  for (let desde = a; desde < b; ) {
    const mes = fechaMexico(desde).slice(0, 7);
    const siguiente = inicioDiaMexico(`${mesSiguiente(mes)}-01`);
    const hasta = siguiente < b ? siguiente : b;
    out.push({ desde, hasta, mes });
    desde = hasta;
  }
  return out;
}

export interface CostoRow {
  grupo: 'total' | 'colaboradora' | 'mes';
  colaboradora_id: string | null;
  mes: string | null;
  costo: string | null;
  utiles: number;
}

/**
 * Her collaborations' cost (unit cost × 1 + shipping, as Resultados counts it: sent in the range, both
 * known, in the store's currency), in cents, with the usable files of those collaborations.
 */
export async function costos(db: Db, v: Ventana, moneda: string, colaboradoraId?: string): Promise<CostoRow[]> {
  const filtro = colaboradoraId ? sql`AND col.colaboradora_id = ${colaboradoraId}::uuid` : sql``;
  const res = (await db.execute(sql`
    WITH c AS (
      SELECT col.colaboradora_id, ${mesDe(sql`col.enviada_at`)} AS mes,
        CASE WHEN col.costo_unitario IS NOT NULL AND col.costo_envio IS NOT NULL AND (col.costo_moneda IS NULL OR col.costo_moneda = ${moneda})
          THEN round((col.costo_unitario + col.costo_envio) * 100) END AS centavos,
        coalesce(ca.utiles, 0) AS utiles
      FROM colaboraciones col LEFT JOIN colaboracion_archivos ca ON ca.colaboracion_id = col.id
      WHERE col.enviada_at IS NOT NULL AND col.enviada_at >= ${v.desde.toISOString()}::timestamptz AND col.enviada_at < ${v.hasta.toISOString()}::timestamptz ${filtro}
    )
    SELECT CASE WHEN grouping(colaboradora_id) = 0 THEN 'colaboradora' WHEN grouping(mes) = 0 THEN 'mes' ELSE 'total' END AS grupo,
      colaboradora_id::text AS colaboradora_id, mes,
      sum(centavos)::text AS costo, (coalesce(sum(utiles) FILTER (WHERE centavos IS NOT NULL), 0))::int AS utiles
    FROM c
    GROUP BY GROUPING SETS ((), (colaboradora_id), (mes))`)) as unknown as { rows: CostoRow[] };
  return res.rows;
}

export interface ProductoRow {
  producto_id: string;
  titulo: string | null;
  moneda: string;
  pedidos: number;
  ingreso: string;
  sembrado: string;
  resto: string;
}

/**
 * Per store product: its lines in attributed paid orders (not cancelled), the seeded part, and the rest of
 * those baskets. The whole months of the staff's table come from ventas_productos_mensuales (decision
 * 066), its partial ends and any one creator's table from her sales.
 */
export async function porProducto(db: Db, v: Ventana, limite: number, colaboradoraId?: string): Promise<ProductoRow[]> {
  const meses = colaboradoraId ? null : mesesEnteros(v);
  const partes = rangosSueltos(v, meses).map(
    ([a, b]) => sql`
      SELECT lp.producto_id, lp.moneda, count(*)::int AS pedidos, sum(lp.importe) AS ingreso,
        coalesce(sum(lp.importe) FILTER (WHERE lp.sembrado), 0) AS sembrado,
        coalesce(sum(lp.subtotal - lp.importe) FILTER (WHERE lp.sembrado), 0) AS resto, min(lp.titulo) AS titulo
      FROM (
        SELECT vp.venta_id, vp.producto_id, v.moneda, v.subtotal_cents AS subtotal, sum(vp.importe_cents) AS importe, bool_or(vp.sembrado) AS sembrado, min(vp.titulo) AS titulo
        FROM venta_productos vp JOIN ventas v ON v.id = vp.venta_id
        WHERE ${dondeVentas({ desde: a, hasta: b }, colaboradoraId)} AND v.cancelada_at IS NULL AND vp.producto_id IS NOT NULL
        GROUP BY vp.venta_id, vp.producto_id, v.moneda, v.subtotal_cents
      ) lp
      GROUP BY lp.producto_id, lp.moneda`,
  );
  if (meses) {
    partes.push(sql`
      SELECT producto_id, moneda, pedidos, ingreso_cents AS ingreso, sembrado_cents AS sembrado, resto_cents AS resto, titulo
      FROM ventas_productos_mensuales WHERE mes >= ${meses.desdeMes} AND mes < ${meses.hastaMes}`);
  }
  const res = (await db.execute(sql`
    WITH p AS (${sql.join(partes, sql` UNION ALL `)})
    SELECT p.producto_id, coalesce(max(tp.titulo), min(p.titulo)) AS titulo, p.moneda, sum(p.pedidos)::int AS pedidos,
      sum(p.ingreso)::text AS ingreso, sum(p.sembrado)::text AS sembrado, sum(p.resto)::text AS resto
    FROM p LEFT JOIN tienda_productos tp ON tp.id = p.producto_id
    GROUP BY p.producto_id, p.moneda
    HAVING sum(p.pedidos) > 0
    ORDER BY sum(p.ingreso) DESC, p.producto_id
    LIMIT ${limite}`)) as unknown as { rows: ProductoRow[] };
  return res.rows;
}

/** Every creator's all-time paid sales, per currency (Colaboradoras' Ventas column), from the monthly figures. */
export async function ventasPorColaboradora(db: Db): Promise<{ colaboradora_id: string; moneda: string; pedidos: number; ingreso: string }[]> {
  const res = (await db.execute(sql`
    SELECT c.colaboradora_id::text AS colaboradora_id, r.moneda, sum(r.pedidos)::int AS pedidos, sum(r.ingreso_cents)::text AS ingreso
    FROM ventas_mensuales r JOIN ventas_codigos c ON c.id = r.codigo_id
    WHERE c.colaboradora_id IS NOT NULL
    GROUP BY c.colaboradora_id, r.moneda
    HAVING sum(r.pedidos) > 0`)) as unknown as { rows: { colaboradora_id: string; moneda: string; pedidos: number; ingreso: string }[] };
  return res.rows;
}

export interface GananciaRow {
  colaboradora_id: string | null;
  moneda: string;
  pendiente: string;
  disponible: string;
  pagada: string;
}

/** Commission rows by state: pagada when a payout covers it, disponible once its hold ended, else pendiente. */
export async function ganancias(db: Db, now: Date, colaboradoraId?: string): Promise<GananciaRow[]> {
  const filtro = colaboradoraId ? sql`WHERE vc.colaboradora_id = ${colaboradoraId}::uuid` : sql``;
  const res = (await db.execute(sql`
    SELECT vc.colaboradora_id::text AS colaboradora_id, vc.moneda,
      coalesce(sum(vc.importe_cents) FILTER (WHERE pc.comision_id IS NULL AND vc.disponible_at > ${now.toISOString()}::timestamptz), 0)::text AS pendiente,
      coalesce(sum(vc.importe_cents) FILTER (WHERE pc.comision_id IS NULL AND vc.disponible_at <= ${now.toISOString()}::timestamptz), 0)::text AS disponible,
      coalesce(sum(vc.importe_cents) FILTER (WHERE pc.comision_id IS NOT NULL), 0)::text AS pagada
    FROM venta_comisiones vc LEFT JOIN venta_pago_comisiones pc ON pc.comision_id = vc.id
    ${filtro}
    GROUP BY vc.colaboradora_id, vc.moneda`)) as unknown as { rows: GananciaRow[] };
  return res.rows;
}

export interface VentaListRow {
  id: string;
  order_name: string;
  ocurrida_at: Date | string;
  moneda: string;
  subtotal_cents: string;
  descuento_cents: string;
  ciudad: string | null;
  pagada: boolean;
  cancelada: boolean;
  reembolsos: string;
  neto: string;
  comision: string | null;
}

/** Her latest sales with their net and commission; never anything about the customer but the city. */
export async function ventasDe(db: Db, colaboradoraId: string, limite: number): Promise<VentaListRow[]> {
  const res = (await db.execute(sql`
    SELECT v.id::text AS id, v.order_name, v.ocurrida_at, v.moneda, v.subtotal_cents::text AS subtotal_cents, v.descuento_cents::text AS descuento_cents,
      v.ciudad, v.pagada_at IS NOT NULL AS pagada, v.cancelada_at IS NOT NULL AS cancelada,
      coalesce((SELECT sum(importe_cents) FROM venta_movimientos m WHERE m.order_id = v.order_id AND m.tipo = 'reembolso'), 0)::text AS reembolsos,
      v.neto_cents::text AS neto,
      (SELECT sum(importe_cents) FROM venta_comisiones c WHERE c.venta_id = v.id)::text AS comision
    FROM ventas v
    WHERE v.colaboradora_id = ${colaboradoraId}::uuid
    ORDER BY v.ocurrida_at DESC, v.id
    LIMIT ${limite}`)) as unknown as { rows: VentaListRow[] };
  return res.rows;
}

export async function porMesDe(db: Db, colaboradoraId: string): Promise<{ mes: string; moneda: string; pedidos: number; ingreso: string }[]> {
  const res = (await db.execute(sql`
    SELECT r.mes, r.moneda, sum(r.pedidos)::int AS pedidos, sum(r.ingreso_cents)::text AS ingreso
    FROM ventas_mensuales r JOIN ventas_codigos c ON c.id = r.codigo_id
    WHERE c.colaboradora_id = ${colaboradoraId}::uuid
    GROUP BY 1, 2
    HAVING sum(r.pedidos) > 0
    ORDER BY 1 DESC, 2
    LIMIT 36`)) as unknown as { rows: { mes: string; moneda: string; pedidos: number; ingreso: string }[] };
  return res.rows;
}
