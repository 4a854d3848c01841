import { count, eq, inArray, sql } from 'drizzle-orm';
import { ENTREGADAS_ESTADOS, PENDIENTES_COUNT_ESTADOS } from '../../../shared/domain/estado';
import type { Db } from '../../db/client';
import { colaboraciones, colaboradoras } from '../../db/schema';
import { isAvailable } from '../../domain/availability';

/** Her creator row and her two counts in one query, scoped to her own collaborations. */
export async function creatorSummary(db: Db, userId: string) {
  const [row] = await db
    .select({
      colaboradora: colaboradoras,
      pendientes: sql<number>`count(*) FILTER (WHERE ${inArray(colaboraciones.estado, [...PENDIENTES_COUNT_ESTADOS])})`.mapWith(Number),
      entregadas: sql<number>`count(*) FILTER (WHERE ${inArray(colaboraciones.estado, [...ENTREGADAS_ESTADOS])})`.mapWith(Number),
    })
    .from(colaboradoras)
    .leftJoin(colaboraciones, eq(colaboraciones.colaboradoraId, colaboradoras.id))
    .where(eq(colaboradoras.userId, userId))
    .groupBy(colaboradoras.id);
  return row;
}

export async function countAvailable(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(colaboraciones).where(isAvailable);
  return row?.n ?? 0;
}
