import type { z } from '@hono/zod-openapi';
import { SIN_HISTORIAL } from '../../../shared/domain/puntaje';
import { colaboradorasExportQuerySchema } from '../../../shared/schemas/exportar';
import { puntajesOf } from '../../domain/puntaje';
import { estadoLabel, EXPORT_PAGE } from '../../http/csv-labels';
import { csvResponse, keysetRows, mexicoCityDate, type CsvColumn } from '../../http/csv-stream';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { svc, type ServiceContext } from '../../http/service-context';
import { deliveryFiguresOf, exportColaboradoraRows, problemasDe, type ColaboradoraCursor } from './colaboradoras.queries';
import { ventasDeColaboradoras, type VentasDeColaboradora } from '../../ventas/por-colaboradora';

interface Row {
  row: Awaited<ReturnType<typeof exportColaboradoraRows>>[number];
  entregas: number;
  contenido: number;
  puntaje: number | null;
  ventas: VentasDeColaboradora[];
  problemas: number;
}

/** Her sales per currency in one cell ('MXN 1234.50 (3 pedidos)'): currencies are never summed. */
const ventasCelda = (v: VentasDeColaboradora[]) => v.map((x) => `${x.moneda} ${(x.ingresoCents / 100).toFixed(2)} (${x.pedidos} ${x.pedidos === 1 ? 'pedido' : 'pedidos'})`).join('; ');

const columns: CsvColumn<Row>[] = [
  { header: 'Nombre', value: (r) => r.row.nombre },
  { header: 'Apellidos', value: (r) => r.row.apellidos },
  { header: 'Correo', value: (r) => r.row.email },
  { header: 'Ciudad', value: (r) => r.row.ciudad },
  { header: 'Estado', value: (r) => r.row.estado },
  // The handle as stored, without '@': a cell starting with '@' reads as a formula in Excel.
  { header: 'Instagram', value: (r) => r.row.instagram },
  { header: 'Equipo', value: (r) => r.row.equipo },
  { header: 'Colaboración activa', value: (r) => r.row.activaTitulo },
  { header: 'Estado de la colaboración activa', value: (r) => (r.row.activaEstado ? estadoLabel(r.row.activaEstado) : '') },
  { header: 'Archivos entregados', value: (r) => r.entregas },
  { header: 'Contenido útil (Excelente o Bueno)', value: (r) => r.contenido },
  { header: 'Puntaje', value: (r) => r.puntaje ?? SIN_HISTORIAL },
  // Issue 27: attributed sales, all time, net of refunds, one currency after another.
  { header: 'Ventas', value: (r) => ventasCelda(r.ventas) },
  { header: 'Pedidos con su código', value: (r) => r.ventas.reduce((s, v) => s + v.pedidos, 0) },
  // Issue 29: problems she reported with a parcel, all time.
  { header: 'Problemas reportados', value: (r) => r.problemas },
  { header: 'Colaboradora desde', value: (r) => r.row.createdAt },
];

/** GET /api/exportar/colaboradoras: the list's search and filters, in name order, with figures and score (issue 20 item 4). */
export function exportarColaboradoras({ db, logger }: Pick<ServiceContext, 'db' | 'logger'>, query: z.infer<typeof colaboradorasExportQuerySchema>): Response {
  async function page(after: ColaboradoraCursor | null, limit: number): Promise<Row[]> {
    const rows = await exportColaboradoraRows(db, query, after, limit);
    const ids = rows.map((r) => r.id);
    // The page's figures and scores in grouped queries over its ids, as the list does for its cards.
    const [figures, puntajes, ventas, problemas] = await Promise.all([deliveryFiguresOf(db, ids), puntajesOf(db, ids), ventasDeColaboradoras(db, ids), problemasDe(db, ids)]);
    return rows.map((row) => ({
      row,
      entregas: figures.get(row.id)?.entregas ?? 0,
      contenido: figures.get(row.id)?.contenido ?? 0,
      puntaje: puntajes.get(row.id)?.valor ?? null,
      ventas: ventas.get(row.id) ?? [],
      problemas: problemas.get(row.id) ?? 0,
    }));
  }
  const parts = ['colaboradoras', query.sinEntregar === 'si' ? 'sin-entregar' : null, mexicoCityDate()].filter(Boolean);
  return csvResponse({
    filename: `${parts.join('_')}.csv`,
    columns,
    rows: keysetRows(page, (r) => ({ k1: r.row.k1, k2: r.row.k2, id: r.row.id }), EXPORT_PAGE),
    logger,
  });
}

const route = defineRoute({
  method: 'get',
  path: '/api/exportar/colaboradoras',
  policy: 'colaboradoras:view',
  tags: ['exportar'],
  summary: 'Colaboradoras as CSV (UTF-8 with BOM, streamed): every creator the search and filters show, in name order, with delivery figures and score',
  request: { query: colaboradorasExportQuerySchema },
  responses: {
    200: { description: 'text/csv; charset=utf-8, streamed in keyset pages' },
    400: jsonContent(errorSchema, 'Invalid filter (VALIDATION)'),
    ...guardedErrors,
  },
});

export const colaboradorasExportRoutes = createRouter().openapi(route, async (c) => exportarColaboradoras(svc(c), c.req.valid('query')) as never);
