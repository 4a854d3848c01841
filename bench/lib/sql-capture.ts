import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../src/server/db/client';

/** One statement as the driver received it. */
export interface Statement {
  text: string;
  params: unknown[];
  /** A named prepared statement's name: the replay prepares it too, as the server's connection did. */
  name?: string;
}

/**
 * The statements one request ran, in "waves": the statements of a wave overlapped in time (the
 * endpoint ran them with Promise.all), each wave started after the previous one ended. Replaying waves
 * in order, each wave at once, is the raw SQL the endpoint needed, with its own parallelism.
 */
export type Waves = Statement[][];

interface Timed extends Statement {
  start: number;
  end: number;
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;

/**
 * The actor layer's own lookups (better-auth's session and user, our role query): they are the overhead
 * the ratio measures, not the endpoint's query. After a warm-up request the actor cache answers them and
 * none run; this filter only guards the capture when the cache is off.
 */
const AUTH_STATEMENT = [/"sessions"/, /^select "role" from "user_roles" where "user_roles"\."user_id" = \$1$/, /^select .* from "profiles" where "profiles"\."id" = \$1( limit \$2)?$/];

/**
 * Wraps the driver's query method (the pg Pool, or the PGlite instance, that Drizzle and better-auth
 * both call) so `during(fn)` returns the statements `fn` caused.
 */
export function sqlRecorder(database: Database) {
  const target = (database.pglite ?? (database.db as unknown as { $client: pg.Pool }).$client) as unknown as { query: QueryFn };
  const original = target.query.bind(target);
  let log: Timed[] | null = null;
  target.query = async (...args: unknown[]) => {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : (first as { text: string }).text;
    const name = typeof first === 'string' ? undefined : (first as { name?: string }).name;
    // Drizzle passes (config, params) to pg and (text, params, options) to PGlite.
    const params = Array.isArray(second) ? second : typeof first === 'string' ? [] : ((first as { values?: unknown[] }).values ?? []);
    const entry: Timed = { text, params: Array.isArray(params) ? params : [], ...(name ? { name } : {}), start: performance.now(), end: Infinity };
    log?.push(entry);
    try {
      return await original(...args);
    } finally {
      entry.end = performance.now();
    }
  };
  return {
    async during(fn: () => Promise<void>): Promise<Waves> {
      log = [];
      try {
        await fn();
        return toWaves(log.filter((s) => !AUTH_STATEMENT.some((re) => re.test(s.text))));
      } finally {
        log = null;
      }
    },
    restore() {
      target.query = original;
    },
  };
}

function toWaves(statements: Timed[]): Waves {
  const waves: Timed[][] = [];
  let waveEnd = -Infinity;
  for (const s of [...statements].sort((a, b) => a.start - b.start)) {
    if (waves.length > 0 && s.start < waveEnd) waves.at(-1)!.push(s);
    else waves.push([s]);
    waveEnd = Math.max(waveEnd, s.end);
  }
  return waves.map((w) => w.map(({ text, params, name }) => ({ text, params, ...(name ? { name } : {}) })));
}

/** Replays one request's waves on a driver: the raw SQL baseline. */
export function rawReplayer(driver: { pglite: PGlite } | { pool: pg.Pool }, waves: Waves): () => Promise<void> {
  const run: (s: Statement) => Promise<unknown> = 'pglite' in driver ? (s: Statement) => driver.pglite.query(s.text, s.params) : (s: Statement) => driver.pool.query({ text: s.text, values: s.params, ...(s.name ? { name: s.name } : {}) });
  return async () => {
    for (const wave of waves) await Promise.all(wave.map(run));
  };
}
