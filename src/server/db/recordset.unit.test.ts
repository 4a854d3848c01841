import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { columnList, inTextList, recordset } from './recordset';

const dialect = new PgDialect();

describe('recordset: a batch of rows as one JSON parameter', () => {
  it('sends every row in ONE parameter, whatever the batch size, with a fixed statement text', () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({ id: `v${i}`, cantidad: i, costo: '10.50' }));
    const cols = { id: 'text', cantidad: 'integer', costo: 'numeric(12,2)' };
    const q = dialect.sqlToQuery(sql`INSERT INTO t (${columnList(cols)}) SELECT ${columnList(cols)} FROM ${recordset(rows, cols)}`);
    expect(q.params).toHaveLength(1);
    expect(JSON.parse(q.params[0] as string)).toHaveLength(200);
    expect(q.sql).toBe('INSERT INTO t (id, cantidad, costo) SELECT id, cantidad, costo FROM jsonb_to_recordset($1::jsonb) AS v(id text, cantidad integer, costo numeric(12,2))');
    const small = dialect.sqlToQuery(sql`SELECT * FROM ${recordset(rows.slice(0, 3), cols)}`);
    const big = dialect.sqlToQuery(sql`SELECT * FROM ${recordset(rows, cols)}`);
    expect(small.sql).toBe(big.sql);
  });

  it('refuses a column name, type or alias that is not a plain identifier (they are written into the SQL)', () => {
    expect(() => recordset([], { 'id text); DROP TABLE t; --': 'text' })).toThrow(/bad column/);
    expect(() => recordset([], { id: 'text); DROP TABLE t; --' })).toThrow(/bad column/);
    expect(() => recordset([], { id: 'text' }, 'v; --')).toThrow(/bad alias/);
  });

  it('inTextList: a list of ids is one array parameter, the same text for any length', () => {
    const one = dialect.sqlToQuery(sql`SELECT 1 WHERE ${inTextList(sql.raw('id'), ['a'])}`);
    const many = dialect.sqlToQuery(sql`SELECT 1 WHERE ${inTextList(sql.raw('id'), ['a', 'b', 'c'])}`);
    expect(many.sql).toBe('SELECT 1 WHERE id = ANY($1::text[])');
    expect(one.sql).toBe(many.sql);
    expect(many.params).toEqual([['a', 'b', 'c']]);
  });
});
