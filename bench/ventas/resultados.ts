/**
 * Issue 27's figures for Resultados with sales, on PostgreSQL:
 *
 *   node scripts/with-postgres.mjs tsx bench/ventas/resultados.ts   # or npm run bench -- --only=ventas-resultados
 *
 * The bench brand with every creator's code (bench/ventas/brand.ts), every collaboration sent within the
 * last 12 months with its costs (as bench/resultados/run.ts), and BENCH_VENTAS_SALES (200,000) attributed
 * paid orders over those 12 months, seeded in SQL (the ingest's own rows: sale, line items, revenue row,
 * commission; one in twenty with a refund, one in two hundred in USD). Seeding through the webhooks would
 * take the ingest's ~40 orders/s on this machine (bench/ventas/ingest.ts measures that path) — over an hour.
 *
 * On the compiled server, every request a read-cache miss (the fresh-reads cookie, decision 028), at
 * BENCH_CONNECTIONS (10) connections for BENCH_SECONDS (5) s:
 *  - GET /api/resultados and GET /api/ventas/resultados for the 12 months (the Resultados screen's two
 *    reads): p50 ≤ 150 ms, p99 ≤ 400 ms each;
 *  - her GET /api/ventas/mias (Mis ventas) against her GET /api/inicio: p99 ≤ 2×.
 * Plus each statement alone, one at a time (where a request's time goes: see decision 066).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { FRESH_READS_COOKIE } from '../../src/server/http/read-cache';
import { httpLoad, type LoadFigures } from '../lib/load';
import { startServerProcess } from '../lib/server-process';
import { ventasBrand } from './brand';
import { COSTOS_DE_UN_ANO_SQL } from '../lib/costos-de-un-ano';
import { clusterCpuMs, postmasterOf, processCpuMs } from './cpu';

export const VENTAS_RESULTADOS_BUDGET = {
  p50Ms: 150,
  p99Ms: 400,
  misVentasRatio: 2,
} as const;
const SALES = Number(process.env.BENCH_VENTAS_SALES ?? 200_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/**
 * A load phase's figures with the host's 1-minute load average at its end (the machine is shared), and the
 * CPU its requests cost: the server process's and PostgreSQL's, per request (ms). Those do not grow with
 * the queue the way p50 does on a busy machine (decision 083).
 */
type Medida = LoadFigures & { load: number; serverCpuMs: number; pgCpuMs: number };

export interface VentasResultadosFigures {
  sales: number;
  resultados: Medida;
  ventas: Medida;
  inicio: Medida;
  misVentas: Medida;
  /** Each read alone, one at a time, median of 15 (ms). */
  alone: {
    resultados: number;
    ventas: number;
    inicio: number;
    misVentas: number;
    load: number;
  };
  pass: boolean;
}

const mxDay = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);

/**
 * The backfill statements of the migrations that keep the sales figures (decision 066): the seed writes
 * its rows with the triggers off (row by row they take many minutes here), then runs exactly what the
 * migrations run on an existing database. src/server/features/ventas/ventas-mensuales.test.ts checks
 * that the triggers give what summing the rows gives.
 */
function figuresBackfill(): string {
  const dir = path.resolve(import.meta.dirname, '../../src/server/db/migrations');
  return readdirSync(dir)
    .filter((f) => /^\d{4}_ventas_(productos_)?(mensuales|diarios)\.sql$/.test(f))
    .sort()
    .flatMap((f) => readFileSync(path.join(dir, f), 'utf8').split('--> statement-breakpoint'))
    .map((st) => st.replace(/^\s*--.*$/gm, '').trim())
    .filter((st) => /^(UPDATE "ventas"|INSERT INTO "ventas_(productos_)?(mensuales|diarias|diarios)")/.test(st))
    .join(';\n');
}

