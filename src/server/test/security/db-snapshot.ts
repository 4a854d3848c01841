import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The state a refused request must leave alone: row count and an md5 of every row, per table. Sessions
 * and rate-limit counters are left out: reading a session and counting attempts are writes by design;
 * so is sync_runs, the journal where every import and sync attempt, refused ones too, is recorded.
 */
const WATCHED_TABLES = [
  'profiles',
  'accounts',
  'verifications',
  'user_roles',
  'colaboradoras',
  'colaboraciones',
  'colaboracion_eventos',
  'entregas',
  'envios',
  'envio_eventos',
  'invitaciones',
  'app_settings',
  'shopify_config',
  'webhook_deliveries',
  'instance_bootstrap',
  'aplicaciones',
  'autorizaciones_anuncio',
] as const;

const QUERY = sql.raw(
  WATCHED_TABLES.map((t) => `SELECT '${t}' AS t, count(*)::int AS n, coalesce(md5(string_agg(x::text, '|' ORDER BY x::text)), '') AS h FROM ${t} x`).join(
    ' UNION ALL ',
  ),
);

export type Snapshot = Record<string, string>;

export async function snapshotTables(db: Db): Promise<Snapshot> {
  const { rows } = (await db.execute(QUERY)) as unknown as { rows: { t: string; n: number; h: string }[] };
  return Object.fromEntries(rows.map((r) => [r.t, `${r.n}:${r.h}`]));
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return Object.keys(before).filter((t) => before[t] !== after[t]);
}
