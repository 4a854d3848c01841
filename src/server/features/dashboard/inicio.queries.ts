import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { ENTREGADAS_ESTADOS, PENDIENTES_COUNT_ESTADOS } from '../../../shared/domain/estado';
import type { Db } from '../../db/client';
import { colaboraciones, colaboradoras, ventasCodigos } from '../../db/schema';
import { leerPrograma } from '../../ventas/programa';
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

/** Whether the sales program is on and she has a current code (any state her Inicio explains). */
export async function hasSalesCode(db: Db, colaboradoraId: string): Promise<boolean> {
  const programa = await leerPrograma(db);
  if (!programa.activo) return false;
  const rows = await db
    .select({ id: ventasCodigos.id })
    .from(ventasCodigos)
    .where(and(eq(ventasCodigos.colaboradoraId, colaboradoraId), notInArray(ventasCodigos.estado, ['reemplazado', 'error'])))
    .limit(1);
  return rows.length > 0;
}
