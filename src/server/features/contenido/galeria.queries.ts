import { and, desc, eq, gte, inArray, isNotNull, lt, not, sql, type SQL } from 'drizzle-orm';
import { ENTREGA_REVISADA_ESTADOS } from '../../../shared/schemas/dashboard';
import { GALERIA_PAGE_SIZE, type GaleriaFeedback, type GaleriaTipo } from '../../../shared/schemas/galeria';
import type { Canal } from '../../../shared/schemas/derechos';
import type { Db } from '../../db/client';
import { derechosDe } from '../../derechos/terminos';
import { anuncioCondition, anunciosVigentesDe } from '../../derechos/anuncios';
import type { AnuncioFiltro } from '../../../shared/schemas/anuncios';
import { colaboraciones, colaboradoras, entregas } from '../../db/schema';
import { nombreCompletoSql } from '../../domain/nombre';

const revisada = inArray(entregas.estado, [...ENTREGA_REVISADA_ESTADOS]);

/** The rating filter: a feedback staff gave (so only rated files), or not rated yet. */
export function feedbackCondition(feedback: GaleriaFeedback | undefined): SQL | undefined {
  if (!feedback) return undefined;
  if (feedback === 'sin_revisar') return not(revisada);
  return and(revisada, eq(entregas.feedbackStatus, feedback));
}

const tipoCondition = (tipo: GaleriaTipo) => (tipo === 'todos' ? undefined : eq(entregas.tipoContenido, tipo));

/**
 * Files whose newest accepted usage terms allow `uso` today (issue 18). The outer column is spelled out:
 * drizzle drops table names in one-table selects (countGaleria), and unqualified it would name the
 * subquery's own column.
 */
export function usoCondition(uso: Canal | undefined): SQL | undefined {
  if (!uso) return undefined;
  return sql`EXISTS (SELECT 1 FROM (
      SELECT t.canales, t.duracion_meses, a.aceptado_at FROM aceptaciones_terminos a JOIN terminos_uso t ON t.version = a.version
      WHERE a.colaboracion_id = entregas.colaboracion_id ORDER BY a.version DESC LIMIT 1) d
    WHERE ${uso} = ANY(d.canales) AND (d.duracion_meses IS NULL OR d.aceptado_at + make_interval(months => d.duracion_meses) > now()))`;
}

/** One page of delivered files, newest first, with collaboration and creator. */
export async function listGaleria(db: Db, { tipo, feedback, uso, anuncio, page }: { tipo: GaleriaTipo; feedback?: GaleriaFeedback; uso?: Canal; anuncio?: AnuncioFiltro; page: number }) {
  return db
    .select({
      entrega: entregas,
      colaboracion: {
        id: colaboraciones.id,
        nombre: sql<string>`coalesce(${colaboraciones.nombreVisualizacion}, ${colaboraciones.titulo})`,
        estado: colaboraciones.estado,
      },
      colaboradora: { id: colaboradoras.id, nombre: colaboradoras.nombre, apellidos: colaboradoras.apellidos },
      derechos: derechosDe(sql.raw('entregas.colaboracion_id')),
      anuncios: anunciosVigentesDe(sql.raw('entregas.colaboracion_id')),
    })
    .from(entregas)
    .innerJoin(colaboraciones, eq(colaboraciones.id, entregas.colaboracionId))
    .leftJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId))
    .where(and(tipoCondition(tipo), feedbackCondition(feedback), usoCondition(uso), anuncioCondition(anuncio)))
    .orderBy(desc(entregas.createdAt), desc(entregas.id))
    .limit(GALERIA_PAGE_SIZE)
    .offset((page - 1) * GALERIA_PAGE_SIZE);
}

/** How many files each type chip holds under the rating filter, in one statement. */
export async function countGaleria(db: Db, feedback: GaleriaFeedback | undefined, uso?: Canal, anuncio?: AnuncioFiltro) {
  const [row] = await db
    .select({
      todos: sql<number>`count(*)`.mapWith(Number),
      imagen: sql<number>`count(*) FILTER (WHERE ${entregas.tipoContenido} = 'imagen')`.mapWith(Number),
      video: sql<number>`count(*) FILTER (WHERE ${entregas.tipoContenido} = 'video')`.mapWith(Number),
    })
    .from(entregas)
    .where(and(feedbackCondition(feedback), usoCondition(uso), anuncioCondition(anuncio)));
  return row ?? { todos: 0, imagen: 0, video: 0 };
}

/** Every stored file under the filters (and the month's range), oldest first, with the names a ZIP needs. */
export async function listGaleriaArchivos(
  db: Db,
  { tipo, feedback, uso, anuncio, desde, hasta, limit }: { tipo: GaleriaTipo; feedback?: GaleriaFeedback; uso?: Canal; anuncio?: AnuncioFiltro; desde?: Date; hasta?: Date; limit: number },
) {
  return db
    .select({
      key: entregas.fileKey,
      createdAt: entregas.createdAt,
      producto: sql<string>`coalesce(${colaboraciones.nombreVisualizacion}, ${colaboraciones.titulo})`,
      creadora: nombreCompletoSql(colaboradoras.nombre, colaboradoras.apellidos),
    })
    .from(entregas)
    .innerJoin(colaboraciones, eq(colaboraciones.id, entregas.colaboracionId))
    .leftJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId))
    .where(
      and(
        isNotNull(entregas.fileKey),
        tipoCondition(tipo),
        feedbackCondition(feedback),
        usoCondition(uso),
        anuncioCondition(anuncio),
        desde ? gte(entregas.createdAt, desde) : undefined,
        hasta ? lt(entregas.createdAt, hasta) : undefined,
      ),
    )
    .orderBy(entregas.createdAt, entregas.id)
    .limit(limit);
}
