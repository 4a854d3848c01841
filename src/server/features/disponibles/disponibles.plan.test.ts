import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colaboraciones } from '../../db/schema';
import { isAvailable } from '../../domain/availability';
import { createTestContext, type TestContext } from '../../test/context';

/**
 * A big import leaves thousands of items disponible but without measurements until staff fill them in.
 * A page of Disponibles must not read past them: the partial indexes hold only items a creator may ask
 * for (migration 0019). Checked on the plan PostgreSQL runs (rows examined), never on a time.
 */
let ctx: TestContext;

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

beforeAll(async () => {
  ctx = await createTestContext();
  // 3,000 imported items still without measurements, and 30 that staff measured, older than all of them.
  await ctx.db.execute(sql`
    INSERT INTO colaboraciones (titulo, producto, estado, talla, tipo, cintura, cadera, created_at)
    SELECT 'Medido ' || g, 'Jeans', 'disponible', '13', 'Wide leg', 70, 98, now() - interval '1 day' + g * interval '1 second'
    FROM generate_series(1, 30) g`);
  await ctx.db.execute(sql`
    INSERT INTO colaboraciones (titulo, producto, estado, talla, tipo, shopify_variant_id, shopify_inventory_quantity)
    SELECT 'Importado ' || g, 'Jeans', 'disponible', '13', 'Wide leg', 'gid://shopify/ProductVariant/' || g, 4
    FROM generate_series(1, 3000) g`);
  await ctx.db.execute(sql`ANALYZE colaboraciones`);
});

afterAll(async () => {
  await ctx?.close();
});

describe('Disponibles with thousands of items waiting for measurements', () => {
  it('a page reads the available items from their own index, not past the unmeasured ones', async () => {
    const query = ctx.db.select({ id: colaboraciones.id }).from(colaboraciones).where(isAvailable).orderBy(desc(colaboraciones.createdAt), desc(colaboraciones.id)).limit(25);
    const { sql: text, params } = query.toSQL();
    const res = (await ctx.db.execute(sql.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${text.replace(/\$(\d+)/g, (_, i: string) => literal(params[Number(i) - 1]))}`))) as unknown as {
      rows: { 'QUERY PLAN': [{ Plan: PlanNode }] | string }[];
    };
    const raw = res.rows[0]!['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: PlanNode }]) : raw)[0].Plan;
    const all = nodes(plan);
    const examined = all.reduce((n, node) => n + node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0), 0);
    expect(all.some((n) => n['Index Name'] === 'colaboraciones_available_recent_idx')).toBe(true);
    // 25 rows out, a handful of nodes: far below the 3,000 unmeasured items it used to read past.
    expect(examined).toBeLessThan(200);
    expect((await query).length).toBe(25);
  });
});

function literal(v: unknown): string {
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return `'${v.replaceAll("'", "''")}'`;
  throw new Error(`unexpected parameter ${String(v)}`);
}
