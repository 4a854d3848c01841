import type pg from 'pg';
import { sleep } from './processes';

/**
 * Steps of the fault suite's lock tests that wait for a state of PostgreSQL, never for a time: `watcher` is
 * a connection outside the writers' transactions (inside one, pg_stat_activity is a snapshot taken once).
 */

/** Backends of the watcher's database waiting on a heavyweight lock (a row, a transaction, an advisory lock). */
export async function esperandoEnPg(watcher: pg.Client): Promise<number> {
  const res = await watcher.query<{ n: string }>(
    `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return Number(res.rows[0]!.n);
}

/** Polls `cumple` until it holds; after a minute fails with what the database's backends were doing. */
export async function hasta(watcher: pg.Client, que: string, cumple: () => Promise<boolean>): Promise<void> {
  const limite = Date.now() + 60_000;
  while (!(await cumple())) {
    if (Date.now() > limite) {
      const actividad = await watcher.query(`SELECT state, wait_event_type, wait_event, left(query, 120) AS query FROM pg_stat_activity WHERE datname = current_database()`);
      throw new Error(`timed out waiting for ${que}: ${JSON.stringify(actividad.rows)}`);
    }
    await sleep(10);
  }
}
