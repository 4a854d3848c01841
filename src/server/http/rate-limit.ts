import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * A fixed-window counter per key, in the database so every instance shares it (DESIGN: nothing in memory
 * is the only copy). It lives in better-auth's `rate_limits` table under keys of our own prefix (their
 * keys are `<ip><path>`, ours `app:<name>:<subject>`), so no second table holds the same kind of row.
 * One statement: of concurrent hits each counts once. Answers whether this hit is within the limit.
 */
export async function hitRateLimit(db: Db, key: string, windowMs: number, max: number, now = Date.now()): Promise<boolean> {
  const res = (await db.execute(sql`
    INSERT INTO rate_limits (id, key, count, last_request)
    VALUES (gen_random_uuid()::text, ${`app:${key}`}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.last_request <= ${now - windowMs} THEN 1 ELSE rate_limits.count + 1 END,
      last_request = CASE WHEN rate_limits.last_request <= ${now - windowMs} THEN ${now} ELSE rate_limits.last_request END
    RETURNING count`)) as unknown as { rows: { count: number }[] };
  return Number(res.rows[0]?.count ?? 0) <= max;
}
