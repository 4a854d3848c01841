import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { nombreCompleto, nombreCompletoSql } from './nombre';

/** Issue 26 item 4: one display-name rule, the same in code and in SQL (notices and the gallery disagreed). */
const CASES: [string | null, string | null, string][] = [
  ['Ana', 'López', 'Ana López'],
  ['  Ana ', '  López Ruiz  ', 'Ana López Ruiz'],
  ['Ana', null, 'Ana'],
  ['Ana', '', 'Ana'],
  ['Ana', '   ', 'Ana'],
  ['', 'López', 'López'],
  [null, null, ''],
  ['', '', ''],
  ['Ana María', 'Núñez 🌸', 'Ana María Núñez 🌸'],
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('nombreCompleto', () => {
  it('trims each part, joins with one space and leaves out the empty ones', () => {
    for (const [nombre, apellidos, expected] of CASES) expect(nombreCompleto(nombre, apellidos), `${nombre}|${apellidos}`).toBe(expected);
  });

  it('gives the same name in SQL as in code, for every case', async () => {
    for (const [nombre, apellidos, expected] of CASES) {
      const res = await ctx.db.execute(sql`SELECT ${nombreCompletoSql(sql`${nombre}::text`, sql`${apellidos}::text`)} AS n`);
      const { rows } = res as unknown as { rows: { n: string }[] };
      expect(rows[0]?.n, `${nombre}|${apellidos}`).toBe(expected);
    }
  });
});
