import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

/** Names shared by the global setup and the per-file test databases. */
export const TEMPLATE_KEYS = { pgliteDump: 'pgliteTemplateDump', pgTemplateDb: 'pgTemplateDatabase' } as const;

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDump: string;
    pgTemplateDatabase: string;
  }
}

export const randomDbName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/** The same server, another database: postgres://.../postgres → postgres://.../<name>. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE cannot be pooled in a tx). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A migrated database of its own for a bench or a one-off script: a new database on DATABASE_URL's server
 * (dropped by `drop`), or an in-memory PGlite when DATABASE_URL is unset.
 */
export async function throwawayDatabase(prefix: string, poolMax?: number): Promise<{ database: Database; label: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { database: await openDatabase({ migrate: true }), label: 'PGlite (in memory)', drop: async () => {} };
  const name = randomDbName(prefix);
  await adminQuery(url, `CREATE DATABASE ${name}`);
  return {
    database: await openDatabase({ databaseUrl: withDatabase(url, name), migrate: true, poolMax }),
    label: 'PostgreSQL',
    drop: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
