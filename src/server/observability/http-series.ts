import { Counter, Histogram, type Registry } from 'prom-client';

/**
 * Requests by route pattern, method and status, counted on the hot path without prom-client's per-call
 * work (decision 031). prom-client's inc() and observe() build a label object and a hash string on every
 * call; here each label set is a record made once, found through three Map lookups, and bumped in place:
 * no allocation per request once a route has been seen. The figures reach prom-client only when
 * /metrics is scraped: the counter through its public collect() hook, the histogram by answering its
 * samples itself.
 *
 * Cardinality stays bounded: `route` is the pattern Hono matched (/api/colaboraciones/:id), never the
 * raw URL; `method` is one of the HTTP methods or OTHER; `status` is the answer's code.
 */
export const HTTP_DURATION_BUCKETS: readonly number[] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Label = 'route' | 'method' | 'status';
type Labels = Record<Label, string>;

interface Series {
  readonly labels: Labels;
  count: number;
  /** What the prom-client counter has been told so far. */
  exported: number;
  sum: number;
  /** Observations per bucket, not cumulative; the last slot is above the highest bound (+Inf only). */
  readonly buckets: Float64Array;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

type Snapshot = Awaited<ReturnType<Histogram<Label>['get']>>;

/** A prom-client histogram whose samples come from the series (its own observe() is never called). */
class SeriesHistogram extends Histogram<Label> {
  private readonly meta: { name: string; help: string };
  private readonly source: () => readonly Series[];

  constructor(registry: Registry, meta: { name: string; help: string }, source: () => readonly Series[]) {
    super({ ...meta, labelNames: ['route', 'method', 'status'], buckets: [...HTTP_DURATION_BUCKETS], registers: [registry] });
    this.meta = meta;
    this.source = source;
  }

  override async get(): Promise<Snapshot> {
    return this.snapshot();
  }

  /** What the registry asks a histogram for when it writes the text format (prom-client's own name). */
  async getForPromString(): Promise<Snapshot> {
    return this.snapshot();
  }

  private snapshot(): Snapshot {
    const values: Snapshot['values'] = [];
    const bucketName = `${this.meta.name}_bucket`;
    for (const s of this.source()) {
      let cumulative = 0;
      HTTP_DURATION_BUCKETS.forEach((le, i) => {
        cumulative += s.buckets[i]!;
        values.push({ labels: { ...s.labels, le } as Snapshot['values'][number]['labels'], value: cumulative, metricName: bucketName });
      });
      values.push({ labels: { ...s.labels, le: '+Inf' } as Snapshot['values'][number]['labels'], value: s.count, metricName: bucketName });
      values.push({ labels: s.labels, value: s.sum, metricName: `${this.meta.name}_sum` });
      values.push({ labels: s.labels, value: s.count, metricName: `${this.meta.name}_count` });
    }
    // prom-client's declared type says an enum; at run time (and in the text format) it is the string.
    const type = (this as unknown as { type: Snapshot['type'] }).type;
    return { name: this.meta.name, help: this.meta.help, type, values, aggregator: 'sum', collect: () => undefined };
  }
}

export class HttpRequestSeries {
  private readonly byRoute = new Map<string, Map<string, Map<number, Series>>>();
  private readonly all: Series[] = [];

  constructor(registry: Registry) {
    const all = this.all;
    new Counter<Label>({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status.',
      labelNames: ['route', 'method', 'status'],
      registers: [registry],
      collect() {
        for (const s of all) {
          if (s.count === s.exported) continue;
          this.inc(s.labels, s.count - s.exported);
          s.exported = s.count;
        }
      },
    });
    new SeriesHistogram(
      registry,
      { name: 'http_request_duration_seconds', help: 'Time from the request to the answer’s head, by route pattern, method and status.' },
      () => all,
    );
  }

  /** One answered request: the hot path (every request's log line calls it). */
  record(route: string, method: string, status: number, seconds: number): void {
    const m = METHODS.has(method) ? method : 'OTHER';
    let byMethod = this.byRoute.get(route);
    if (byMethod === undefined) this.byRoute.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(m);
    if (byStatus === undefined) byMethod.set(m, (byStatus = new Map()));
    let s = byStatus.get(status);
    if (s === undefined) {
      s = { labels: { route, method: m, status: String(status) }, count: 0, exported: 0, sum: 0, buckets: new Float64Array(HTTP_DURATION_BUCKETS.length + 1) };
      byStatus.set(status, s);
      this.all.push(s);
    }
    s.count++;
    s.sum += seconds;
    let i = 0;
    while (i < HTTP_DURATION_BUCKETS.length && seconds > HTTP_DURATION_BUCKETS[i]!) i++;
    s.buckets[i] = s.buckets[i]! + 1;
  }
}
