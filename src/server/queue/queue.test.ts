import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trabajos } from '../db/schema';
import { createTestContext, type TestContext } from '../test/context';
import { createQueueWorker, enqueue, type JobRow } from './queue';

// The durable queue (decision 041), on PGlite here and on PostgreSQL in the suite's second pass.
let ctx: TestContext;
const logger = pino({ level: 'silent' });
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await ctx.db.delete(trabajos);
});

const rowOf = async (id: string) => (await ctx.db.select().from(trabajos).where(eq(trabajos.id, id)))[0]!;

describe('the job queue', () => {
  it('a job enqueued in a transaction that rolls back never runs', async () => {
    const ran: string[] = [];
    await ctx.db
      .transaction(async (tx) => {
        await enqueue(tx, 'prueba', { n: 1 });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const worker = createQueueWorker({ db: ctx.db, logger, handlers: { prueba: async (j) => void ran.push(String(j.datos.n)) } });
    expect(await worker.drain()).toBe(0);
    expect(ran).toEqual([]);
  });

  it('two workers draining together run every job exactly once', async () => {
    for (let i = 0; i < 40; i += 1) await enqueue(ctx.db, 'prueba', { n: i });
    const ran: number[] = [];
    const handler = async (j: JobRow) => {
      await new Promise((r) => setTimeout(r, 2));
      ran.push(Number(j.datos.n));
    };
    const a = createQueueWorker({ db: ctx.db, logger, handlers: { prueba: handler }, batchSize: 3 });
    const b = createQueueWorker({ db: ctx.db, logger, handlers: { prueba: handler }, batchSize: 3 });
    await Promise.all([a.drain(), b.drain()]);
    expect(ran.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect((await ctx.db.select().from(trabajos).where(eq(trabajos.estado, 'hecho'))).length).toBe(40);
  });

  it('a failing job waits with backoff, keeps its error, and after max_intentos stays fallido', async () => {
    const id = (await enqueue(ctx.db, 'falla', {}, { maxIntentos: 2 }))!;
    const worker = createQueueWorker({ db: ctx.db, logger, handlers: { falla: async () => Promise.reject(new Error('SMTP 421 ocupado')) }, backoffMs: 60_000 });
    await worker.drain();
    let row = await rowOf(id);
    expect(row).toMatchObject({ estado: 'pendiente', intentos: 1, ultimoError: 'SMTP 421 ocupado' });
    expect(row.ejecutarAt.getTime() - Date.now()).toBeGreaterThan(40_000);
    expect(await worker.drain()).toBe(0); // not yet due
    await ctx.db.update(trabajos).set({ ejecutarAt: sql`now()` }).where(eq(trabajos.id, id));
    await worker.drain();
    row = await rowOf(id);
    expect(row).toMatchObject({ estado: 'fallido', intentos: 2 });
    expect(row.terminadoAt).not.toBeNull();
  });

  it('a job whose worker died (lease ended) is taken again by another', async () => {
    const id = (await enqueue(ctx.db, 'prueba', {}))!;
    // A worker claimed it and was killed: 'en_curso' with a lease already over.
    await ctx.db.update(trabajos).set({ estado: 'en_curso', intentos: 1, bloqueadoHasta: sql`now() - interval '1 second'` }).where(eq(trabajos.id, id));
    const ran: string[] = [];
    const worker = createQueueWorker({ db: ctx.db, logger, handlers: { prueba: async (j) => void ran.push(j.id) } });
    expect(await worker.drain()).toBe(1);
    expect(ran).toEqual([id]);
    expect(await rowOf(id)).toMatchObject({ estado: 'hecho', intentos: 2 });
  });

  it('a job running longer than its lease keeps it: a second worker does not take it', async () => {
    const id = (await enqueue(ctx.db, 'lento', {}))!;
    let runs = 0;
    const slow = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 3_000));
    };
    const a = createQueueWorker({ db: ctx.db, logger, leaseMs: 1_000, handlers: { lento: slow } });
    const b = createQueueWorker({ db: ctx.db, logger, leaseMs: 1_000, handlers: { lento: slow } });
    const first = a.drain();
    await new Promise((r) => setTimeout(r, 2_000)); // twice the lease: renewed, not over
    expect(await b.drain()).toBe(0);
    await first;
    expect(runs).toBe(1);
    expect(await rowOf(id)).toMatchObject({ estado: 'hecho', intentos: 1 });
  });

  it('a job still under its lease is left alone', async () => {
    const id = (await enqueue(ctx.db, 'prueba', {}))!;
    await ctx.db.update(trabajos).set({ estado: 'en_curso', intentos: 1, bloqueadoHasta: sql`now() + interval '1 minute'` }).where(eq(trabajos.id, id));
    const worker = createQueueWorker({ db: ctx.db, logger, handlers: { prueba: async () => undefined } });
    expect(await worker.drain()).toBe(0);
  });

  it('keyed jobs coalesce while pending; a retry that meets a newer pending job of its key gives way to it', async () => {
    const first = await enqueue(ctx.db, 'lote', { n: 1 }, { clave: 'lote:x' });
    const second = await enqueue(ctx.db, 'lote', { n: 2 }, { clave: 'lote:x' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    let calls = 0;
    const worker = createQueueWorker({
      db: ctx.db,
      logger,
      backoffMs: 10,
      handlers: {
        lote: async () => {
          calls += 1;
          // While it runs, a new event enqueues another of the key; then this run fails.
          if (calls === 1) {
            await enqueue(ctx.db, 'lote', { n: 3 }, { clave: 'lote:x' });
            throw new Error('falla una vez');
          }
        },
      },
    });
    await worker.drain();
    expect(await rowOf(first!)).toMatchObject({ estado: 'hecho', ultimoError: 'absorbido por otro trabajo de la misma clave' });
    const open = await ctx.db.select().from(trabajos).where(eq(trabajos.estado, 'pendiente'));
    expect(open).toHaveLength(0);
    expect(calls).toBe(2);
  });

  it('a handler may ask to run later without counting a failure', async () => {
    const id = (await enqueue(ctx.db, 'espera', {}))!;
    const worker = createQueueWorker({ db: ctx.db, logger, handlers: { espera: async () => ({ retryInMs: 60_000 }) } });
    await worker.drain();
    expect(await rowOf(id)).toMatchObject({ estado: 'pendiente', intentos: 0, ultimoError: null });
  });
});
