import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Estado } from '../../../shared/domain/estado';
import type { EntregaEstado, FeedbackStatus } from '../../../shared/domain/options';
import type { Db, Tx } from '../../db/client';
import { colaboraciones, colaboradoras, entregaCalificaciones, entregas } from '../../db/schema';
import type { Actor } from '../../http/env';
import { nombreCompletoSql } from '../../domain/nombre';

/**
 * Sets the review of one entrega (the updated row, or undefined when the id is unknown) and, when the rating or its comment changed (or it had none: still 'enviado'), appends
 * the history row in the same transaction. The row is locked first, so two raters in a race write two
 * rows in the order they committed, each against what the other left.
 */
export async function updateFeedback(
  tx: Tx,
  id: string,
  values: { feedbackStatus: FeedbackStatus; feedbackComentario: string | null; estado: EntregaEstado },
  actor: { userId: string; role: NonNullable<Actor['role']> },
) {
  const [before] = await tx
    .select({ estado: entregas.estado, feedbackStatus: entregas.feedbackStatus, feedbackComentario: entregas.feedbackComentario })
    .from(entregas)
    .where(eq(entregas.id, id))
    .for('update');
  if (!before) return undefined;
  const [row] = await tx.update(entregas).set(values).where(eq(entregas.id, id)).returning();
  const changed =
    before.estado === 'enviado' || before.feedbackStatus !== values.feedbackStatus || (before.feedbackComentario ?? null) !== values.feedbackComentario;
  if (changed) {
    await tx.insert(entregaCalificaciones).values({
      entregaId: id,
      feedbackStatus: values.feedbackStatus,
      feedbackComentario: values.feedbackComentario,
      actorId: actor.userId,
      actorRole: actor.role,
    });
  }
  return row;
}

/**
 * The review covers collaborations that have a creator (spec §2 deliveries review): the inner join on
 * colaboradoras is that condition, and gives her name (her profile's nombre and apellidos).
 */
const nombre = sql<string>`coalesce(${colaboraciones.nombreVisualizacion}, ${colaboraciones.titulo})`;
const colaboradoraNombre = nombreCompletoSql(colaboradoras.nombre, colaboradoras.apellidos);

const cardColumns = {
  id: colaboraciones.id,
  nombre,
  estado: colaboraciones.estado,
  imagen: colaboraciones.imagen,
  createdAt: colaboraciones.createdAt,
  colaboradoraId: colaboradoras.id,
  colaboradoraUserId: colaboradoras.userId,
  colaboradoraNombre,
};

// A delivery still 'enviado' carries the stored default 'bueno' that nobody chose: it counts as Sin
// revisar, never under a rating (decision 040, src/shared/domain/calificacion.ts).
const countOf = (status: FeedbackStatus) =>
  sql<number>`(count(*) filter (where ${entregas.feedbackStatus} = ${status} and ${entregas.estado} <> 'enviado'))::int`;
const countSinRevisar = sql<number>`(count(*) filter (where ${entregas.estado} = 'enviado'))::int`;

/**
 * One page of the grid, newest first (colaboraciones_created_at_idx), with every card's counters and
 * the number of cards in all, in one statement: the page is cut first, then each of its rows counts
 * its own deliveries (LATERAL over entregas_colaboracion_idx), so the counting never touches
 * collaborations off the page. `gridTotal` is on every row; an empty page needs countAssigned.
 */
export async function listAssignedPage(db: Db, page: { limit: number; offset: number; estado?: Estado | undefined }) {
  const cards = db
    .select({
      id: colaboraciones.id,
      nombre: nombre.as('nombre'),
      estado: colaboraciones.estado,
      imagen: colaboraciones.imagen,
      createdAt: colaboraciones.createdAt,
      colaboradoraId: sql<string>`${colaboradoras.id}`.as('colaboradora_ref'),
      colaboradoraUserId: colaboradoras.userId,
      colaboradoraNombre: colaboradoraNombre.as('colaboradora_nombre'),
      gridTotal: sql<number>`count(*) over ()`.as('grid_total'),
    })
    .from(colaboraciones)
    .innerJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId))
    .where(page.estado ? eq(colaboraciones.estado, page.estado) : undefined)
    .orderBy(desc(colaboraciones.createdAt), desc(colaboraciones.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('cards');
  const counts = db
    .select({
      total: sql<number>`count(*)::int`.as('n_total'),
      excelente: countOf('excelente').as('n_excelente'),
      bueno: countOf('bueno').as('n_bueno'),
      descartado: countOf('descartado').as('n_descartado'),
      sinRevisar: countSinRevisar.as('n_sin_revisar'),
    })
    .from(entregas)
    .where(eq(entregas.colaboracionId, cards.id))
    .as('counts');
  const rows = await db
    .select({
      id: cards.id,
      nombre: cards.nombre,
      estado: cards.estado,
      imagen: cards.imagen,
      createdAt: cards.createdAt,
      colaboradoraId: cards.colaboradoraId,
      colaboradoraUserId: cards.colaboradoraUserId,
      colaboradoraNombre: cards.colaboradoraNombre,
      gridTotal: cards.gridTotal,
      total: counts.total,
      excelente: counts.excelente,
      bueno: counts.bueno,
      descartado: counts.descartado,
      sinRevisar: counts.sinRevisar,
    })
    .from(cards)
    .leftJoinLateral(counts, sql`true`)
    .orderBy(desc(cards.createdAt), desc(cards.id));
  return rows.map(({ gridTotal, total, excelente, bueno, descartado, sinRevisar, ...card }) => ({
    card,
    gridTotal: Number(gridTotal),
    counts: {
      total: Number(total ?? 0),
      sin_revisar: Number(sinRevisar ?? 0),
      excelente: Number(excelente ?? 0),
      bueno: Number(bueno ?? 0),
      descartado: Number(descartado ?? 0),
    },
  }));
}

export type RevisionCardRow = NonNullable<Awaited<ReturnType<typeof findAssigned>>>;

export async function countAssigned(db: Db, estado?: Estado): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(colaboraciones)
    .where(and(isNotNull(colaboraciones.colaboradoraId), estado ? eq(colaboraciones.estado, estado) : undefined));
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

/** Every photo and video of one collaboration, newest first. */
export async function listEntregasOf(db: Db, colaboracionId: string) {
  return db
    .select()
    .from(entregas)
    .where(eq(entregas.colaboracionId, colaboracionId))
    .orderBy(desc(entregas.createdAt), desc(entregas.id));
}
