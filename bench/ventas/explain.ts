/**
 * EXPLAIN (ANALYZE, BUFFERS) of sales Resultados' statements on the bench brand of
 * bench/ventas/resultados.ts (200,000 sales over 12 months), for decisions 080 and 088:
 *
 *   node scripts/with-postgres.mjs tsx bench/ventas/explain.ts
 *
 * The statements are the ones the service runs for the 12-month range (captured from the query module,
 * so the same script explains the code it runs with), each run three times first so the plan and the
 * buffers are warm, as in the load phases.
 */
import { loadavg } from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { inicioDiaMexico, diaSiguiente, fechaMexico } from '../../src/shared/mexico-time';
import * as consultas from '../../src/server/features/ventas/ventas.queries';
import { agregadosSql } from '../../src/server/features/resultados/resultados.queries';
import { ventasBrand } from './brand';
import { seedSales } from './resultados';

/** The SQL a query function sends, without running it. */
async function capturar(llamar: (db: Db) => Promise<unknown>): Promise<SQL[]> {
  const out: SQL[] = [];
  const falsa = {
    execute: async (q: SQL) => {
      out.push(q);
      return { rows: [{ cifras: [], costos: [], productos: [] }] };
    },
  } as unknown as Db;
  // The fake's rows fit no function's shape but the oldest: what a function does with them after sending
  // its statement does not matter here.
  await llamar(falsa).catch(() => undefined);
  return out;
}

const brand = await ventasBrand('explain');
try {
  await seedSales(brand.exec);
  const db = brand.database.db;
  const hoy = fechaMexico(new Date());
  const haceUnAno = fechaMexico(new Date(Date.now() - 365 * 86_400_000));
  const v = { desde: inicioDiaMexico(haceUnAno), hasta: inicioDiaMexico(diaSiguiente(hoy)) };
  const modulo = consultas as Record<string, unknown>;
  const statements: [string, SQL][] = [];
  if (typeof modulo.resultadosVentasJson === 'function') {
    // What GET /api/ventas/resultados runs since decision 088: the answer shaped by PostgreSQL.
    const f = modulo.resultadosVentasJson as (db: Db, v: unknown, moneda: string, limite: number) => Promise<unknown>;
    for (const q of await capturar((d) => f(d, v, 'MXN', 100))) statements.push(['resultadosVentasJson (the route\'s statement)', q]);
  } else if (typeof modulo.resultadosVentas === 'function') {
    const f = modulo.resultadosVentas as (db: Db, v: unknown, moneda: string, limite: number) => Promise<unknown>;
    for (const q of await capturar((d) => f(d, v, 'MXN', 100))) statements.push(['resultadosVentas (one statement)', q]);
  } else {
    const f = modulo as unknown as Record<'cifras' | 'porProducto', (db: Db, v: unknown, ...rest: unknown[]) => Promise<unknown>> & {
      costos: (db: Db, v: unknown, moneda: string) => Promise<unknown>;
    };
    for (const q of await capturar((d) => f.cifras(d, v))) statements.push(['cifras', q]);
    for (const q of await capturar((d) => f.costos(d, v, 'MXN'))) statements.push(['costos', q]);
    for (const q of await capturar((d) => f.porProducto(d, v, 500))) statements.push(['porProducto', q]);
  }
  statements.push(['GET /api/resultados: agregados', agregadosSql(v, {}, 'MXN', 100)]);
  for (const [nombre, q] of statements) {
    for (let i = 0; i < 3; i++) await db.execute(q);
    const plan = (await db.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${q}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    console.log(`\n### ${nombre} (${haceUnAno} … ${hoy}), load average ${loadavg()[0]!.toFixed(2)}\n`);
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
} finally {
  await brand.database.close();
  await brand.drop();
}
