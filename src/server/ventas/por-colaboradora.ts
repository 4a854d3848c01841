import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inTextList } from '../db/recordset';

/**
 * Each creator's all-time attributed sales per currency (issue 27 item 3): Colaboradoras' Ventas column,
 * its sort, and its CSV. Paid sales only; the net is the ledger's sum (refunds and cancellations taken off).
 */
export interface VentasDeColaboradora {
  moneda: string;
  pedidos: number;
  ingresoCents: number;
}

export async function ventasDeColaboradoras(db: Db, ids?: readonly string[]): Promise<Map<string, VentasDeColaboradora[]>> {
  if (ids && ids.length === 0) return new Map();
  // One array parameter, whatever the number of ids (db/recordset.ts inTextList).
  const filtro = ids ? sql`AND ${inTextList(sql`v.colaboradora_id::text`, ids)}` : sql``;
  const res = (await db.execute(sql`
    SELECT v.colaboradora_id::text AS colaboradora_id, v.moneda, count(*)::int AS pedidos, coalesce(sum(m.neto), 0)::text AS ingreso
    FROM ventas v
    LEFT JOIN LATERAL (SELECT sum(importe_cents) AS neto FROM venta_movimientos WHERE order_id = v.order_id) m ON true
    WHERE v.pagada_at IS NOT NULL AND v.colaboradora_id IS NOT NULL ${filtro}
    GROUP BY v.colaboradora_id, v.moneda
    ORDER BY v.moneda`)) as unknown as { rows: { colaboradora_id: string; moneda: string; pedidos: number; ingreso: string }[] };
  const out = new Map<string, VentasDeColaboradora[]>();
  for (const r of res.rows) {
    const list = out.get(r.colaboradora_id) ?? [];
    list.push({ moneda: r.moneda, pedidos: r.pedidos, ingresoCents: Number(r.ingreso) });
    out.set(r.colaboradora_id, list);
  }
  return out;
}
