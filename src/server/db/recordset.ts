import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

const NAME = /^[a-z_][a-z0-9_]*$/;
const TYPE = /^[a-z][a-z0-9_ ]*(\(\d+(, ?\d+)?\))?(\[\])?$/;

/**
 * Many rows as ONE parameter: `jsonb_to_recordset($1::jsonb) AS <alias>(col type, …)`, to select from
 * in a batch INSERT or UPDATE. Drizzle's multi-row `.values()` builds one placeholder per cell: a
 * 200-row upsert of 17 columns took ~9 ms of synchronous JavaScript to build, during which every request
 * of the process waited (issue 19's bench). JSON.stringify of the same rows takes ~0.25 ms, and the SQL
 * text is the same for every batch. Rows are matched to columns by key, so their keys are the column names.
 * Names and types are code, never input: they are checked against a strict pattern all the same.
 */
export function recordset(rows: readonly Record<string, unknown>[], columns: Readonly<Record<string, string>>, alias = 'v'): SQL {
  const defs = Object.entries(columns).map(([name, type]) => {
    if (!NAME.test(name) || !TYPE.test(type)) throw new Error(`recordset: bad column ${name} ${type}`);
    return `${name} ${type}`;
  });
  if (!NAME.test(alias)) throw new Error(`recordset: bad alias ${alias}`);
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS ${sql.raw(alias)}(${sql.raw(defs.join(', '))})`;
}

/** The column list of a recordset, for `INSERT INTO t (…) SELECT … FROM recordset(…)`. */
export const columnList = (columns: Readonly<Record<string, string>>): SQL => sql.raw(Object.keys(columns).join(', '));

/**
 * `column = ANY($1::text[])`: a list of ids as ONE array parameter. Drizzle's inArray makes a placeholder
 * per value (and the SQL text changes with the list's length).
 */
export const inTextList = (column: SQLWrapper, values: readonly string[]): SQL => sql`${column} = ANY(${sql.param(values)}::text[])`;
