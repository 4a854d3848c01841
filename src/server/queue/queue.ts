import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Tx } from '../db/client';
import { isUniqueViolation } from '../db/pg-error';
import { trabajos } from '../db/schema';
import { jobQueueMetrics } from '../observability/metrics';

/**
 * The durable job queue (decision 041). A job is a row of `trabajos`, inserted with `enqueue` in the
 * transaction of the change that causes it: if the change rolls back, so does the job, and once it
 * commits the job cannot be lost. Every instance runs a worker that claims ready jobs with
 * FOR UPDATE SKIP LOCKED (two instances never take the same one) and holds each under a lease, renewed
 * while the job runs: a worker killed mid-job leaves it 'en_curso', and when the lease ends any worker
 * takes it again. A failed job
 * waits with exponential backoff; after max_intentos it stays 'fallido' for an operator to read.
 *
 * The floor of the background engine (decision 057): every module may import it, and it imports no
 * feature. Store webhooks and the periodic tasks of the schedule (schedule.ts) run as its jobs too; which
 * handlers and which schedule is wired in background.ts.
 */
export interface JobRow {
  id: string;
  tipo: string;
  clave: string | null;
  datos: Record<string, unknown>;
  intentos: number;
  maxIntentos: number;
}

/** What a handler answers: nothing (done), or { retryInMs } to be run again later without counting a failure. */
export type JobOutcome = void | { retryInMs: number };
export type JobHandler = (job: JobRow) => Promise<JobOutcome>;

export interface EnqueueOptions {
  /** At most one pending job per key: a second enqueue with the key joins the first (and returns null). */
  clave?: string;
  /** Not before this moment (a batch's hour). */
  at?: Date;
  maxIntentos?: number;
}

/** Adds a job in the caller's transaction (or on its own). Returns its id, or null when a pending job of the same key already waits. */
export async function enqueue(db: Db | Tx, tipo: string, datos: Record<string, unknown>, options: EnqueueOptions = {}): Promise<string | null> {
  const rows = await db
    .insert(trabajos)
    .values({
      tipo,
      datos,
      clave: options.clave ?? null,
      ...(options.at ? { ejecutarAt: options.at } : {}),
      ...(options.maxIntentos ? { maxIntentos: options.maxIntentos } : {}),
    })
    .onConflictDoNothing({ target: trabajos.clave, where: sql`clave IS NOT NULL AND estado = 'pendiente'` })
    .returning({ id: trabajos.id });
  return rows[0]?.id ?? null;
}

/**
 * Adds the job of one period of a scheduled task (schedule.ts), unless some instance already did: the
 * unique (tipo, periodo) index makes it once, whatever state that row is in. Returns whether this call added it.
 */
export async function enqueuePeriod(db: Db | Tx, tipo: string, periodo: Date, options: { maxIntentos?: number } = {}): Promise<boolean> {
  const rows = await db
    .insert(trabajos)
    .values({ tipo, datos: { periodo: periodo.toISOString() }, periodo, ...(options.maxIntentos ? { maxIntentos: options.maxIntentos } : {}) })
    .onConflictDoNothing({ target: [trabajos.tipo, trabajos.periodo], where: sql`periodo IS NOT NULL` })
    .returning({ id: trabajos.id });
  return rows.length > 0;
}

export interface QueueOptions {
  db: Db;
  logger: Logger;
  handlers: Record<string, JobHandler>;
  /** How long a claimed job is this worker's; past it, another worker may take the job again. */
  leaseMs?: number;
  /** The first retry's wait; each next one doubles, up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** How often an idle worker looks for ready jobs. */
  pollMs?: number;
  /** Jobs run at once by this worker; a free slot is filled while the others run (a long job blocks no other). */
  batchSize?: number;
}

export interface QueueWorker {
  start(): void;
  stop(): Promise<void>;
  /** Claims and runs ready jobs until none is left (tests, bench, and the loop itself); returns how many ran. */
  drain(): Promise<number>;
  /** Looks for work now instead of at the next poll (after a commit that enqueued). */
  nudge(): void;
}

export const DEFAULT_LEASE_MS = 60_000;
export const DEFAULT_BACKOFF_MS = 15_000;
const DEFAULT_MAX_BACKOFF_MS = 60 * 60_000;

interface ClaimedRow {
  id: string;
  tipo: string;
  clave: string | null;
  datos: Record<string, unknown>;
  intentos: number;
  max_intentos: number;
}

