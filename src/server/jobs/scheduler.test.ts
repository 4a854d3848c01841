import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { createScheduler, nextScheduledRun } from './scheduler';

const onPostgres = Boolean(process.env.DATABASE_URL);
const silent = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('scheduler', () => {
  // One test per run, whichever database it is: every suite run asserts something, nothing is skipped.
  it(`runs the job once per tick across instances (${onPostgres ? 'PostgreSQL: advisory lock' : 'PGlite: one process'})`, async () => {
    let runs = 0;
    const job = async () => {
      runs++;
      await sleep(300);
    };
    if (!onPostgres) {
      const s = createScheduler({ db: ctx.db, databaseKind: 'pglite', logger: silent, intervalMs: 60_000, job });
      expect(await s.tick()).toBe('ran');
      expect(runs).toBe(1);
      return;
    }
    const a = createScheduler({ db: ctx.db, databaseKind: 'postgres', logger: silent, intervalMs: 60_000, job });
    const b = createScheduler({ db: ctx.db, databaseKind: 'postgres', logger: silent, intervalMs: 60_000, job });
    const results = await Promise.all([a.tick(), b.tick()]);
    expect(runs).toBe(1);
    expect(results.sort()).toEqual(['ran', 'skipped']);
    // The lock is released with the run: the next tick runs again.
    expect(await a.tick()).toBe('ran');
    expect(runs).toBe(2);
  });

  it('never throws a failing job, and publishes its next run until stopped', async () => {
    const kind = onPostgres ? 'postgres' : 'pglite';
    const s = createScheduler({
      db: ctx.db,
      databaseKind: kind,
      logger: silent,
      intervalMs: 30 * 60_000,
      job: async () => {
        throw new Error('boom');
      },
    });
    expect(await s.tick()).toBe('skipped');
    s.start();
    const next = nextScheduledRun();
    expect(next).not.toBeNull();
    expect(next!.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    await s.stop();
    expect(nextScheduledRun()).toBeNull();
  });
});
