import { count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { EntregaEstado, FeedbackStatus } from '../../../shared/domain/options';
import type { FeedbackCounts } from '../../../shared/schemas/revision';
import type { Db } from '../../db/client';
import { colaboraciones, colaboradoras, entregas } from '../../db/schema';

/** Sets the review of one entrega in one UPDATE; the updated row, or undefined when the id is unknown. */
export async function updateFeedback(
  db: Db,
  id: string,
  values: { feedbackStatus: FeedbackStatus; feedbackComentario: string | null; estado: EntregaEstado },
) {
  const [row] = await db.update(entregas).set(values).where(eq(entregas.id, id)).returning();
  return row;
}

/**
 * The review covers collaborations that have a creator (spec §2 deliveries review): the inner join on
 * colaboradoras is that condition, and gives her name (her profile's nombre and apellidos).
 */
const cardColumns = {
  id: colaboraciones.id,
  nombre: sql<string>`coalesce(${colaboraciones.nombreVisualizacion}, ${colaboraciones.titulo})`,
  estado: colaboraciones.estado,
  imagen: colaboraciones.imagen,
  createdAt: colaboraciones.createdAt,
  colaboradoraId: colaboradoras.id,
  colaboradoraUserId: colaboradoras.userId,
  colaboradoraNombre: sql<string>`trim(${colaboradoras.nombre} || coalesce(' ' || nullif(trim(${colaboradoras.apellidos}), ''), ''))`,
};

export type RevisionCardRow = Awaited<ReturnType<typeof listAssigned>>[number];

/** One page of the grid, newest first (colaboraciones_created_at_idx). */
export async function listAssigned(db: Db, page: { limit: number; offset: number }) {
  return db
    .select(cardColumns)
    .from(colaboraciones)
    .innerJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId))
    .orderBy(desc(colaboraciones.createdAt), desc(colaboraciones.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAssigned(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(colaboraciones).where(isNotNull(colaboraciones.colaboradoraId));
  return Number(row?.n ?? 0);
}

/** One collaboration of the review (it has a creator), or undefined. */
export async function findAssigned(db: Db, id: string) {
  const [row] = await db
    .select(cardColumns)
    .from(colaboraciones)
    .innerJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId))
    .where(eq(colaboraciones.id, id));
  return row;
}

export const EMPTY_COUNTS: FeedbackCounts = { total: 0, excelente: 0, bueno: 0, descartado: 0 };

const countOf = (status: FeedbackStatus) => sql<number>`(count(*) filter (where ${entregas.feedbackStatus} = ${status}))::int`;

/** The counters of several collaborations in one grouped query (entregas_colaboracion_idx). */
export async function feedbackCountsOf(db: Db, colaboracionIds: readonly string[]): Promise<Map<string, FeedbackCounts>> {
  if (colaboracionIds.length === 0) return new Map();
  const rows = await db
    .select({
      colaboracionId: entregas.colaboracionId,
      total: sql<number>`count(*)::int`,
      excelente: countOf('excelente'),
      bueno: countOf('bueno'),
      descartado: countOf('descartado'),
    })
    .from(entregas)
    .where(inArray(entregas.colaboracionId, [...colaboracionIds]))
    .groupBy(entregas.colaboracionId);
  return new Map(
    rows.map((r) => [
      r.colaboracionId,
      { total: Number(r.total), excelente: Number(r.excelente), bueno: Number(r.bueno), descartado: Number(r.descartado) },
    ]),
  );
}

/** Every photo and video of one collaboration, newest first. */
export async function listEntregasOf(db: Db, colaboracionId: string) {
  return db
    .select()
    .from(entregas)
    .where(eq(entregas.colaboracionId, colaboracionId))
    .orderBy(desc(entregas.createdAt), desc(entregas.id));
}