/** A year of sales for the bench brand of bench/ventas/brand.ts, in SQL (see the header). */
export async function seedSales(exec: (sql: string) => Promise<unknown>, sales = SALES): Promise<void> {
  const backfill = figuresBackfill();
  if (backfill.split(';\n').length !== 5) throw new Error("the figures' backfill statements were not found in the migrations");
  // The collaborations' dates and costs with the triggers on: they keep Resultados' rows (decision 087).
  await exec(COSTOS_DE_UN_ANO_SQL);
  // Triggers off for this session's inserts (the seed's connection is a superuser's: scripts/with-postgres.mjs).
  await exec(`SET session_replication_role = replica`);
  try {
    await exec(`
    CREATE TEMP TABLE bench_codigos AS
    SELECT id, colaboradora_id, colaboradora_nombre, codigo, row_number() OVER (ORDER BY id) - 1 AS k FROM ventas_codigos;

    INSERT INTO ventas (order_id, order_name, codigo_id, codigo, colaboradora_id, colaboradora_nombre, ocurrida_at, pagada_at,
                        moneda, subtotal_cents, descuento_cents, ciudad, comision_bp, dias_retencion)
    SELECT 'gid://shopify/Order/' || (5000000000 + g), '#S' || g, c.id, c.codigo, c.colaboradora_id, c.colaboradora_nombre,
           now() - make_interval(days => (g % 365)::int, mins => (g % 1440)::int),
           now() - make_interval(days => (g % 365)::int, mins => (g % 1440)::int) + interval '3 minutes',
           CASE WHEN g % 200 = 0 THEN 'USD' ELSE 'MXN' END, 49900 + (g % 40) * 2500, 8800 + (g % 40) * 440,
           (ARRAY['Guadalajara','Monterrey','Ciudad de México','Puebla'])[1 + g % 4], 1000, 30
    FROM generate_series(1, ${sales}) g JOIN bench_codigos c ON c.k = (g * 7919) % (SELECT count(*) FROM bench_codigos);

    INSERT INTO venta_productos (venta_id, line_item_id, producto_id, variante_id, titulo, cantidad, importe_cents, sembrado)
    SELECT v.id, v.order_id || '/1', 'gid://shopify/Product/' || (9000000 + hashtext(v.order_id) % 200 + 200),
           'gid://shopify/ProductVariant/' || (9500000 + hashtext(v.order_id) % 200 + 200),
           'Jean #' || (hashtext(v.order_id) % 200 + 200), 1, v.subtotal_cents - 19900 * (CASE WHEN v.subtotal_cents % 3 = 0 THEN 1 ELSE 0 END),
           v.subtotal_cents % 4 = 0
    FROM ventas v;
    INSERT INTO venta_productos (venta_id, line_item_id, producto_id, variante_id, titulo, cantidad, importe_cents, sembrado)
    SELECT v.id, v.order_id || '/2', 'gid://shopify/Product/9000001', 'gid://shopify/ProductVariant/9500001', 'Cinturón', 1, 19900, false
    FROM ventas v WHERE v.subtotal_cents % 3 = 0;

    INSERT INTO venta_movimientos (order_id, tipo, fuente_id, importe_cents, moneda, ocurrido_at)
    SELECT order_id, 'venta', order_id, subtotal_cents, moneda, pagada_at FROM ventas;
    INSERT INTO venta_movimientos (order_id, tipo, fuente_id, importe_cents, moneda, ocurrido_at)
    SELECT order_id, 'reembolso', 'gid://shopify/Refund/' || substr(order_id, 21), -(subtotal_cents / 2), moneda, pagada_at + interval '5 days'
    FROM ventas WHERE hashtext(order_id) % 20 = 0;

    INSERT INTO venta_comisiones (movimiento_id, venta_id, colaboradora_id, importe_cents, moneda, disponible_at)
    SELECT m.id, v.id, v.colaboradora_id, round(m.importe_cents * v.comision_bp / 10000.0), m.moneda,
           greatest(v.pagada_at + make_interval(days => v.dias_retencion), m.ocurrido_at)
    FROM venta_movimientos m JOIN ventas v ON v.order_id = m.order_id;
    DROP TABLE bench_codigos;`);
  } finally {
    await exec(`SET session_replication_role = DEFAULT`);
  }
  await exec(`${backfill};\nANALYZE;`);
}

