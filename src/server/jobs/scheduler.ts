import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Tx } from '../db/client';
import { schedulerMetrics } from '../observability/metrics';
import { activeTracing } from '../observability/tracing';

/**
 * The in-process scheduler (DESIGN.md "jobs"). Every interval it runs the job once across all
 * instances: on PostgreSQL the run holds a transaction-level advisory lock, and an instance that does
 * not get it skips that tick; PGlite is one process, so it just runs. Timers are unref'd and every
 * failure is logged, never thrown.
 *
 * The lock alone only stops overlapping runs: instances started at different moments tick at different
 * phases, so N instances would each run once per interval. With `ranWithin`, the instance holding the
 * lock first asks the database whether any instance ran within the last RECENT_FRACTION of an interval,
 * and skips if so: one run per interval across all instances, whatever their phases (the fault suite's
 * two-instance test proves it).
 */
export const STORE_SYNC_LOCK = 4_261_001; // an arbitrary constant shared by every instance
/** Less than one interval, so timer jitter never makes an instance skip its own next run. */
export const RECENT_FRACTION = 0.9;

export interface SchedulerOptions {
  db: Db;
  databaseKind: 'pglite' | 'postgres';
  logger: Logger;
  intervalMs: number;
  job: () => Promise<void>;
  /** The job's name on /metrics and in traces (default store-sync). */
  name?: string;
  lockKey?: number;
  /** Whether the job ran (on any instance) within the last `ms`, by the database's clock. */
  ranWithin?: (tx: Tx, ms: number) => Promise<boolean>;
}

export interface Scheduler {
  start(): void;
  stop(): Promise<void>;
  /** Runs one tick now (tests, and the same code path the timer uses). */
  tick(): Promise<'ran' | 'skipped'>;
  nextRunAt(): Date | null;
}

let active: Scheduler | null = null;

/** The next scheduled run of this process's scheduler, for Configuración; null when none runs. */
export function nextScheduledRun(): Date | null {
  return active?.nextRunAt() ?? null;
}

export function createScheduler(opts: SchedulerOptions): Scheduler {
  const { db, logger } = opts;
  const name = opts.name ?? 'store-sync';
  const lockKey = opts.lockKey ?? STORE_SYNC_LOCK;
  let timer: NodeJS.Timeout | null = null;
  let next: Date | null = null;
  let inFlight: Promise<unknown> | null = null;
  let stopped = true;

  // /metrics shows whether this instance is running the job (decision 031).
  async function runJob(): Promise<void> {
    schedulerMetrics.running(name, true);
    try {
      await opts.job();
    } finally {
      schedulerMetrics.running(name, false);
    }
  }

  async function runLocked(): Promise<'ran' | 'skipped'> {
    if (opts.databaseKind === 'pglite') {
      await runJob();
      return 'ran';
    }
    // The lock lives as long as this transaction, on its one connection; the job itself uses the pool.
    return db.transaction(async (tx) => {
      // Both drivers answer raw SQL with { rows }; the Db type leaves it unknown.
      const res = (await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${lockKey}) AS locked`)) as unknown as { rows: { locked: boolean }[] };
      if (!res.rows[0]?.locked) return 'skipped' as const;
      if (opts.ranWithin && (await opts.ranWithin(tx, opts.intervalMs * RECENT_FRACTION))) return 'skipped' as const;
      await runJob();
      return 'ran' as const;
    });
  }

  async function tick(): Promise<'ran' | 'skipped'> {
    try {
      // A trace per tick when tracing runs: the lock, the job's SQL and its store calls under one span.
      const tracing = activeTracing();
      const p = tracing ? tracing.inSpan(`job ${name}`, { 'colabora.job': name }, runLocked) : runLocked();
      inFlight = p;
      const result = await p;
      schedulerMetrics.tick(name, result);
      if (result === 'skipped') logger.debug('scheduled job skipped: another instance runs or just ran it');
      return result;
    } catch (err) {
      schedulerMetrics.tick(name, 'failed');
      logger.warn({ err }, 'scheduled job failed');
      return 'skipped';
    } finally {
      inFlight = null;
    }
  }

  function schedule(): void {
    if (stopped) return;
    next = new Date(Date.now() + opts.intervalMs);
    timer = setTimeout(() => {
      void tick().finally(schedule);
    }, opts.intervalMs);
    timer.unref();
  }

  const scheduler: Scheduler = {
    start() {
      if (!stopped) return;
      stopped = false;
      // Configuración shows the store sync's next run; other scheduled jobs do not take its place.
      if (name === 'store-sync') active = scheduler;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      next = null;
      if (active === scheduler) active = null;
      await inFlight?.catch(() => undefined);
    },
    tick,
    nextRunAt: () => next,
  };
  return scheduler;
}
