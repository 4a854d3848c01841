import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import { colaboracionesExportQuerySchema } from '../../../shared/schemas/exportar';
import type { Db } from '../../db/client';
import { colaboraciones, colaboradoras } from '../../db/schema';
import { csvResponse, cursorText, keysetRows, mexicoCityDate, newestFirstAfter, type CsvColumn, type TimeCursor } from '../../http/csv-stream';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { svc, type ServiceContext } from '../../http/service-context';
import { estadoLabel, EXPORT_PAGE, namePart } from '../../http/csv-labels';
import { colaboracionListFilter } from './colaboraciones.queries';
import { nombreCompletoSql } from '../../domain/nombre';

type Query = z.infer<typeof colaboracionesExportQuerySchema>;

/** Gestión de Colaboraciones' rows under its filters, newest first (colaboraciones_created_at_idx / _estado_idx), one keyset page. */
function colaboracionesPage(db: Db, query: Query, after: TimeCursor | null, limit: number) {
  return db
    .select({
      id: colaboraciones.id,
      titulo: colaboraciones.titulo,
      nombreVisualizacion: colaboraciones.nombreVisualizacion,
      producto: colaboraciones.producto,
      tipo: colaboraciones.tipo,
      color: colaboraciones.color,
      talla: colaboraciones.talla,
      marca: colaboraciones.marca,
      estado: colaboraciones.estado,
      colaboradora: sql<string | null>`nullif(${nombreCompletoSql(colaboradoras.nombre, colaboradoras.apellidos)}, '')`,
      numeroPedido: colaboraciones.numeroPedido,
      cintura: colaboraciones.cintura,
      cadera: colaboraciones.cadera,
      largo: colaboraciones.largo,
      barcode: colaboraciones.barcode,
      inventario: colaboraciones.shopifyInventoryQuantity,
      fechaInicio: colaboraciones.fechaInicio,
      fechaFin: colaboraciones.fechaFin,
      createdAt: colaboraciones.createdAt,
      t: cursorText(colaboraciones.createdAt),
    })
    .from(colaboraciones)
    .leftJoin(colaboradoras, eq(colaboradoras.id, colaboraciones.colaboradoraId))
    .where(and(colaboracionListFilter(query), newestFirstAfter(colaboraciones.createdAt, colaboraciones.id, after)))
    .orderBy(desc(colaboraciones.createdAt), desc(colaboraciones.id))
    .limit(limit);
}

type Row = Awaited<ReturnType<typeof colaboracionesPage>>[number];
const columns: CsvColumn<Row>[] = [
  { header: 'Título', value: (r) => r.titulo },
  { header: 'Nombre visible', value: (r) => r.nombreVisualizacion },
  { header: 'Producto', value: (r) => r.producto },
  { header: 'Tipo', value: (r) => r.tipo },
  { header: 'Color', value: (r) => r.color },
  { header: 'Talla', value: (r) => r.talla },
  { header: 'Marca', value: (r) => r.marca },
  { header: 'Estado', value: (r) => estadoLabel(r.estado) },
  { header: 'Colaboradora', value: (r) => r.colaboradora },
  { header: 'Número de pedido', value: (r) => r.numeroPedido },
  { header: 'Cintura', value: (r) => r.cintura },
  { header: 'Cadera', value: (r) => r.cadera },
  { header: 'Largo', value: (r) => r.largo },
  { header: 'Código de barras', value: (r) => r.barcode },
  { header: 'Inventario', value: (r) => r.inventario },
  { header: 'Fecha de inicio', value: (r) => r.fechaInicio },
  { header: 'Fecha de fin', value: (r) => r.fechaFin },
  { header: 'Creada', value: (r) => r.createdAt },
];

/** GET /api/exportar/colaboraciones: every row of the table's tab and search, streamed (issue 20 item 4). */
export function exportarColaboraciones({ db, logger }: Pick<ServiceContext, 'db' | 'logger'>, query: Query): Response {
  const parts = ['colaboraciones', query.estado === 'todos' ? null : namePart(estadoLabel(query.estado)), mexicoCityDate()].filter(Boolean);
  return csvResponse({
    filename: `${parts.join('_')}.csv`,
    columns,
    rows: keysetRows((after: TimeCursor | null, limit) => colaboracionesPage(db, query, after, limit), (r) => ({ t: r.t, id: r.id }), EXPORT_PAGE),
    logger,
  });
}

const route = defineRoute({
  method: 'get',
  path: '/api/exportar/colaboraciones',
  policy: 'colaboraciones:manage',
  tags: ['exportar'],
  summary: 'Gestión de Colaboraciones as CSV (UTF-8 with BOM, streamed): every row of the tab (estado) and search (q), newest first',
  request: { query: colaboracionesExportQuerySchema },
  responses: {
    200: { description: 'text/csv; charset=utf-8, streamed in keyset pages' },
    400: jsonContent(errorSchema, 'Unknown tab or a search over 100 characters (VALIDATION)'),
    ...guardedErrors,
  },
});

// A streamed body, not JSON: the CSV is written as the client reads it.
export const colaboracionesExportRoutes = createRouter().openapi(route, async (c) => exportarColaboraciones(svc(c), c.req.valid('query')) as never);
