import { colaboracionesExportQuerySchema, colaboradorasExportQuerySchema, entregasExportQuerySchema } from '../../../shared/schemas/exportar';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { svc } from '../../http/service-context';
import { exportarColaboraciones, exportarColaboradoras, exportarEntregas } from './exportar.service';

/** CSV exports (issue 20 item 4): each under its screen's policy and filters; UTF-8 with BOM, streamed. */
const csv200 = { 200: { description: 'text/csv; charset=utf-8, with BOM, streamed in keyset pages' } };

const colaboracionesCsv = defineRoute({
  method: 'get',
  path: '/api/exportar/colaboraciones',
  policy: 'colaboraciones:manage',
  tags: ['exportar'],
  summary: "Gestión de Colaboraciones as CSV: every row of the tab (estado) and search (q), newest first",
  request: { query: colaboracionesExportQuerySchema },
  responses: { ...csv200, 400: jsonContent(errorSchema, 'Unknown tab or a search over 100 characters (VALIDATION)'), ...guardedErrors },
});

const colaboradorasCsv = defineRoute({
  method: 'get',
  path: '/api/exportar/colaboradoras',
  policy: 'colaboradoras:view',
  tags: ['exportar'],
  summary: 'Colaboradoras as CSV: every creator the search and filters show, in name order, with delivery figures and score',
  request: { query: colaboradorasExportQuerySchema },
  responses: { ...csv200, 400: jsonContent(errorSchema, 'Invalid filter (VALIDATION)'), ...guardedErrors },
});

const entregasCsv = defineRoute({
  method: 'get',
  path: '/api/exportar/entregas',
  policy: 'entregas:review',
  tags: ['exportar'],
  summary: "Entregas as CSV: one line per delivered file of the collaborations the review's estado filter shows, newest first",
  request: { query: entregasExportQuerySchema },
  responses: { ...csv200, 400: jsonContent(errorSchema, 'Unknown estado filter (VALIDATION)'), ...guardedErrors },
});

// Streamed bodies, not JSON: the CSV is written as the client reads it.
export const exportarRoutes = createRouter()
  .openapi(colaboracionesCsv, async (c) => exportarColaboraciones(svc(c), c.req.valid('query')) as never)
  .openapi(colaboradorasCsv, async (c) => exportarColaboradoras(svc(c), c.req.valid('query')) as never)
  .openapi(entregasCsv, async (c) => exportarEntregas(svc(c), c.req.valid('query')) as never);