export async function ventasResultadosBench(log: (l: string) => void = console.log): Promise<VentasResultadosFigures> {
  const started = performance.now();
  const brand = await ventasBrand('resultados');
  try {
    await seedSales(brand.exec);
    const mine = (
      (await brand.exec(`SELECT count(*) AS n FROM ventas v JOIN colaboradoras c ON c.id = v.colaboradora_id WHERE c.user_id = '${brand.creator.id}'`)) as {
        rows: { n: string }[];
      }
    ).rows[0]!.n;
    log(
      `[ventas-resultados] seeded ${brand.codes.length} creators, ${SALES.toLocaleString('en-US')} attributed orders over 12 months (the bench creator: ${mine}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const backend = (await brand.exec(`SELECT pg_backend_pid() AS pid`)) as { rows: { pid: number }[] };
    const postmaster = postmasterOf(backend.rows[0]!.pid);
    await brand.database.close();

    const today = new Date();
    const year = `desde=${mxDay(new Date(today.getTime() - 365 * 86_400_000))}&hasta=${mxDay(today)}`;
    const server = await startServerProcess(brand.env, brand.serverExtraEnv);
    try {
      const fresh = (cookie: string) => `${cookie}; ${FRESH_READS_COOKIE}=1`;
      const alone = async (p: string, cookie: string) => {
        const times: number[] = [];
        for (let i = 0; i < 16; i++) {
          const t = performance.now();
          const res = await fetch(server.base + p, {
            headers: { cookie: fresh(cookie) },
          });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`${p}: ${res.status}`);
          if (i > 0) times.push(performance.now() - t);
        }
        times.sort((a, b) => a - b);
        return times[Math.floor(times.length / 2)]!;
      };
      const measure = async (label: string, p: string, cookie: string) => {
        await httpLoad(server.base + p, fresh(cookie), CONNECTIONS, 1); // warm-up: plans, the actor cache
        const cpu0 = { server: processCpuMs(server.pid), pg: clusterCpuMs(postmaster) };
        const l = await httpLoad(server.base + p, fresh(cookie), CONNECTIONS, SECONDS);
        const f: Medida = {
          ...l,
          load: loadavg()[0]!,
          serverCpuMs: (processCpuMs(server.pid) - cpu0.server) / Math.max(l.requests, 1),
          pgCpuMs: (clusterCpuMs(postmaster) - cpu0.pg) / Math.max(l.requests, 1),
        };
        log(
          `[ventas-resultados] GET ${p} (${label}, uncached), ${CONNECTIONS} connections: ${f.rps.toFixed(0)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms; server CPU ${f.serverCpuMs.toFixed(1)} ms per request, PostgreSQL CPU ${f.pgCpuMs.toFixed(1)} ms per request (load average ${f.load.toFixed(2)})`,
        );
        return f;
      };
      const admin = brand.admin.cookie;
      const creator = brand.creator.cookie;
      const a = {
        resultados: await alone(`/api/resultados?${year}`, admin),
        ventas: await alone(`/api/ventas/resultados?${year}`, admin),
        inicio: await alone('/api/inicio', creator),
        misVentas: await alone('/api/ventas/mias', creator),
        load: loadavg()[0]!,
      };
      log(
        `[ventas-resultados] one at a time, uncached, median: resultados ${a.resultados.toFixed(1)} ms, ventas/resultados ${a.ventas.toFixed(1)} ms, inicio ${a.inicio.toFixed(1)} ms, ventas/mias ${a.misVentas.toFixed(1)} ms (load average ${a.load.toFixed(2)})`,
      );
      const resultados = await measure('12 months', `/api/resultados?${year}`, admin);
      const ventas = await measure('12 months', `/api/ventas/resultados?${year}`, admin);
      const inicio = await measure('her Inicio', '/api/inicio', creator);
      const misVentas = await measure('her Mis ventas', '/api/ventas/mias', creator);
      const b = VENTAS_RESULTADOS_BUDGET;
      const within = (f: LoadFigures) => f.p50 <= b.p50Ms && f.p99 <= b.p99Ms;
      return {
        sales: SALES,
        resultados,
        ventas,
        inicio,
        misVentas,
        alone: a,
        pass: within(resultados) && within(ventas) && misVentas.p99 <= b.misVentasRatio * inicio.p99,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await brand.database.close().catch(() => undefined);
    await brand.drop();
  }
}

export function ventasResultadosRows(f: VentasResultadosFigures): { what: string; value: string; budget: string; pass: boolean }[] {
  const b = VENTAS_RESULTADOS_BUDGET;
  const lat = (x: Medida) => `p50 ${x.p50} ms, p99 ${x.p99} ms (${x.rps.toFixed(0)} req/s, load ${x.load.toFixed(1)})`;
  const cpu = (x: Medida) => `server ${x.serverCpuMs.toFixed(1)} ms + PostgreSQL ${x.pgCpuMs.toFixed(1)} ms`;
  const ok = (x: LoadFigures) => x.p50 <= b.p50Ms && x.p99 <= b.p99Ms;
  const ratio = f.misVentas.p99 / Math.max(f.inicio.p99, 1);
  const sales = f.sales.toLocaleString('en-US');
  return [
    {
      what: `GET /api/resultados, 12 months, ${sales} sales, uncached, ${CONNECTIONS} conns`,
      value: lat(f.resultados),
      budget: `p50 ≤ ${b.p50Ms}, p99 ≤ ${b.p99Ms} ms`,
      pass: ok(f.resultados),
    },
    {
      what: `GET /api/ventas/resultados, 12 months, ${sales} sales, uncached, ${CONNECTIONS} conns`,
      value: lat(f.ventas),
      budget: `p50 ≤ ${b.p50Ms}, p99 ≤ ${b.p99Ms} ms`,
      pass: ok(f.ventas),
    },
    {
      what: `Mis ventas p99 ÷ her Inicio p99, uncached, ${CONNECTIONS} conns (${f.misVentas.p99} ÷ ${f.inicio.p99} ms)`,
      value: `${ratio.toFixed(2)}× (load ${f.misVentas.load.toFixed(1)})`,
      budget: `≤ ${b.misVentasRatio}×`,
      pass: f.misVentas.p99 <= b.misVentasRatio * f.inicio.p99,
    },
    {
      // The machine is shared: the sales read against issue 20's, measured in the same run, the same way.
      what: `  GET /api/ventas/resultados ÷ GET /api/resultados, same run (p50 ${f.ventas.p50} ÷ ${f.resultados.p50}, p99 ${f.ventas.p99} ÷ ${f.resultados.p99} ms)`,
      value: `p50 ${(f.ventas.p50 / Math.max(f.resultados.p50, 1)).toFixed(2)}×, p99 ${(f.ventas.p99 / Math.max(f.resultados.p99, 1)).toFixed(2)}×`,
      budget: '—',
      pass: true,
    },
    {
      // CPU per request does not queue: the figure to cut, whatever the machine's load (decision 083).
      what: '  CPU per request under that load: resultados; ventas/resultados; inicio; mias',
      value: `${cpu(f.resultados)}; ${cpu(f.ventas)}; ${cpu(f.inicio)}; ${cpu(f.misVentas)}`,
      budget: '—',
      pass: true,
    },
    {
      what: 'one request at a time, uncached, median: resultados / ventas / inicio / mias',
      value: `${f.alone.resultados.toFixed(0)} / ${f.alone.ventas.toFixed(0)} / ${f.alone.inicio.toFixed(0)} / ${f.alone.misVentas.toFixed(0)} ms (load ${f.alone.load.toFixed(1)})`,
      budget: '—',
      pass: true,
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const f = await ventasResultadosBench();
    console.log(
      `\nVentas at scale (issue 27) on ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log('| figure | value | budget | |');
    console.log('|---|---|---|---|');
    for (const r of ventasResultadosRows(f)) console.log(`| ${r.what} | ${r.value} | ${r.budget} | ${r.pass ? 'PASS' : 'FAIL'} |`);
    process.exit(f.pass ? 0 : 1);
  } catch (error) {
    console.error(error);
    process.exit(2);
  }
}
