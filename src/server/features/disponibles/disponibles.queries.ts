import { and, desc, eq, ilike, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DisponiblesQuery } from '../../../shared/schemas/disponibles';
import type { Db, Tx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { colaboraciones, colaboradoras } from '../../db/schema';
import { isActiveCollaboration, isAvailable } from '../../domain/availability';

const columns = {
  id: colaboraciones.id,
  titulo: colaboraciones.titulo,
  producto: colaboraciones.producto,
  nombreVisualizacion: colaboraciones.nombreVisualizacion,
  tipo: colaboraciones.tipo,
  color: colaboraciones.color,
  talla: colaboraciones.talla,
  marca: colaboraciones.marca,
  cintura: colaboraciones.cintura,
  cadera: colaboraciones.cadera,
  largo: colaboraciones.largo,
  imagen: colaboraciones.imagen,
};
/**
 * Her own cintura and cadera (Mi Perfil) beside every row, for the fit hint: a LEFT JOIN on her creator
 * row (one row at most, by the unique user_id), so list and detail stay one query each.
 */
const withHerMeasures = {
  ...columns,
  herCintura: colaboradoras.cintura,
  herCadera: colaboradoras.cadera,
};
const herRow = (userId: string) => eq(colaboradoras.userId, userId);

export type ItemRow = { [K in keyof typeof columns]: (typeof colaboraciones.$inferSelect)[K] };
export type DisponibleRow = ItemRow & {
  herCintura: number | null;
  herCadera: number | null;
};

/** The keyset of the list's order, as text with PostgreSQL's microseconds (a JS Date keeps only ms). */
const cursorOf = sql<string>`to_char(${colaboraciones.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z~"') || ${colaboraciones.id}`;

export interface AvailablePage {
  rows: ItemRow[];
  nextCursor: string | null;
}

const param = {
  talla: sql.placeholder('talla'),
  tipo: sql.placeholder('tipo'),
  like: sql.placeholder('like'),
  cursorAt: sql.placeholder('cursorAt'),
  cursorId: sql.placeholder('cursorId'),
  limit: sql.placeholder('limit'),
};
/** A filter that holds when its parameter is null, so one statement serves every combination of filters. */
const unlessNull = (value: SQLWrapper, condition: SQL | undefined) => sql`(${value}::text IS NULL OR ${condition})`;

/**
 * The list as a named prepared statement (one for the first page, one with a cursor; db/prepared.ts):
 * its SQL is built once, not on every request, and parsed once per connection. The same for every
 * creator (her measures are read apart), so one answer can serve them all (decision 026).
 */
function listStatement(db: Db, withCursor: boolean) {
  const conditions: (SQL | undefined)[] = [
    isAvailable,
    unlessNull(param.talla, eq(colaboraciones.talla, sql`${param.talla}::text`)),
    unlessNull(param.tipo, eq(colaboraciones.tipo, sql`${param.tipo}::text`)),
    unlessNull(
      param.like,
      or(
        ...[colaboraciones.titulo, colaboraciones.marca, colaboraciones.color, colaboraciones.tipo, colaboraciones.nombreVisualizacion].map((column) =>
          ilike(column, sql`${param.like}::text`),
        ),
      ),
    ),
  ];
  if (withCursor) conditions.push(sql`(${colaboraciones.createdAt}, ${colaboraciones.id}) < (${param.cursorAt}::timestamptz, ${param.cursorId}::uuid)`);
  return db
    .select({ ...columns, cursor: cursorOf })
    .from(colaboraciones)
    .where(and(...conditions))
    .orderBy(desc(colaboraciones.createdAt), desc(colaboraciones.id))
    .limit(param.limit)
    .prepare(withCursor ? 'disponibles_list_after' : 'disponibles_list');
}
const firstPage = preparedPerDatabase((db) => listStatement(db, false));
const nextPage = preparedPerDatabase((db) => listStatement(db, true));

/** One page, newest first; `cursor` is the previous page's nextCursor. */
export async function listAvailable(db: Db, filters: Omit<DisponiblesQuery, 'cursor'>, cursor: string | undefined, pageSize: number): Promise<AvailablePage> {
  const [cursorAt, cursorId] = cursor ? (cursor.split('~') as [string, string]) : [null, null];
  // One row past the page says whether another page follows.
  const found = await (cursor ? nextPage(db) : firstPage(db)).execute({
    talla: filters.talla || null,
    tipo: filters.tipo || null,
    like: filters.q ? `%${filters.q.replaceAll(/[\\%_]/g, (m) => `\\${m}`)}%` : null,
    cursorAt,
    cursorId,
    limit: pageSize + 1,
  });
  const page = found.slice(0, pageSize);
  return {
    rows: page.map(({ cursor: _, ...row }) => row),
    nextCursor: found.length > pageSize ? (page.at(-1)?.cursor ?? null) : null,
  };
}

const herMeasures = preparedPerDatabase((db) =>
  db
    .select({ cintura: colaboradoras.cintura, cadera: colaboradoras.cadera })
    .from(colaboradoras)
    .where(eq(colaboradoras.userId, sql`${sql.placeholder('userId')}::text`))
    .prepare('disponibles_her_measures'),
);

/** Her cintura and cadera from Mi Perfil, for the fit hint; nulls without a creator row or measures. */
export async function findHerMeasures(db: Db, userId: string): Promise<{ cintura: number | null; cadera: number | null }> {
  const [row] = await herMeasures(db).execute({ userId });
  return row ?? { cintura: null, cadera: null };
}

export async function findAvailable(db: Db, userId: string, id: string): Promise<DisponibleRow | undefined> {
  const [row] = await db
    .select(withHerMeasures)
    .from(colaboraciones)
    .leftJoin(colaboradoras, herRow(userId))
    .where(and(eq(colaboraciones.id, id), isAvailable));
  return row;
}

/** Her active collaboration other than `exceptId` (the one she is asking for again, on a double tap). */
export async function hasActiveCollaboration(db: Db | Tx, colaboradoraId: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: colaboraciones.id })
    .from(colaboraciones)
    .where(and(eq(colaboraciones.colaboradoraId, colaboradoraId), isActiveCollaboration, exceptId ? ne(colaboraciones.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}
