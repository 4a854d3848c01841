import {
  costoEnvioInputSchema,
  costoEnvioResponseSchema,
  resultadosMesSchema,
  resultadosOpcionesSchema,
  resultadosQuerySchema,
  resultadosResponseSchema,
} from '../../../shared/schemas/resultados';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { svc } from '../../http/service-context';
import { exportarResultados, getOpciones, getResultados, getResultadosMes, putCostoEnvio } from './resultados.service';

/** Resultados (issue 20 item 1, decision 053): what the program cost and yielded. Admin only. */
const resultados = defineRoute({
  method: 'get',
  path: '/api/resultados',
  policy: 'resultados:view',
  tags: ['resultados'],
  summary:
    'Program cost (unit cost × 1 + shipping the brand paid, store currency), files delivered, usable files (Excelente or Bueno) and cost per usable asset, for collaborations SENT in the range (default: the current month, Mexico City), in total and by product, creator and month; collaborations without a known cost are counted, never summed as zero',
  request: { query: resultadosQuerySchema },
  responses: {
    200: jsonContent(resultadosResponseSchema, 'Totals and breakdowns'),
    400: jsonContent(errorSchema, 'A bad date, a reversed range or one longer than 3 years, a bad creator id'),
    ...guardedErrors,
  },
});

const exportar = defineRoute({
  method: 'get',
  path: '/api/resultados/exportar',
  policy: 'resultados:view',
  tags: ['resultados'],
  summary: 'The counted collaborations under the same range and filters as CSV (UTF-8 with BOM), one line each with its cost and file counts, streamed as read',
  request: { query: resultadosQuerySchema },
  responses: {
    200: { description: 'text/csv, streamed' },
    400: jsonContent(errorSchema, 'A bad date, a reversed range or one longer than 3 years'),
    ...guardedErrors,
  },
});

const opcionesRoute = defineRoute({
  method: 'get',
  path: '/api/resultados/opciones',
  policy: 'resultados:view',
  tags: ['resultados'],
  summary: "The filters' choices: brands and product types of sent collaborations, creators with one",
  responses: { 200: jsonContent(resultadosOpcionesSchema, 'Choices'), ...guardedErrors },
});

const mes = defineRoute({
  method: 'get',
  path: '/api/resultados/mes',
  policy: 'resultados:view',
  tags: ['resultados'],
  summary: "The Dashboard's tile: this month's cost per usable asset, last month's, and the percent change",
  responses: { 200: jsonContent(resultadosMesSchema, 'Two months'), ...guardedErrors },
});

const costoEnvio = defineRoute({
  method: 'put',
  path: '/api/resultados/costo-envio',
  policy: 'resultados:view',
  tags: ['resultados'],
  summary:
    "Sets 'Costo de envío por pedido' (copied onto each collaboration when its item ships; null clears it); aplicarAnteriores also fills it in on collaborations already sent without a shipping cost",
  request: { body: { content: { 'application/json': { schema: costoEnvioInputSchema } }, required: true } },
  responses: {
    200: jsonContent(costoEnvioResponseSchema, 'Saved'),
    400: jsonContent(errorSchema, 'Negative, too high, more than two decimals'),
    ...guardedErrors,
  },
});

export const resultadosRoutes = createRouter()
  .openapi(resultados, async (c) => c.json(await getResultados(svc(c), c.req.valid('query')), 200))
  // A streamed body, not JSON: rows are read page by page as the client reads.
  .openapi(exportar, async (c) => exportarResultados(svc(c), c.req.valid('query')) as never)
  .openapi(opcionesRoute, async (c) => c.json(await getOpciones(svc(c)), 200))
  .openapi(mes, async (c) => c.json(await getResultadosMes(svc(c)), 200))
  .openapi(costoEnvio, async (c) => c.json(await putCostoEnvio(svc(c), c.req.valid('json')), 200));
