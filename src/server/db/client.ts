import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { registerDbSource } from '../observability/metrics';
import { activeTracing } from '../observability/tracing';
import { instrumentPglite, tracePgPool } from './instrument';
import * as schema from './schema';

/** One type for both drivers, so features never care which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when that is what runs (tests dump and clone it). */
  pglite?: PGlite;
  close(): Promise<void>;
}

/** An arbitrary constant every instance shares (the scheduler's lock is another). */
const MIGRATION_LOCK = 4_261_002;

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; undefined means in memory. */
  pgliteDir?: string | undefined;
  /** A PGlite data dump to start from (tests clone one migrated template). */
  pgliteLoadDataDir?: Blob | File | undefined;
  /** Runs the committed migrations before returning. */
  migrate?: boolean;
  poolMax?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolMax)
    : await openPglite(options.pgliteDir, options.pgliteLoadDataDir);
  if (options.migrate ?? true) await migrateDatabase(database);
  return database;
}

// Both drivers show on /metrics while open, and their statements become spans when the process traces
// (started before the database opens: src/server/index.ts). Decision 031.
function openPostgres(url: string, poolMax = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const tracing = activeTracing();
  if (tracing) tracePgPool(pool, tracing);
  const unregister = registerDbSource({ kind: 'postgres', pool });
  const db = drizzlePg({ client: pool, schema }) as Db;
  return {
    db,
    kind: 'postgres',
    close: () => {
      unregister();
      return pool.end();
    },
  };
}

async function openPglite(dir: string | undefined, loadDataDir: Blob | File | undefined): Promise<Database> {
  // PGlite creates its own folder but not the parents.
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create(dir, loadDataDir ? { loadDataDir } : {});
  const { inFlight } = instrumentPglite(client, activeTracing());
  const unregister = registerDbSource({ kind: 'pglite', inFlight });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: () => {
      unregister();
      return client.close();
    },
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    // Several instances may start at once (a rolling deploy): one migrates while the others wait on this
    // lock, then find nothing left to apply. The lock lives on a connection of its own, outside the pool
    // (which may have a single connection, for the migrator).
    const { connectionString } = (database.db as unknown as { $client: pg.Pool }).$client.options;
    const lock = new pg.Client({ connectionString });
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(database.db as Parameters<typeof migratePg>[0], { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await lock.end();
    }
  } else {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], {
      migrationsFolder: MIGRATIONS_DIR,
    });
  }
}
