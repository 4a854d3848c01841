import { sql, type SQL } from 'drizzle-orm';

/**
 * The store decides the order (issue 28, decision 068): a collaboration whose draft order exists (an
 * envío) but whose order the store has not reported (no order_id from the webhook or the sync) waits on
 * the store. Her 'Pedido Realizado' is only her word: it cannot go past Logística (no 'Recibido'),
 * Logística ticks nothing and Resultados counts no cost for it. A collaboration staff created without a
 * draft order has no envío and is the staff's own record, as before.
 *
 * `colaboracionId` is the outer query's column, spelled out (drizzle drops table names in one-table
 * statements, which would make the subquery compare the envío with itself).
 */
export function esperaPedidoTienda(colaboracionId: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM envios e WHERE e.colaboracion_id = ${colaboracionId} AND e.order_id IS NULL)`;
}

export const COLABORACION_ID = sql.raw('"colaboraciones"."id"');

/**
 * The same rule negated, for a statement over many collaborations at once: NOT IN a sub-plan PostgreSQL
 * hashes once per statement, where `NOT esperaPedidoTienda` probes envíos once per collaboration (a year's
 * 10,000 probes were a sixth of Resultados, decision 083). `colaboracion_id IS NOT NULL` keeps NOT IN exact.
 */
export function noEsperaPedidoTiendaEnLote(colaboracionId: SQL): SQL {
  return sql`${colaboracionId} NOT IN (SELECT e.colaboracion_id FROM envios e WHERE e.order_id IS NULL AND e.colaboracion_id IS NOT NULL)`;
}
