import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { schedulerMetrics } from '../observability/metrics';
import { activeTracing } from '../observability/tracing';
import { enqueuePeriod, type JobHandler, type JobOutcome } from './queue';

/**
 * Periodic work on the durable queue (decision 057). Each task of the schedule has a period of `everyMs`,
 * counted from the Unix epoch, so every instance agrees on where periods start. At each period's start
 * every ticking instance inserts the task's job for that period; the unique (tipo, periodo) index keeps
 * the first and turns the others into no-ops. Any instance's worker then runs it, under the queue's lease
 * and retries. No advisory lock, no "did anyone run recently" read: the period's row is the whole protocol.
 *
 * A period in which no instance ticked (all were down) is not made up: the next one runs.
 */
export interface ScheduledTask {
  /** The job's name on /metrics and in traces; its queue type is `programa.<name>`. */
  name: string;
  everyMs: number;
  /** What a handler answers: nothing (done) or { retryInMs } to continue a large batch a moment later. */
  run: () => Promise<JobOutcome>;
}

export const SCHEDULED_JOB_PREFIX = 'programa.';
/** A scheduled job that keeps failing waits for its next period rather than retrying all day. */
const SCHEDULED_MAX_ATTEMPTS = 3;

export const scheduledJobType = (name: string): string => `${SCHEDULED_JOB_PREFIX}${name}`;

/** The start of the period `now` falls in. */
export function periodStart(everyMs: number, now: number = Date.now()): Date {
  return new Date(Math.floor(now / everyMs) * everyMs);
}

/** The queue handlers that run the tasks (every instance with a worker registers them). */
export function scheduledJobHandlers(tasks: readonly ScheduledTask[]): Record<string, JobHandler> {
  const handlers: Record<string, JobHandler> = {};
  for (const task of tasks) {
    handlers[scheduledJobType(task.name)] = async () => {
      const run = async (): Promise<JobOutcome> => {
        schedulerMetrics.running(task.name, true);
        try {
          const outcome = await task.run();
          schedulerMetrics.tick(task.name, 'ran');
          return outcome;
        } catch (err) {
          schedulerMetrics.tick(task.name, 'failed');
          throw err;
        } finally {
          schedulerMetrics.running(task.name, false);
        }
      };
      // A trace per run when tracing is on: the task's SQL and its store calls under one span.
      const tracing = activeTracing();
      return tracing ? tracing.inSpan(`job ${task.name}`, { 'colabora.job': task.name }, run) : run();
    };
  }
  return handlers;
}

export interface Schedule {
  /** Starts ticking; resolves when the current period's jobs are enqueued (callers need not wait). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Enqueues every task's current period (the timer's code path; tests call it). Returns the names this call enqueued. */
  tick(now?: number): Promise<string[]>;
  /** When the task's next period starts, while this instance ticks; null otherwise. */
  nextRunAt(name: string): Date | null;
}

let active: Schedule | null = null;

/** The store sync's next run for Configuración, from this process's schedule; null when it does not tick. */
export function nextScheduledRun(name = 'store-sync'): Date | null {
  return active?.nextRunAt(name) ?? null;
}

export function createSchedule({ db, logger, tasks, onEnqueued }: { db: Db; logger: Logger; tasks: readonly ScheduledTask[]; onEnqueued?: () => void }): Schedule {
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  let inFlight: Promise<unknown> | null = null;

  async function tick(now: number = Date.now()): Promise<string[]> {
    const enqueued: string[] = [];
    for (const task of tasks) {
      try {
        if (await enqueuePeriod(db, scheduledJobType(task.name), periodStart(task.everyMs, now), { maxIntentos: SCHEDULED_MAX_ATTEMPTS })) enqueued.push(task.name);
        // Another instance enqueued this period first.
        else schedulerMetrics.tick(task.name, 'skipped');
      } catch (err) {
        logger.warn({ err, task: task.name }, 'scheduled job not enqueued');
      }
    }
    if (enqueued.length > 0) onEnqueued?.();
    return enqueued;
  }

  /** Wakes at the earliest next period start among the tasks. */
  function arm(): void {
    if (stopped) return;
    const now = Date.now();
    const wait = Math.min(...tasks.map((t) => periodStart(t.everyMs, now).getTime() + t.everyMs - now));
    timer = setTimeout(() => {
      const p = tick();
      inFlight = p;
      void p.finally(() => {
        inFlight = null;
        arm();
      });
    }, wait);
    timer.unref();
  }

  const schedule: Schedule = {
    start() {
      if (!stopped || tasks.length === 0) return Promise.resolve();
      stopped = false;
      active = schedule;
      // The current period at once: work that waited through a restart does not wait a whole interval.
      const p = tick();
      inFlight = p;
      return p.then(
        () => undefined,
        () => undefined,
      ).finally(() => {
        inFlight = null;
        arm();
      });
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (active === schedule) active = null;
      await inFlight?.catch(() => undefined);
    },
    tick,
    nextRunAt(name) {
      const task = tasks.find((t) => t.name === name);
      if (stopped || !task) return null;
      return new Date(periodStart(task.everyMs).getTime() + task.everyMs);
    },
  };
  return schedule;
}
