import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A creator's display name, the one rule every answer, email, notice, CSV and draft order uses: her
 * nombre and apellidos, each trimmed, joined by one space, the empty ones left out ('' when both are).
 * Written twice, once for code and once for SQL, and display-name.test.ts holds them equal on the
 * database itself.
 */
export function nombreCompleto(nombre: string | null | undefined, apellidos: string | null | undefined): string {
  return [nombre, apellidos]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

type Part = AnyColumn | SQL;

/** nombreCompleto in SQL, for queries that build the name in the database (raw queries pass sql`cr.nombre`). */
export function nombreCompletoSql(nombre: Part, apellidos: Part): SQL<string> {
  return sql<string>`concat_ws(' ', nullif(trim(${nombre}), ''), nullif(trim(${apellidos}), ''))`;
}
