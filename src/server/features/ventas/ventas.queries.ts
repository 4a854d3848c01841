import { sql, type SQL } from 'drizzle-orm';
import { MEXICO_OFFSET_HORAS } from '../../../shared/schemas/resultados';
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

const mesDe = (col: SQL) => sql`to_char((${col} AT TIME ZONE 'UTC') - make_interval(hours => ${MEXICO_OFFSET_HORAS}), 'YYYY-MM')`;

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

/** Totals, per creator and per month, each per currency, in one pass. bigint sums come back as text. */
export async function cifras(db: Db, v: Ventana, colaboradoraId?: string): Promise<CifrasRow[]> {
  const res = (await db.execute(sql`
    WITH s AS (
      SELECT v.colaboradora_id, v.colaboradora_nombre, v.moneda, v.descuento_cents, ${mesDe(sql`v.ocurrida_at`)} AS mes,
        (SELECT coalesce(sum(m.importe_cents), 0) FROM venta_movimientos m WHERE m.order_id = v.order_id) AS neto
      FROM ventas v
      WHERE ${dondeVentas(v, colaboradoraId)}
    )
    SELECT CASE WHEN grouping(colaboradora_id, colaboradora_nombre) = 0 THEN 'colaboradora' WHEN grouping(mes) = 0 THEN 'mes' ELSE 'total' END AS grupo,
      colaboradora_id::text AS colaboradora_id, colaboradora_nombre AS nombre, mes, moneda,
      count(*)::int AS pedidos, sum(neto)::text AS ingreso, sum(descuento_cents)::text AS descuento
    FROM s
    GROUP BY GROUPING SETS ((moneda), (colaboradora_id, colaboradora_nombre, moneda), (mes, moneda))`)) as unknown as { rows: CifrasRow[] };
  return res.rows;
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

/** Per store product: its lines in attributed paid orders (not cancelled), the seeded part, and the rest of those baskets. */
export async function porProducto(db: Db, v: Ventana, limite: number, colaboradoraId?: string): Promise<ProductoRow[]> {
  const res = (await db.execute(sql`
    WITH lp AS (
      SELECT vp.venta_id, vp.producto_id, sum(vp.importe_cents) AS importe, bool_or(vp.sembrado) AS sembrado, min(vp.titulo) AS titulo
      FROM venta_productos vp JOIN ventas v ON v.id = vp.venta_id
      WHERE ${dondeVentas(v, colaboradoraId)} AND v.cancelada_at IS NULL AND vp.producto_id IS NOT NULL
      GROUP BY vp.venta_id, vp.producto_id
    )
    SELECT lp.producto_id, coalesce(max(tp.titulo), min(lp.titulo)) AS titulo, v.moneda, count(*)::int AS pedidos,
      sum(lp.importe)::text AS ingreso,
      coalesce(sum(lp.importe) FILTER (WHERE lp.sembrado), 0)::text AS sembrado,
      coalesce(sum(v.subtotal_cents - lp.importe) FILTER (WHERE lp.sembrado), 0)::text AS resto
    FROM lp JOIN ventas v ON v.id = lp.venta_id LEFT JOIN tienda_productos tp ON tp.id = lp.producto_id
    GROUP BY lp.producto_id, v.moneda
    ORDER BY sum(lp.importe) DESC, lp.producto_id
    LIMIT ${limite}`)) as unknown as { rows: ProductoRow[] };
  return res.rows;
}

/** Every creator's all-time paid sales, per currency (Colaboradoras' Ventas column). */
export async function ventasPorColaboradora(db: Db): Promise<{ colaboradora_id: string; moneda: string; pedidos: number; ingreso: string }[]> {
  const res = (await db.execute(sql`
    SELECT v.colaboradora_id::text AS colaboradora_id, v.moneda, count(*)::int AS pedidos, coalesce(sum(m.neto), 0)::text AS ingreso
    FROM ventas v
    LEFT JOIN LATERAL (SELECT sum(importe_cents) AS neto FROM venta_movimientos WHERE order_id = v.order_id) m ON true
    WHERE v.pagada_at IS NOT NULL AND v.colaboradora_id IS NOT NULL
    GROUP BY v.colaboradora_id, v.moneda`)) as unknown as { rows: { colaboradora_id: string; moneda: string; pedidos: number; ingreso: string }[] };
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
      coalesce((SELECT sum(importe_cents) FROM venta_movimientos m WHERE m.order_id = v.order_id), 0)::text AS neto,
      (SELECT sum(importe_cents) FROM venta_comisiones c WHERE c.venta_id = v.id)::text AS comision
    FROM ventas v
    WHERE v.colaboradora_id = ${colaboradoraId}::uuid
    ORDER BY v.ocurrida_at DESC, v.id
    LIMIT ${limite}`)) as unknown as { rows: VentaListRow[] };
  return res.rows;
}

export async function porMesDe(db: Db, colaboradoraId: string): Promise<{ mes: string; moneda: string; pedidos: number; ingreso: string }[]> {
  const res = (await db.execute(sql`
    SELECT ${mesDe(sql`v.ocurrida_at`)} AS mes, v.moneda, count(*)::int AS pedidos,
      coalesce(sum((SELECT sum(importe_cents) FROM venta_movimientos m WHERE m.order_id = v.order_id)), 0)::text AS ingreso
    FROM ventas v
    WHERE v.colaboradora_id = ${colaboradoraId}::uuid AND v.pagada_at IS NOT NULL
    GROUP BY 1, 2
    ORDER BY 1 DESC, 2
    LIMIT 36`)) as unknown as { rows: { mes: string; moneda: string; pedidos: number; ingreso: string }[] };
  return res.rows;
}
