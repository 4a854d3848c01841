import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { HttpRequestSeries } from './http-series';

/**
 * What /metrics shows (decision 031), in one registry per process: like the route policies, metrics
 * describe the process, whichever app or database in it recorded them. Every recorder here is cheap and
 * never throws; the request path calls only recordHttpRequest.
 *
 * Names: http_* after the usual Prometheus conventions (stock dashboards read them), colabora_* for the
 * app's own, process_* and nodejs_* from prom-client's default metrics.
 */
export const metricsRegistry = new Registry();
const registers = [metricsRegistry];

// --- HTTP -----------------------------------------------------------------------------------------------

const http = new HttpRequestSeries(metricsRegistry);

/** One answered request (http/request-log.ts). `route` is the matched pattern, never the raw path. */
export function recordHttpRequest(route: string, method: string, status: number, seconds: number): void {
  http.record(route, method, status, seconds);
}

// --- Database -------------------------------------------------------------------------------------------

/** A node-postgres pool as it counts itself, or PGlite's operations in flight (db/client.ts). */
export type DbSource =
  | { kind: 'postgres'; pool: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number } }
  | { kind: 'pglite'; inFlight: () => number };

const dbSources = new Set<DbSource>();
const dbGaugesOf = new Set<DbSource['kind']>();

/** A database of this process, shown until the returned function is called (on close). */
export function registerDbSource(source: DbSource): () => void {
  dbSources.add(source);
  // The gauges of a driver exist once one of its databases opened: a PGlite instance shows no pool.
  if (!dbGaugesOf.has(source.kind)) {
    dbGaugesOf.add(source.kind);
    if (source.kind === 'postgres') {
      dbGauge('colabora_db_pool_connections', 'PostgreSQL pool: open connections (busy and idle).', (s) => (s.kind === 'postgres' ? s.pool.totalCount : undefined));
      dbGauge('colabora_db_pool_idle_connections', 'PostgreSQL pool: open connections waiting for a query.', (s) => (s.kind === 'postgres' ? s.pool.idleCount : undefined));
      dbGauge('colabora_db_pool_waiting_requests', 'PostgreSQL pool: queries waiting for a free connection.', (s) => (s.kind === 'postgres' ? s.pool.waitingCount : undefined));
    } else {
      dbGauge(
        'colabora_db_pglite_operations_in_flight',
        'Embedded PGlite (one connection): queries and transactions started and not finished, running or queued.',
        (s) => (s.kind === 'pglite' ? s.inFlight() : undefined),
      );
    }
  }
  return () => void dbSources.delete(source);
}

/** A gauge that sums one reading over the open databases of its driver (0 once they are all closed). */
function dbGauge(name: string, help: string, read: (s: DbSource) => number | undefined): void {
  new Gauge({
    name,
    help,
    registers,
    collect() {
      let total = 0;
      for (const s of dbSources) total += read(s) ?? 0;
      this.set(total);
    },
  });
}

// --- Jobs -----------------------------------------------------------------------------------------------

const schedulerTicks = new Counter({
  name: 'colabora_scheduler_ticks_total',
  help: 'Periodic tasks by job and result: ran or failed (this instance ran the period), skipped (another instance had enqueued the period).',
  labelNames: ['job', 'result'],
  registers,
});
const schedulerRunning = new Gauge({
  name: 'colabora_scheduler_running',
  help: '1 while this instance runs the periodic task.',
  labelNames: ['job'],
  registers,
});
const schedulerLastRun = new Gauge({
  name: 'colabora_scheduler_last_run_timestamp_seconds',
  help: 'When this instance last finished running the job (Unix time).',
  labelNames: ['job'],
  registers,
});

export const schedulerMetrics = {
  running(job: string, running: boolean): void {
    schedulerRunning.set({ job }, running ? 1 : 0);
  },
  tick(job: string, result: 'ran' | 'skipped' | 'failed'): void {
    schedulerTicks.inc({ job, result });
    if (result === 'ran') schedulerLastRun.set({ job }, Date.now() / 1000);
  },
};

