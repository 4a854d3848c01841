/**
 * `npm run bench:metrics-hook`: what recording one request for /metrics costs, in-process (decision 031):
 * the app's hook (src/server/observability/http-series.ts) against prom-client's own counter + histogram,
 * called the usual way (a label object per call) and with one label object kept per series.
 * A CPU-bound loop, so it reads the same on a busy machine far better than req/s do.
 */
import { Counter, Histogram, Registry } from 'prom-client';
import { HTTP_DURATION_BUCKETS, HttpRequestSeries } from '../src/server/observability/http-series';

const N = Number(process.env.BENCH_ITERATIONS ?? 2_000_000);
const ROUTES = ['/healthz', '/api/disponibles', '/api/mis-colaboraciones/:id', '/api/colaboraciones', '/api/dashboard'];
const STATUSES = [200, 200, 200, 304, 404];
const seconds = (i: number) => 0.0002 + (i % 97) * 0.0003;

function measure(name: string, record: (i: number) => void): void {
  for (let i = 0; i < 200_000; i++) record(i); // warm-up: JIT, every series created
  const start = process.hrtime.bigint();
  for (let i = 0; i < N; i++) record(i);
  const ns = Number(process.hrtime.bigint() - start) / N;
  console.log(`${name.padEnd(52)} ${ns.toFixed(0).padStart(5)} ns per request`);
}

const ours = new HttpRequestSeries(new Registry());
measure('app hook (http-series.ts)', (i) => ours.record(ROUTES[i % 5]!, 'GET', STATUSES[i % 5]!, seconds(i)));

const naive = new Registry();
const naiveCount = new Counter({ name: 'c', help: 'c', labelNames: ['route', 'method', 'status'], registers: [naive] });
const naiveTime = new Histogram({ name: 'h', help: 'h', labelNames: ['route', 'method', 'status'], buckets: [...HTTP_DURATION_BUCKETS], registers: [naive] });
measure('prom-client, a label object per call', (i) => {
  const labels = { route: ROUTES[i % 5]!, method: 'GET', status: String(STATUSES[i % 5]) };
  naiveCount.inc(labels);
  naiveTime.observe(labels, seconds(i));
});

const kept = new Registry();
const keptCount = new Counter({ name: 'c', help: 'c', labelNames: ['route', 'method', 'status'], registers: [kept] });
const keptTime = new Histogram({ name: 'h', help: 'h', labelNames: ['route', 'method', 'status'], buckets: [...HTTP_DURATION_BUCKETS], registers: [kept] });
const labelSets = ROUTES.map((route, k) => ({ route, method: 'GET', status: String(STATUSES[k]) }));
measure('prom-client, one label object kept per series', (i) => {
  const labels = labelSets[i % 5]!;
  keptCount.inc(labels);
  keptTime.observe(labels, seconds(i));
});
