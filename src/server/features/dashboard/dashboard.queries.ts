import { and, countDistinct, desc, eq, inArray, isNotNull, not, sql } from 'drizzle-orm';
import {
  APROBADO_FEEDBACKS,
  DASHBOARD_PENDIENTES_ESTADOS,
  ENTREGA_REVISADA_ESTADOS,
  PUBLICATION_WINDOW_DAYS,
  RECIENTES_LIMIT,
  TOP_LIMIT,
  VENCIDAS_LIMIT,
} from '../../../shared/schemas/dashboard';
import type { Db } from '../../db/client';
import { isActiveCollaboration } from '../../domain/availability';
import { publicada } from '../../domain/publicacion';
import { colaboraciones, colaboradoras, entregas } from '../../db/schema';

/** A raw timestamp from a subquery: drivers give a Date or a string. */
export type RawTimestamp = Date | string;

const revisada = inArray(entregas.estado, [...ENTREGA_REVISADA_ESTADOS]);
const aprobada = and(revisada, inArray(entregas.feedbackStatus, [...APROBADO_FEEDBACKS]));
const excelente = and(revisada, eq(entregas.feedbackStatus, 'excelente'));

/** The four figures in one statement: delivery aggregates over entregas, the two collaboration counts as subqueries. */
export async function dashboardStats(db: Db) {
  const activas = db
    .select({ n: countDistinct(colaboraciones.colaboradoraId) })
    .from(colaboraciones)
    .where(and(isNotNull(colaboraciones.colaboradoraId), isActiveCollaboration));
  const pendientes = db
    .select({ n: sql<number>`count(*)` })
    .from(colaboraciones)
    .where(inArray(colaboraciones.estado, [...DASHBOARD_PENDIENTES_ESTADOS]));
  const [row] = await db
    .select({
      colaboradorasActivas: sql<number>`(${activas})`.mapWith(Number),
      entregasPendientes: sql<number>`(${pendientes})`.mapWith(Number),
      entregasCalificadas: sql<number>`count(*) FILTER (WHERE ${revisada})`.mapWith(Number),
      contenidoAprobado: sql<number>`count(*) FILTER (WHERE ${aprobada})`.mapWith(Number),
      entregasExcelentes: sql<number>`count(*) FILTER (WHERE ${excelente})`.mapWith(Number),
    })
    .from(entregas);
  return row!;
}

const nombreColaboracion = sql<string>`coalesce(${colaboraciones.nombreVisualizacion}, ${colaboraciones.titulo})`;

/** The newest deliveries with their collaboration and creator. */
export async function recentEntregas(db: Db) {
  return db
    .select({
      entrega: entregas,
      colaboracion: { id: colaboraciones.id, nombre: nombreColaboracion },
      colaboradora: { id: colaboradoras.id, nombre: colaboradoras.nombre, apellidos: colaboradoras.apellidos },
    })
    .from(entregas)
    .innerJoin(colaboraciones, eq(colaboraciones.id, entregas.colaboracionId))
    .leftJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId))
    .orderBy(desc(entregas.createdAt), desc(entregas.id))
    .limit(RECIENTES_LIMIT);
}

/** Creators by approved deliveries (rated Excelente or Bueno), most first; ties by Excelente, then name. */
export async function topColaboradoras(db: Db) {
  const aprobadas = sql<number>`count(*)`.mapWith(Number);
  return db
    .select({
      id: colaboradoras.id,
      nombre: colaboradoras.nombre,
      apellidos: colaboradoras.apellidos,
      aprobadas,
      excelentes: sql<number>`count(*) FILTER (WHERE ${entregas.feedbackStatus} = 'excelente')`.mapWith(Number),
    })
    .from(entregas)
    .innerJoin(colaboraciones, eq(colaboraciones.id, entregas.colaboracionId))
    .innerJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId))
    .where(aprobada)
    .groupBy(colaboradoras.id)
    .orderBy(desc(aprobadas), desc(sql`count(*) FILTER (WHERE ${entregas.feedbackStatus} = 'excelente')`), colaboradoras.nombre, colaboradoras.id)
    .limit(TOP_LIMIT);
}

/**
 * Collaborations in produccion whose publication window has passed: received (the latest logistica →
 * produccion in the history, as the creator's own detail page counts it) + 7 days < now. Only
 * produccion rows are looked at (estado index), each with one lookup in its own history (event index);
 * the total comes with every row (count over the window), so one statement answers both. A
 * collaboration with a post link met the rule (decision 047) and is not overdue.
 */
export async function vencidas(db: Db) {
  const recibidoAt = sql<RawTimestamp>`(SELECT max(ev.created_at) FROM colaboracion_eventos ev WHERE ev.colaboracion_id = ${colaboraciones.id} AND ev.from_estado = 'logistica' AND ev.to_estado = 'produccion')`;
  const venceAt = sql<RawTimestamp>`(${recibidoAt} + make_interval(days => ${PUBLICATION_WINDOW_DAYS}))`;
  return db
    .select({
      id: colaboraciones.id,
      nombre: nombreColaboracion,
      estado: colaboraciones.estado,
      colaboradora: { id: colaboradoras.id, nombre: colaboradoras.nombre, apellidos: colaboradoras.apellidos },
      recibidoAt,
      venceAt,
      diasVencida: sql<number>`greatest(1, floor(extract(epoch from (now() - ${venceAt})) / 86400))`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(colaboraciones)
    .leftJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId))
    .where(and(eq(colaboraciones.estado, 'produccion'), sql`${venceAt} < now()`, not(publicada)))
    .orderBy(sql`${venceAt}`, colaboraciones.id)
    .limit(VENCIDAS_LIMIT);
}
