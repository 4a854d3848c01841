import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
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

export async function listAvailable(db: Db, userId: string, filters: { talla?: string; tipo?: string; q?: string }): Promise<DisponibleRow[]> {
  const conditions: (SQL | undefined)[] = [isAvailable];
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
  return db
    .select(withHerMeasures)
    .from(colaboraciones)
    .leftJoin(colaboradoras, herRow(userId))
    .where(and(...conditions))
    .orderBy(desc(colaboraciones.createdAt), asc(colaboraciones.id))
    .limit(500);
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
