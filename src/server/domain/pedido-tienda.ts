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
