import { and, asc, count, desc, eq, inArray, isNotNull, isNull, not, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { INACTIVE_ESTADOS } from '../../../shared/domain/estado';
import type { EntregaEstado, FeedbackStatus } from '../../../shared/domain/options';
import type { ColaboradorasQuery } from '../../../shared/schemas/colaboradoras';
import type { Db, Tx } from '../../db/client';
import { colaboraciones, colaboracionEventos, colaboradoras, entregas, problemas, profiles, userRoles } from '../../db/schema';
import { matchesAllTerms, searchTerms } from '../../domain/search';
import { sinEntregarCondicion } from '../../domain/sin-entregar';

type Queryable = Db | Tx;

/**
 * The content count of a card: her delivered files (entregas rows, photos and videos, in any of her
 * collaborations) that staff rated Excelente or Bueno — the staff Dashboard's "approved content" rule.
 * A file counts as rated once the review set its estado (aprobado or pendiente, spec §4): a new upload
 * is enviado and carries the spec's default 'bueno', which nobody chose, so it is not content yet.
 */
export const CALIFICADA_ESTADOS = ['aprobado', 'pendiente'] as const satisfies readonly EntregaEstado[];
export const CONTENIDO_FEEDBACK = ['excelente', 'bueno'] as const satisfies readonly FeedbackStatus[];
const calificada = inArray(entregas.estado, [...CALIFICADA_ESTADOS]);
const esContenido = and(calificada, inArray(entregas.feedbackStatus, [...CONTENIDO_FEEDBACK]));

/** Her current collaboration: the partial unique index allows at most one, so the join adds no rows. */
const activa = alias(colaboraciones, 'activa');
const activaJoin = and(eq(activa.colaboradoraId, colaboradoras.id), notInArray(activa.estado, [...INACTIVE_ESTADOS]));

/** Creators are people whose role is colaboradora; a row left from an earlier role is not one. */
const isCreator = and(eq(userRoles.userId, colaboradoras.userId), eq(userRoles.role, 'colaboradora'));

/** The list's filters without paging or order (the export takes these). */
export type ColaboradorasFilter = Omit<ColaboradorasQuery, 'page' | 'pageSize' | 'orden'>;

// '@' || handle: searching '@ana' finds the handle 'ana' (stored without '@'), and so does 'ana'.
const searchColumns: SQL[] = [
  sql`${colaboradoras.nombre}`,
  sql`${colaboradoras.apellidos}`,
  sql`${colaboradoras.ciudad}`,
  sql`'@' || ${colaboradoras.instagram}`,
];

function filters(query: ColaboradorasFilter): SQL | undefined {
  return and(
    matchesAllTerms(searchColumns, searchTerms(query.q)),
    query.estado ? eq(colaboradoras.estado, query.estado) : undefined,
    query.equipo ? eq(colaboradoras.equipo, query.equipo) : undefined,
    query.activa === 'si' ? isNotNull(activa.id) : query.activa === 'no' ? isNull(activa.id) : undefined,
    query.sinEntregar === 'si' ? sinEntregarCondicion(sql`"activa"."id"`, sql`"activa"."estado"`) : undefined,
  );
}

const cardColumns = {
  id: colaboradoras.id,
  nombre: colaboradoras.nombre,
  apellidos: colaboradoras.apellidos,
  email: profiles.email,
  avatarUrl: colaboradoras.avatarUrl,
  ciudad: colaboradoras.ciudad,
  estado: colaboradoras.estado,
  instagram: colaboradoras.instagram,
  equipo: colaboradoras.equipo,
  activaId: activa.id,
  activaTitulo: activa.titulo,
  activaEstado: activa.estado,
};

const byName = [asc(sql`lower(${colaboradoras.nombre})`), asc(sql`lower(coalesce(${colaboradoras.apellidos}, ''))`), asc(colaboradoras.id)];

/**
 * One page of creators in name order, with the number that match (count(*) over () — one scan, no
 * second query) and her active collaboration. The delivery figures come in one grouped query after it.
 */
export async function listColaboradoraRows(db: Queryable, query: ColaboradorasQuery, ids?: string[]) {
  const base = db
    .select({ ...cardColumns, total: sql<number>`(count(*) over ())::int` })
    .from(colaboradoras)
    .innerJoin(userRoles, isCreator)
    .innerJoin(profiles, eq(profiles.id, colaboradoras.userId))
    .leftJoin(activa, activaJoin);
  // A page chosen by score: exactly these rows (the caller puts them in score order).
  if (ids) return ids.length === 0 ? [] : base.where(inArray(colaboradoras.id, ids)).orderBy(...byName);
  return base
    .where(filters(query))
    .orderBy(...byName)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

/** Every matching creator's id, in name order: the score order is made from these (at most the creators). */
export async function listColaboradoraIds(db: Queryable, query: ColaboradorasFilter): Promise<string[]> {
  const rows = await db
    .select({ id: colaboradoras.id })
    .from(colaboradoras)
    .innerJoin(userRoles, isCreator)
    .leftJoin(activa, activaJoin)
    .where(filters(query))
    .orderBy(...byName);
  return rows.map((r) => r.id);
}

/**
 * Keyset pages of the export (issue 20 item 4): the list's filters and name order, `after` the last row's
 * sort key, with her email.
 */
export async function exportColaboradoraRows(db: Queryable, query: ColaboradorasFilter, after: ColaboradoraCursor | null, limit: number) {
  return db
    .select({ ...cardColumns, k1: sql<string>`lower(${colaboradoras.nombre})`, k2: sql<string>`lower(coalesce(${colaboradoras.apellidos}, ''))`, createdAt: colaboradoras.createdAt })
    .from(colaboradoras)
    .innerJoin(userRoles, isCreator)
    .innerJoin(profiles, eq(profiles.id, colaboradoras.userId))
    .leftJoin(activa, activaJoin)
    .where(
      and(
        filters(query),
        after
          ? sql`(lower(${colaboradoras.nombre}), lower(coalesce(${colaboradoras.apellidos}, '')), ${colaboradoras.id}) > (${after.k1}, ${after.k2}, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(...byName)
    .limit(limit);
}
export interface ColaboradoraCursor {
  k1: string;
  k2: string;
  id: string;
}

/** How many creators match, for a page past the end (which has no row to carry the window count). */
export async function countColaboradoras(db: Queryable, query: ColaboradorasQuery): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(colaboradoras)
    .innerJoin(userRoles, isCreator)
    .leftJoin(activa, activaJoin)
    .where(filters(query));
  return Number(row?.n ?? 0);
}

export interface DeliveryFigures {
  entregas: number;
  contenido: number;
}

/** Deliveries and content of the given creators, in one grouped query (never one per card). */
export async function deliveryFiguresOf(db: Queryable, colaboradoraIds: string[]): Promise<Map<string, DeliveryFigures>> {
  if (colaboradoraIds.length === 0) return new Map();
  const rows = await db
    .select({
      colaboradoraId: colaboraciones.colaboradoraId,
      entregas: sql<number>`count(*)::int`,
      contenido: sql<number>`(count(*) filter (where ${esContenido}))::int`,
    })
    .from(entregas)
    .innerJoin(colaboraciones, eq(colaboraciones.id, entregas.colaboracionId))
    .where(inArray(colaboraciones.colaboradoraId, colaboradoraIds))
    .groupBy(colaboraciones.colaboradoraId);
  return new Map(rows.map((r) => [r.colaboradoraId!, { entregas: Number(r.entregas), contenido: Number(r.contenido) }]));
}

/**
 * Problems each creator reported with a parcel (issue 29), all time: one grouped query over the given ids,
 * or over every creator with one (the list's order by problems). Creators without any are absent.
 */
export async function problemasDe(db: Queryable, colaboradoraIds?: string[]): Promise<Map<string, number>> {
  if (colaboradoraIds?.length === 0) return new Map();
  const rows = await db
    .select({ colaboradoraId: colaboraciones.colaboradoraId, n: sql<number>`count(*)::int` })
    .from(problemas)
    .innerJoin(colaboraciones, eq(colaboraciones.id, problemas.colaboracionId))
    .where(colaboradoraIds ? inArray(colaboraciones.colaboradoraId, colaboradoraIds) : isNotNull(colaboraciones.colaboradoraId))
    .groupBy(colaboraciones.colaboradoraId);
  return new Map(rows.map((r) => [r.colaboradoraId!, Number(r.n)]));
}

/** Her profile (only while she is a creator), with her email and active collaboration. */
export async function findColaboradoraRow(db: Queryable, id: string) {
  const [row] = await db
    .select({
      ...cardColumns,
      edad: colaboradoras.edad,
      categoria: colaboradoras.categoria,
      bio: colaboradoras.bio,
      talla: colaboradoras.talla,
      cintura: colaboradoras.cintura,
      cadera: colaboradoras.cadera,
      createdAt: colaboradoras.createdAt,
    })
    .from(colaboradoras)
    .innerJoin(userRoles, isCreator)
    .innerJoin(profiles, eq(profiles.id, colaboradoras.userId))
    .leftJoin(activa, activaJoin)
    .where(eq(colaboradoras.id, id));
  return row;
}

/** When she asked for it: the latest move into confirmacion (created_at when none is recorded). */
const solicitadaEl = sql<Date>`coalesce((
  SELECT max(${colaboracionEventos.createdAt}) FROM ${colaboracionEventos}
  WHERE ${colaboracionEventos.colaboracionId} = ${colaboraciones.id} AND ${colaboracionEventos.toEstado} = 'confirmacion'
), ${colaboraciones.createdAt})`;

const countWhere = (condition: SQL | undefined) => sql<number>`(count(${entregas.id}) filter (where ${condition}))::int`;

/** Her collaborations, newest request first, each with its delivery counts per type and rating (rated ones only). */
export async function listColaboracionesOf(db: Queryable, colaboradoraId: string) {
  return db
    .select({
      id: colaboraciones.id,
      titulo: colaboraciones.titulo,
      nombreVisualizacion: colaboraciones.nombreVisualizacion,
      estado: colaboraciones.estado,
      talla: colaboraciones.talla,
      marca: colaboraciones.marca,
      imagen: colaboraciones.imagen,
      solicitadaEl: solicitadaEl.mapWith((v: string | Date) => new Date(v)),
      actualizadaEl: colaboraciones.updatedAt,
      fechaInicio: colaboraciones.fechaInicio,
      fechaFin: colaboraciones.fechaFin,
      total: sql<number>`count(${entregas.id})::int`,
      imagenes: countWhere(eq(entregas.tipoContenido, 'imagen')),
      videos: countWhere(eq(entregas.tipoContenido, 'video')),
      sinCalificar: countWhere(not(calificada)),
      excelente: countWhere(and(calificada, eq(entregas.feedbackStatus, 'excelente'))),
      bueno: countWhere(and(calificada, eq(entregas.feedbackStatus, 'bueno'))),
      descartado: countWhere(and(calificada, eq(entregas.feedbackStatus, 'descartado'))),
    })
    .from(colaboraciones)
    .leftJoin(entregas, eq(entregas.colaboracionId, colaboraciones.id))
    .where(eq(colaboraciones.colaboradoraId, colaboradoraId))
    .groupBy(colaboraciones.id)
    .orderBy(desc(solicitadaEl), desc(colaboraciones.id))
    .limit(500);
}