const queues = new Map<string, () => number | Promise<number>>();

/**
 * A job queue's depth (jobs waiting), read at each scrape: the durable queue of decision 041
 * registers itself here when it lands. Returns the function that takes it off.
 */
export function registerJobQueue(name: string, depth: () => number | Promise<number>): () => void {
  queues.set(name, depth);
  return () => {
    if (queues.get(name) === depth) queues.delete(name);
  };
}

new Gauge({
  name: 'colabora_job_queue_depth',
  help: 'Jobs waiting in each registered queue.',
  labelNames: ['queue'],
  registers,
  async collect() {
    this.reset();
    for (const [queue, depth] of queues) {
      try {
        this.set({ queue }, await depth());
      } catch {
        // A queue that cannot answer now shows no sample rather than breaking the scrape.
      }
    }
  },
});

const jobsCompleted = new Histogram({
  name: 'colabora_jobs_duration_seconds',
  help: 'Jobs run by this worker, by type and outcome (ok, failed: it will be retried).',
  labelNames: ['tipo', 'outcome'],
  buckets: [0.005, 0.025, 0.1, 0.5, 1, 5, 30],
  registers,
});

/** The durable queue's worker (queue/queue.ts). */
export const jobQueueMetrics = {
  completed(tipo: string, outcome: 'ok' | 'failed', ms: number): void {
    jobsCompleted.observe({ tipo, outcome }, ms / 1000);
  },
};

// --- The store ------------------------------------------------------------------------------------------

const syncRuns = new Counter({
  name: 'colabora_store_sync_runs_total',
  help: 'Store runs (import, inventory sync, order poll) started, by kind and trigger.',
  labelNames: ['kind', 'trigger'],
  registers,
});
const syncFailures = new Counter({
  name: 'colabora_store_sync_failures_total',
  help: 'Store runs that ended in an error, by kind and trigger.',
  labelNames: ['kind', 'trigger'],
  registers,
});
const syncDuration = new Histogram({
  name: 'colabora_store_sync_duration_seconds',
  help: 'How long store runs took, by kind.',
  labelNames: ['kind'],
  buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
  registers,
});

export const storeSyncMetrics = {
  started(kind: string, trigger: string): void {
    syncRuns.inc({ kind, trigger });
  },
  finished(kind: string, trigger: string, ok: boolean, seconds: number): void {
    if (!ok) syncFailures.inc({ kind, trigger });
    syncDuration.observe({ kind }, seconds);
  },
};

const shopifyRequests = new Counter({
  name: 'colabora_shopify_requests_total',
  help: 'Admin API requests (every try), by operation and result: ok, throttled (THROTTLED or 429), error.',
  labelNames: ['operation', 'result'],
  registers,
});
const shopifyCost = new Counter({
  name: 'colabora_shopify_cost_points_total',
  help: 'Admin API query cost points spent, by operation.',
  labelNames: ['operation'],
  registers,
});

export function recordShopifyRequest(operation: string, result: 'ok' | 'throttled' | 'error', costPoints = 0): void {
  shopifyRequests.inc({ operation, result });
  if (costPoints > 0) shopifyCost.inc({ operation }, costPoints);
}

// --- Uploads --------------------------------------------------------------------------------------------

const uploadBytes = new Counter({
  name: 'colabora_upload_bytes_received_total',
  help: 'Bytes of uploads received: video (tus) and image (photos, avatars, collaboration images) bodies.',
  labelNames: ['kind'],
  registers,
});
const uploadBytesOf = { video: uploadBytes.labels({ kind: 'video' }), image: uploadBytes.labels({ kind: 'image' }) };

export function recordUploadBytes(kind: 'video' | 'image', bytes: number): void {
  if (bytes > 0) uploadBytesOf[kind].inc(bytes);
}

// --- Process --------------------------------------------------------------------------------------------

let processMetrics = false;
/** CPU, memory, event-loop lag, GC, handles: prom-client's default set, started once (when /metrics is on). */
export function startProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
