/**
 * The Resultados benches' costs (bench/resultados, bench/ventas/resultados): every collaboration sent
 * within the last 12 months, one in ten without a unit cost, shipping 95–115 MXN. One statement for both,
 * so the two benches measure the same brand.
 */
export const COSTOS_DE_UN_ANO_SQL = `
    WITH n AS (SELECT id, row_number() OVER (ORDER BY id) AS i FROM colaboraciones)
    UPDATE colaboraciones c SET
      enviada_at = now() - make_interval(days => (n.i % 365)::int, mins => (n.i % 1440)::int),
      costo_unitario = CASE WHEN n.i % 10 = 0 THEN NULL ELSE 200 + (n.i % 600) END,
      costo_moneda = CASE WHEN n.i % 10 = 0 THEN NULL ELSE 'MXN' END,
      costo_envio = 95 + (n.i % 3) * 10
    FROM n WHERE n.id = c.id;`;
