import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
