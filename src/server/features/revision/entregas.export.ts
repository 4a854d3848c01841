import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import { FEEDBACK_LABELS } from '../../../shared/domain/options';
import { entregasExportQuerySchema } from '../../../shared/schemas/exportar';
import { REVISION_FILTRO_LABELS } from '../../../shared/schemas/revision';
import type { Db } from '../../db/client';
import { colaboraciones, colaboradoras, entregas } from '../../db/schema';
import { estadoLabel, EXPORT_PAGE, namePart } from '../../http/csv-labels';
import { csvResponse, cursorText, keysetRows, mexicoCityDate, newestFirstAfter, type CsvColumn, type TimeCursor } from '../../http/csv-stream';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { svc, type ServiceContext } from '../../http/service-context';
import { nombreCompletoSql } from '../../domain/nombre';

type Query = z.infer<typeof entregasExportQuerySchema>;

/**
 * Entregas' files: every delivered photo and video of the collaborations the review's filter shows
 * (with a creator, by estado), newest first (entregas_created_idx), one keyset page.
 */
function entregasPage(db: Db, query: Query, after: TimeCursor | null, limit: number) {
  return db
    .select({
      id: entregas.id,
      createdAt: entregas.createdAt,
      tipo: entregas.tipoContenido,
      estado: entregas.estado,
      feedback: entregas.feedbackStatus,
      comentario: entregas.feedbackComentario,
      url: entregas.url,
      mimeType: entregas.mimeType,
      sizeBytes: entregas.sizeBytes,
      colaboracion: sql<string>`coalesce(nullif(trim(${colaboraciones.nombreVisualizacion}), ''), ${colaboraciones.titulo})`,
      colaboracionEstado: colaboraciones.estado,
      colaboradora: nombreCompletoSql(colaboradoras.nombre, colaboradoras.apellidos),
      instagram: colaboradoras.instagram,
      t: cursorText(entregas.createdAt),
    })
    .from(entregas)
    .innerJoin(colaboraciones, eq(colaboraciones.id, entregas.colaboracionId))
    .innerJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId))
    .where(and(query.estado === 'todas' ? undefined : eq(colaboraciones.estado, query.estado), newestFirstAfter(entregas.createdAt, entregas.id, after)))
    .orderBy(desc(entregas.createdAt), desc(entregas.id))
    .limit(limit);
}

type Row = Awaited<ReturnType<typeof entregasPage>>[number];
const revisada = (e: Row['estado']) => e === 'aprobado' || e === 'pendiente';
const columns: CsvColumn<Row>[] = [
  { header: 'Fecha', value: (r) => r.createdAt },
  { header: 'Colaboradora', value: (r) => r.colaboradora },
  { header: 'Instagram', value: (r) => r.instagram },
  { header: 'Colaboración', value: (r) => r.colaboracion },
  { header: 'Estado de la colaboración', value: (r) => estadoLabel(r.colaboracionEstado) },
  { header: 'Tipo', value: (r) => (r.tipo === 'imagen' ? 'Foto' : 'Video') },
  // A file nobody reviewed carries the spec's default 'bueno', which nobody chose: 'Sin calificar'.
  { header: 'Calificación', value: (r) => (revisada(r.estado) ? FEEDBACK_LABELS[r.feedback] : 'Sin calificar') },
  { header: 'Comentario', value: (r) => r.comentario },
  { header: 'Formato', value: (r) => r.mimeType },
  { header: 'Tamaño (MB)', value: (r) => (r.sizeBytes === null ? '' : (r.sizeBytes / 1024 / 1024).toFixed(1)) },
  { header: 'Enlace', value: (r) => r.url },
];

/** GET /api/exportar/entregas: one line per file of the collaborations Entregas' filter shows (issue 20 item 4). */
export function exportarEntregas({ db, logger }: Pick<ServiceContext, 'db' | 'logger'>, query: Query): Response {
  const parts = ['entregas', query.estado === 'todas' ? null : namePart(REVISION_FILTRO_LABELS[query.estado]), mexicoCityDate()].filter(Boolean);
  return csvResponse({
    filename: `${parts.join('_')}.csv`,
    columns,
    rows: keysetRows((after: TimeCursor | null, limit) => entregasPage(db, query, after, limit), (r) => ({ t: r.t, id: r.id }), EXPORT_PAGE),
    logger,
  });
}

const route = defineRoute({
  method: 'get',
  path: '/api/exportar/entregas',
  policy: 'entregas:review',
  tags: ['exportar'],
  summary: "Entregas as CSV (UTF-8 with BOM, streamed): one line per delivered file of the collaborations the review's estado filter shows, newest first",
  request: { query: entregasExportQuerySchema },
  responses: {
    200: { description: 'text/csv; charset=utf-8, streamed in keyset pages' },
    400: jsonContent(errorSchema, 'Unknown estado filter (VALIDATION)'),
    ...guardedErrors,
  },
});

export const entregasExportRoutes = createRouter().openapi(route, async (c) => exportarEntregas(svc(c), c.req.valid('query')) as never);
