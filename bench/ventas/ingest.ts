/**
 * Issue 27's ingest figure, on PostgreSQL:
 *
 *   node scripts/with-postgres.mjs tsx bench/ventas/ingest.ts     # or npm run bench -- --only=ventas-ingest
 *
 * The bench brand with every creator's code (bench/ventas/brand.ts), the compiled server in its own
 * process, and BENCH_VENTAS_ORDERS (10,000) signed `orders/paid` webhooks carrying those codes, sent in one
 * burst over BENCH_VENTAS_SENDERS (50) connections. Then, on the database: every order one sale, one
 * revenue row and one commission row (none lost, none doubled), also after a hundred of them are sent again
 * under new webhook ids. Meanwhile a creator browses: GET /api/disponibles at 10 connections, idle for
 * BENCH_SECONDS (5) s and then from the burst's first POST until the queue has attributed the last order;
 * budget: p99 during ≤ 2× p99 idle. Both phases use the same client (fetch loops), so the ratio compares
 * like with like on a loaded machine.
 */
import { cpus, loadavg } from 'node:os';
import { WEBHOOK_JOB } from '../../src/server/shopify/webhooks/process';
import { orderPaidDelivery, sendDeliveries } from '../lib/order-webhooks';
import { startServerProcess } from '../lib/server-process';
import { ventasBrand } from './brand';