export function createQueueWorker(options: QueueOptions): QueueWorker {
  const { db, logger, handlers } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const maxBackoffMs = options.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS;
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 10;
  const tipos = Object.keys(handlers);
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  let running: Promise<number> | null = null;
  let again = false;
  let wake: (() => void) | null = null;
  // Set by stop(): running jobs finish, no new one is claimed.
  let halted = false;

  async function claim(limit: number): Promise<ClaimedRow[]> {
    // One statement: pick ready jobs (or ones whose lease ended: a worker died), skipping rows another
    // worker is claiming right now, and mark them ours. The raw SQL keeps the subquery's table names
    // (drizzle drops them in one-table selects).
    const res = (await db.execute(sql`
      UPDATE trabajos SET estado = 'en_curso', intentos = trabajos.intentos + 1,
        bloqueado_hasta = now() + ${leaseMs}::float8 * interval '1 millisecond'
      WHERE trabajos.id IN (
        SELECT t.id FROM trabajos t
        WHERE t.tipo IN (${sql.join(tipos.map((t) => sql`${t}`), sql`, `)})
          AND ((t.estado = 'pendiente' AND t.ejecutar_at <= now()) OR (t.estado = 'en_curso' AND t.bloqueado_hasta < now()))
          -- Jobs of one key run one at a time: a new one waits while another of its key runs under a lease.
          AND (t.clave IS NULL OR NOT EXISTS (
            SELECT 1 FROM trabajos r WHERE r.clave = t.clave AND r.id <> t.id AND r.estado = 'en_curso' AND r.bloqueado_hasta >= now()))
        ORDER BY t.ejecutar_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING trabajos.id, trabajos.tipo, trabajos.clave, trabajos.datos, trabajos.intentos, trabajos.max_intentos`)) as unknown as { rows: ClaimedRow[] };
    return res.rows;
  }

  async function finish(id: string): Promise<void> {
    await db.execute(sql`UPDATE trabajos SET estado = 'hecho', terminado_at = now(), bloqueado_hasta = NULL, ultimo_error = NULL WHERE id = ${id} AND estado = 'en_curso'`);
  }

  async function later(row: ClaimedRow, waitMs: number, error: string | null, counted: boolean): Promise<void> {
    const failedForGood = counted && row.intentos >= row.max_intentos;
    try {
      await db.execute(sql`
        UPDATE trabajos SET estado = ${failedForGood ? 'fallido' : 'pendiente'},
          intentos = trabajos.intentos - ${counted ? 0 : 1},
          ejecutar_at = now() + ${waitMs}::float8 * interval '1 millisecond',
          bloqueado_hasta = NULL, ultimo_error = ${error},
          terminado_at = ${failedForGood ? sql`now()` : null}
        WHERE id = ${row.id} AND estado = 'en_curso'`);
    } catch (err) {
      // Another pending job with this key was enqueued meanwhile: keyed jobs are interchangeable, so
      // that one does this one's work and this one ends.
      if (!isUniqueViolation(err)) throw err;
      await db.execute(sql`UPDATE trabajos SET estado = 'hecho', terminado_at = now(), bloqueado_hasta = NULL, ultimo_error = 'absorbido por otro trabajo de la misma clave' WHERE id = ${row.id}`);
    }
  }

  /** While a job runs, its lease is renewed: a long job (a video's preview) is never taken by a second worker. */
  function holdLease(id: string): () => void {
    const timer = setInterval(() => {
      db.execute(sql`UPDATE trabajos SET bloqueado_hasta = now() + ${leaseMs}::float8 * interval '1 millisecond' WHERE id = ${id} AND estado = 'en_curso'`).catch(
        (err: unknown) => logger.warn({ err, job: id }, 'job lease not renewed'),
      );
    }, Math.max(50, Math.floor(leaseMs / 3)));
    timer.unref();
    return () => clearInterval(timer);
  }

  async function runOne(row: ClaimedRow): Promise<void> {
    const handler = handlers[row.tipo];
    const started = performance.now();
    const release = holdLease(row.id);
    try {
      if (!handler) throw new Error(`no handler for job ${row.tipo}`);
      const outcome = await handler({ id: row.id, tipo: row.tipo, clave: row.clave, datos: row.datos, intentos: row.intentos, maxIntentos: row.max_intentos });
      if (outcome && 'retryInMs' in outcome) await later(row, outcome.retryInMs, null, false);
      else await finish(row.id);
      jobQueueMetrics.completed(row.tipo, 'ok', performance.now() - started);
    } catch (err) {
      const wait = Math.min(maxBackoffMs, backoffMs * 2 ** (row.intentos - 1));
      // A little jitter, so jobs that failed together do not all come back at the same instant.
      const jittered = Math.round(wait * (0.8 + Math.random() * 0.4));
      logger.warn({ err, job: row.id, tipo: row.tipo, intentos: row.intentos, retryInMs: jittered }, 'job failed, will retry');
      jobQueueMetrics.completed(row.tipo, 'failed', performance.now() - started);
      await later(row, jittered, errorText(err), true).catch((e: unknown) => logger.error({ err: e, job: row.id }, 'job state not saved'));
    } finally {
      release();
    }
  }

  /**
   * Keeps up to batchSize jobs running: claims into free slots, and while jobs run looks again when one
   * ends, when nudged, or every pollMs, so a job enqueued behind a long one (a store webhook that wakes a
   * waiting import) does not wait for it. Returns when nothing runs and nothing is ready.
   */
  async function drainOnce(): Promise<number> {
    const inFlight = new Set<Promise<void>>();
    let total = 0;
    try {
      for (;;) {
        const rows = inFlight.size < batchSize && !halted ? await claim(batchSize - inFlight.size) : [];
        for (const row of rows) {
          const p: Promise<void> = runOne(row).finally(() => inFlight.delete(p));
          inFlight.add(p);
        }
        total += rows.length;
        if (rows.length > 0 && inFlight.size < batchSize) continue;
        if (inFlight.size === 0) return total;
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          ...inFlight,
          new Promise<void>((resolve) => {
            wake = resolve;
            timer = setTimeout(resolve, pollMs);
          }),
        ]);
        clearTimeout(timer);
        wake = null;
      }
    } finally {
      // A claim that failed (the database away) must not abandon jobs already running.
      await Promise.allSettled(inFlight);
    }
  }

  function drain(): Promise<number> {
    if (running) {
      again = true;
      wake?.();
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await drainOnce();
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  function loop(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void drain()
        .catch((err: unknown) => logger.warn({ err }, 'job queue poll failed'))
        .finally(loop);
    }, pollMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      halted = false;
      loop();
    },
    async stop() {
      stopped = true;
      halted = true;
      wake?.();
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
    drain,
    nudge() {
      if (stopped) return;
      void drain().catch((err: unknown) => logger.warn({ err }, 'job queue poll failed'));
    },
  };
}

function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.slice(0, 500);
}
