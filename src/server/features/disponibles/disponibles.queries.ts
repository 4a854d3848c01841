import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DisponiblesQuery } from '../../../shared/schemas/disponibles';
import type { Db, Tx } from '../../db/client';
import { colaboraciones, colaboradoras } from '../../db/schema';
import { isAvailable } from '../../domain/availability';

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

export type DisponibleRow = { [K in keyof typeof columns]: (typeof colaboraciones.$inferSelect)[K] } & {
  herCintura: number | null;
  herCadera: number | null;
};

/** The keyset of the list's order, as text with PostgreSQL's microseconds (a JS Date keeps only ms). */
const cursorOf = sql<string>`to_char(${colaboraciones.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z~"') || ${colaboraciones.id}`;

export interface AvailablePage {
  rows: DisponibleRow[];
  nextCursor: string | null;
}

/** One page, newest first; `cursor` is the previous page's nextCursor. */
export async function listAvailable(db: Db, userId: string, filters: Omit<DisponiblesQuery, 'cursor'>, cursor: string | undefined, pageSize: number): Promise<AvailablePage> {
  const conditions: (SQL | undefined)[] = [isAvailable];
  if (cursor) {
    const [at, id] = cursor.split('~') as [string, string];
    conditions.push(sql`(${colaboraciones.createdAt}, ${colaboraciones.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  if (filters.talla) conditions.push(eq(colaboraciones.talla, filters.talla));
  if (filters.tipo) conditions.push(eq(colaboraciones.tipo, filters.tipo));
  if (filters.q) {
    const like = `%${filters.q.replaceAll(/[\\%_]/g, (m) => `\\${m}`)}%`;
    conditions.push(
      or(
        ilike(colaboraciones.titulo, like),
        ilike(colaboraciones.marca, like),
        ilike(colaboraciones.color, like),
        ilike(colaboraciones.tipo, like),
        ilike(colaboraciones.nombreVisualizacion, like),
      ),
    );
  }
  // One row past the page says whether another page follows.
  const found = await db
    .select({ ...withHerMeasures, cursor: cursorOf })
    .from(colaboraciones)
    .leftJoin(colaboradoras, herRow(userId))
    .where(and(...conditions))
    .orderBy(desc(colaboraciones.createdAt), desc(colaboraciones.id))
    .limit(pageSize + 1);
  const page = found.slice(0, pageSize);
  return {
    rows: page.map(({ cursor: _, ...row }) => row),
    nextCursor: found.length > pageSize ? (page.at(-1)?.cursor ?? null) : null,
  };
}

export async function findAvailable(db: Db, userId: string, id: string): Promise<DisponibleRow | undefined> {
  const [row] = await db
    .select(withHerMeasures)
    .from(colaboraciones)
    .leftJoin(colaboradoras, herRow(userId))
    .where(and(eq(colaboraciones.id, id), isAvailable));
  return row;
}

/** The creator row of a signed-in user: her id in colaboraciones.colaboradora_id. */
export async function findCreatorId(db: Db | Tx, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: colaboradoras.id }).from(colaboradoras).where(eq(colaboradoras.userId, userId));
  return row?.id;
}

export async function hasActiveCollaboration(db: Db | Tx, colaboradoraId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: colaboraciones.id })
    .from(colaboraciones)
    .where(and(eq(colaboraciones.colaboradoraId, colaboradoraId), sql`${colaboraciones.estado} NOT IN ('entregado', 'cancelada')`))
    .limit(1);
  return row !== undefined;
}