export const INGEST_BUDGET = { p99Ratio: 2 } as const;
const ORDERS = Number(process.env.BENCH_VENTAS_ORDERS ?? 10_000);
const SENDERS = Number(process.env.BENCH_VENTAS_SENDERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BROWSERS = 10;

export interface IngestFigures {
  orders: number;
  idle: Latency;
  during: Latency;
  sendSeconds: number;
  drainSeconds: number;
  counts: {
    ventas: number;
    movimientos: number;
    comisiones: number;
    entregas: number;
  };
  ratio: number;
  pass: boolean;
}

interface Latency {
  requests: number;
  p50: number;
  p99: number;
  /** The host's 1-minute load average when the phase ended (the machine is shared). */
  load: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** `connections` loops of GET until `stop` resolves; any non-2xx breaks the bench (a fast 401 is no figure). */
async function browse(url: string, cookie: string, connections: number, stop: Promise<unknown>): Promise<Latency> {
  let done = false;
  void stop.then(() => (done = true));
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!done) {
        const t = performance.now();
        const res = await fetch(url, { headers: { cookie } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        times.push(performance.now() - t);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    load: loadavg()[0]!,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function ingestBench(log: (l: string) => void = console.log): Promise<IngestFigures> {
  const started = performance.now();
  const brand = await ventasBrand('ingest');
  try {
    log(`[ventas-ingest] seeded ${brand.codes.length} creators with codes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const count = async (q: string) => Number(((await brand.exec(q)) as { rows: { n: string }[] }).rows[0]!.n);
    const now = Date.now();
    const base = 4_000_000_000 + (now % 1_000_000) * 100_000;
    // Every code sells: creator k gets orders k, k + 1,000, …; paid over the last hour.
    const deliveries = Array.from({ length: ORDERS }, (_, i) =>
      orderPaidDelivery(
        {
          id: base + i,
          code: brand.codes[i % brand.codes.length]!,
          subtotalCents: 49_900 + (i % 40) * 2_500,
          paidAt: new Date(now - (i % 3_600) * 1_000),
        },
        brand.webhookSecret,
      ),
    );
    const server = await startServerProcess(brand.env, brand.serverExtraEnv);
    try {
      const url = `${server.base}/api/disponibles`;
      await browse(url, brand.creator.cookie, BROWSERS, sleep(1_000)); // warm-up: plans, the actor cache
      const idle = await browse(url, brand.creator.cookie, BROWSERS, sleep(SECONDS * 1_000));
      log(
        `[ventas-ingest] GET /api/disponibles idle, ${BROWSERS} connections: ${idle.requests} requests, p50 ${idle.p50.toFixed(1)} ms, p99 ${idle.p99.toFixed(1)} ms (load average ${idle.load.toFixed(2)})`,
      );

      const t0 = performance.now();
      let sendSeconds = 0;
      const drained = (async () => {
        const statuses = await sendDeliveries(server.base, deliveries, SENDERS);
        sendSeconds = (performance.now() - t0) / 1000;
        const refused = statuses.filter((s) => s !== 200).length;
        if (refused) throw new Error(`${refused} of ${ORDERS} webhooks were not answered 200 (first: ${statuses.find((s) => s !== 200)})`);
        const deadline = Date.now() + 15 * 60_000;
        while ((await count(`SELECT count(*) AS n FROM ventas`)) < ORDERS) {
          if (Date.now() > deadline) throw new Error('the queue did not attribute every order within 15 minutes');
          await sleep(200);
        }
      })();
      const [during] = await Promise.all([
        browse(
          url,
          brand.creator.cookie,
          BROWSERS,
          drained.catch(() => undefined),
        ),
        drained,
      ]);
      const drainSeconds = (performance.now() - t0) / 1000;
      log(
        `[ventas-ingest] ${ORDERS} orders/paid sent in ${sendSeconds.toFixed(1)} s (${(ORDERS / sendSeconds).toFixed(0)}/s), all attributed after ${drainSeconds.toFixed(1)} s (${(ORDERS / drainSeconds).toFixed(0)}/s)`,
      );
      log(
        `[ventas-ingest] GET /api/disponibles during the burst: ${during.requests} requests, p50 ${during.p50.toFixed(1)} ms, p99 ${during.p99.toFixed(1)} ms (load average ${during.load.toFixed(2)})`,
      );

      // The same bodies again under new webhook ids (a replay, or a store retrying after a lost answer).
      const again = deliveries.slice(0, 100).map((d) => ({
        ...d,
        headers: {
          ...d.headers,
          'x-shopify-webhook-id': crypto.randomUUID(),
        },
      }));
      const replayed = await sendDeliveries(server.base, again, 10);
      if (replayed.some((s) => s !== 200)) throw new Error('a replayed webhook was not answered 200');
      const pending = `SELECT count(*) AS n FROM trabajos WHERE tipo = '${WEBHOOK_JOB}' AND estado IN ('pendiente', 'en_curso')`;
      const deadline = Date.now() + 60_000;
      while ((await count(pending)) > 0 && Date.now() < deadline) await sleep(200);

      const ids = deliveries.map((d) => `'${d.orderId}'`).join(',');
      const counts = {
        ventas: await count(`SELECT count(DISTINCT order_id) AS n FROM ventas WHERE order_id IN (${ids}) AND pagada_at IS NOT NULL`),
        movimientos: await count(`SELECT count(*) AS n FROM venta_movimientos WHERE tipo = 'venta' AND order_id IN (${ids})`),
        comisiones: await count(`SELECT count(*) AS n FROM venta_comisiones vc JOIN ventas v ON v.id = vc.venta_id WHERE v.order_id IN (${ids})`),
        entregas: await count(`SELECT count(*) AS n FROM webhook_deliveries WHERE topic = 'orders/paid'`),
      };
      const total = await count(`SELECT count(*) AS n FROM ventas`);
      const wrongCreator = await count(
        `SELECT count(*) AS n FROM ventas v JOIN ventas_codigos c ON c.id = v.codigo_id WHERE v.colaboradora_id IS DISTINCT FROM c.colaboradora_id`,
      );
      log(
        `[ventas-ingest] on the database: ${counts.ventas} sales (${total} in all), ${counts.movimientos} revenue rows, ${counts.comisiones} commission rows, ${counts.entregas} deliveries recorded`,
      );
      const exact =
        counts.ventas === ORDERS &&
        total === ORDERS &&
        counts.movimientos === ORDERS &&
        counts.comisiones === ORDERS &&
        counts.entregas === ORDERS &&
        wrongCreator === 0;
      const ratio = during.p99 / Math.max(idle.p99, 0.001);
      return {
        orders: ORDERS,
        idle,
        during,
        sendSeconds,
        drainSeconds,
        counts,
        ratio,
        pass: exact && ratio <= INGEST_BUDGET.p99Ratio,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await brand.database.close();
    await brand.drop();
  }
}

export function ingestRows(f: IngestFigures): { what: string; value: string; budget: string; pass: boolean }[] {
  const c = f.counts;
  const exact = c.ventas === f.orders && c.movimientos === f.orders && c.comisiones === f.orders && c.entregas === f.orders;
  return [
    {
      what: `${f.orders.toLocaleString('en-US')} orders/paid in one burst: sales, revenue rows, commissions, deliveries (+100 replays)`,
      value: `${c.ventas} / ${c.movimientos} / ${c.comisiones} / ${c.entregas}`,
      budget: `all ${f.orders}, none doubled`,
      pass: exact,
    },
    {
      // The burst to its end: from its first POST until every order is a sale (the drain waits for it).
      what: `the whole burst: sent in ${f.sendSeconds.toFixed(1)} s, every order a sale after ${f.drainSeconds.toFixed(1)} s (load ${f.during.load.toFixed(1)})`,
      value: `${(f.orders / f.drainSeconds).toFixed(0)} orders/s`,
      budget: `all ${f.orders} within 15 min`,
      pass: c.ventas === f.orders && f.drainSeconds <= 15 * 60,
    },
    {
      what: `GET /api/disponibles p99 during the whole burst ÷ idle (${f.during.p99.toFixed(1)} ÷ ${f.idle.p99.toFixed(1)} ms, ${BROWSERS} conns, load ${f.during.load.toFixed(1)} ÷ ${f.idle.load.toFixed(1)})`,
      value: `${f.ratio.toFixed(2)}×`,
      budget: `≤ ${INGEST_BUDGET.p99Ratio}×`,
      pass: f.ratio <= INGEST_BUDGET.p99Ratio,
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const f = await ingestBench();
    console.log(
      `\nVentas ingest (issue 27) on ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log('| figure | value | budget | |');
    console.log('|---|---|---|---|');
    for (const r of ingestRows(f)) console.log(`| ${r.what} | ${r.value} | ${r.budget} | ${r.pass ? 'PASS' : 'FAIL'} |`);
    process.exit(f.pass ? 0 : 1);
  } catch (error) {
    console.error(error);
    process.exit(2);
  }
}
