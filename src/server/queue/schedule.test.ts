import { eq, like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backgroundSchedule, startBackground } from '../background';
import { trabajos } from '../db/schema';
import { createTestContext, type TestContext } from '../test/context';
import { createQueueWorker } from './queue';
import { createSchedule, nextScheduledRun, periodStart, scheduledJobHandlers, scheduledJobType } from './schedule';

// Periodic work on the queue (decision 057): one job per task and period, whichever instance ticks first.
let ctx: TestContext;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await ctx.db.delete(trabajos);
});

describe('the schedule', () => {
  it('enqueues a period once across two instances, runs it once, and the next period again', async () => {
    let runs = 0;
    const tasks = [{ name: 'prueba-periodo', everyMs: 60_000, run: async () => void (runs += 1) }];
    const a = createSchedule({ db: ctx.db, logger, tasks });
    const b = createSchedule({ db: ctx.db, logger, tasks });
    // Moments inside one period (the tick's clock is given, so no boundary falls between them).
    const now = periodStart(60_000).getTime() + 1_000;
    const ticks = await Promise.all([a.tick(now), b.tick(now), a.tick(now + 1_000), b.tick(now + 2_000)]);
    expect(ticks.flat()).toEqual(['prueba-periodo']);
    const workers = [1, 2].map(() => createQueueWorker({ db: ctx.db, logger, handlers: scheduledJobHandlers(tasks) }));
    await Promise.all(workers.map((w) => w.drain()));
    expect(runs).toBe(1);
    // The period is done; an instance ticking late in it adds nothing.
    expect(await b.tick(now + 30_000)).toEqual([]);
    // The next period is another job.
    expect(await b.tick(now + 60_000)).toEqual(['prueba-periodo']);
    await Promise.all(workers.map((w) => w.drain()));
    expect(runs).toBe(2);
    const jobs = await ctx.db.select().from(trabajos).where(eq(trabajos.tipo, scheduledJobType('prueba-periodo')));
    expect(jobs.map((j) => j.estado)).toEqual(['hecho', 'hecho']);
  });

  it("tells Configuración the store sync's next run while it ticks", async () => {
    const s = createSchedule({ db: ctx.db, logger, tasks: [{ name: 'store-sync', everyMs: 30 * 60_000, run: async () => undefined }] });
    expect(nextScheduledRun()).toBeNull();
    const before = Date.now();
    await s.start();
    try {
      // The start of the period after the current one (the clock may have crossed a boundary since `before`).
      const next = nextScheduledRun()!.getTime();
      expect(next % (30 * 60_000)).toBe(0);
      expect(next).toBeGreaterThan(before);
    } finally {
      await s.stop();
    }
    expect(nextScheduledRun()).toBeNull();
  });
});

describe('the one schedule (background.ts)', () => {
  const periodJobs = async () => (await ctx.db.select({ tipo: trabajos.tipo }).from(trabajos).where(like(trabajos.tipo, 'programa.%'))).map((r) => r.tipo).sort();
  const withSwitches = (scheduler: boolean) => ({
    ...ctx.config,
    shopify: { ...ctx.config.shopify, scheduler },
    // No worker here: the enqueued jobs stay for the test to read.
    queue: { ...ctx.config.queue, worker: false },
  });

  it('SCHEDULER=off enqueues nothing; on, every task of the schedule gets its current period, and Configuración its next sync', async () => {
    const off = startBackground({ db: ctx.db, config: withSwitches(false), logger, storage: ctx.storage });
    await off.ready;
    expect(nextScheduledRun()).toBeNull();
    await off.stop();
    expect(await periodJobs()).toEqual([]);

    const config = withSwitches(true);
    const before = Date.now();
    const on = startBackground({ db: ctx.db, config, logger, storage: ctx.storage });
    await on.ready;
    const every = config.shopify.syncIntervalMinutes * 60_000;
    const next = nextScheduledRun()!.getTime();
    expect(next % every).toBe(0);
    expect(next).toBeGreaterThan(before);
    await on.stop();
    const tasks = backgroundSchedule({ db: ctx.db, config, logger, storage: ctx.storage });
    expect(tasks.map((t) => t.name).sort()).toEqual(['anuncios-por-vencer', 'publicaciones-busqueda', 'recordatorios', 'store-sync', 'trabajos-purga', 'uploads-sweep', 'webhooks-purga']);
    expect(await periodJobs()).toEqual(tasks.map((t) => scheduledJobType(t.name)).sort());
  });
});
