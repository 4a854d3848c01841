import { z } from '@hono/zod-openapi';
import type { TypedResponse } from 'hono';
import { ERROR_MESSAGES } from '../../../shared/errors';
import {
  CODIGO_ACCIONES,
  codigoStaffSchema,
  comisionesSchema,
  datosPagoInputSchema,
  datosPagoSchema,
  fugasSchema,
  misVentasSchema,
  pagoInputSchema,
  pagoSchema,
  pagosSchema,
  programaVentasInputSchema,
  programaVentasSchema,
  ventasColaboradorasSchema,
  ventasResultadosQuerySchema,
  ventasResultadosSchema,
  type VentasResultados,
} from '../../../shared/schemas/ventas';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { svc } from '../../http/service-context';
import {
  accionCodigo,
  exportarPagables,
  exportarVentasResultados,
  getCodigoStaff,
  getComisiones,
  getDatosPago,
  getFugas,
  getMisVentas,
  getPagos,
  getPrograma,
  getVentasColaboradoras,
  getVentasResultadosJson,
  putDatosPago,
  putPrograma,
  registrarPago,
} from './ventas.service';

/** Sales attribution (issue 27, decision 063); the list is docs/ventas-api.md. */
const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const idParams = z.object({ id: z.uuid({ error: ERROR_MESSAGES.COLABORADORA_NOT_FOUND }) });
const store = { 502: jsonContent(errorSchema, 'The store failed (STORE_*)') };

const programaGet = defineRoute({
  method: 'get',
  path: '/api/ventas/programa',
  policy: 'configuracion:view',
  tags: ['ventas'],
  summary: 'Programa de ventas: discount, once per customer, commission, hold, when a creator gets her code; whether codes are paused and which store scopes are missing',
  responses: { 200: jsonContent(programaVentasSchema, 'The program'), ...guardedErrors },
});

const programaPut = defineRoute({
  method: 'put',
  path: '/api/ventas/programa',
  policy: 'configuracion:manage',
  tags: ['ventas'],
  summary: 'Saves the program (admins); checks the store scopes for it and asks for the codes creators are owed',
  request: body(programaVentasInputSchema),
  responses: { 200: jsonContent(programaVentasSchema, 'Saved'), 400: jsonContent(errorSchema, 'Commission over 100, negative discount …'), ...guardedErrors },
});

const codigoGet = defineRoute({
  method: 'get',
  path: '/api/ventas/colaboradoras/{id}/codigo',
  policy: 'ventas:view',
  tags: ['ventas'],
  summary: 'Her code (current and earlier), with its share link',
  request: { params: idParams },
  responses: { 200: jsonContent(codigoStaffSchema, 'Her code'), 404: jsonContent(errorSchema, 'No such creator'), ...guardedErrors },
});

const codigoAccion = defineRoute({
  method: 'post',
  path: '/api/ventas/colaboradoras/{id}/codigo/{accion}',
  policy: 'ventas:manage',
  tags: ['ventas'],
  summary: 'crear (queued), desactivar and reactivar (in the store at once), regenerar (the old one deactivated in the store, a new one queued)',
  request: { params: idParams.extend({ accion: z.enum(CODIGO_ACCIONES, { error: ERROR_MESSAGES.NOT_FOUND }) }) },
  responses: {
    200: jsonContent(codigoStaffSchema, 'Her code after the action'),
    400: jsonContent(errorSchema, 'The store lacks write_discounts (STORE_SCOPE_DISCOUNTS)'),
    404: jsonContent(errorSchema, 'No such creator or code'),
    409: jsonContent(errorSchema, 'Program off, codes paused, code in another state'),
    ...store,
    ...guardedErrors,
  },
});

const resultados = defineRoute({
  method: 'get',
  path: '/api/ventas/resultados',
  policy: 'ventas:view',
  tags: ['ventas'],
  summary: 'Attributed revenue, orders, average order, discount and return (revenue ÷ her collaborations cost) in total, per creator, per product and per month; one row per currency',
  request: { query: ventasResultadosQuerySchema },
  responses: { 200: jsonContent(ventasResultadosSchema, 'Figures'), 400: jsonContent(errorSchema, 'Bad range'), ...guardedErrors },
});

const resultadosCsv = defineRoute({
  method: 'get',
  path: '/api/ventas/resultados.csv',
  policy: 'ventas:view',
  tags: ['ventas'],
  summary: 'The per-creator figures as CSV (UTF-8 with BOM)',
  request: { query: ventasResultadosQuerySchema },
  responses: { 200: { description: 'text/csv' }, 400: jsonContent(errorSchema, 'Bad range'), ...guardedErrors },
});

const colaboradorasVentas = defineRoute({
  method: 'get',
  path: '/api/ventas/colaboradoras',
  policy: 'ventas:view',
  tags: ['ventas'],
  summary: "Every creator's all-time attributed sales per currency (Colaboradoras' Ventas)",
  responses: { 200: jsonContent(ventasColaboradorasSchema, 'Per creator'), ...guardedErrors },
});

const comisiones = defineRoute({
  method: 'get',
  path: '/api/ventas/comisiones',
  policy: 'ventas:view',
  tags: ['ventas'],
  summary: 'Each creator’s commissions by state (pendiente, disponible, pagada) per currency, with her CLABE',
  responses: { 200: jsonContent(comisionesSchema, 'Earnings'), ...guardedErrors },
});

const comisionesCsv = defineRoute({
  method: 'get',
  path: '/api/ventas/comisiones.csv',
  policy: 'ventas:manage',
  tags: ['ventas'],
  summary: 'What is payable per creator and currency, with her CLABE and account holder (CSV)',
  responses: { 200: { description: 'text/csv' }, ...guardedErrors },
});

const pagosGet = defineRoute({
  method: 'get',
  path: '/api/ventas/pagos',
  policy: 'ventas:view',
  tags: ['ventas'],
  summary: 'Recorded payouts, newest first',
  request: { query: z.object({ colaboradoraId: z.uuid({ error: 'Creadora no válida' }).optional() }) },
  responses: { 200: jsonContent(pagosSchema, 'Payouts'), ...guardedErrors },
});

const pagosPost = defineRoute({
  method: 'post',
  path: '/api/ventas/pagos',
  policy: 'ventas:manage',
  tags: ['ventas'],
  summary: 'Records a payout that covers (marks pagada) everything disponible for her in that currency; the amount must equal it',
  request: body(pagoInputSchema),
  responses: {
    201: jsonContent(pagoSchema, 'Recorded'),
    400: jsonContent(errorSchema, 'Invalid'),
    404: jsonContent(errorSchema, 'No such creator'),
    409: jsonContent(errorSchema, 'Nothing payable, amount differs, reference repeated'),
    ...guardedErrors,
  },
});

const fugas = defineRoute({
  method: 'get',
  path: '/api/ventas/fugas',
  policy: 'ventas:view',
  tags: ['ventas'],
  summary: 'Codes whose orders today or yesterday exceed 5× their 30-day daily median and at least 10',
  responses: { 200: jsonContent(fugasSchema, 'Flagged codes'), ...guardedErrors },
});

const mias = defineRoute({
  method: 'get',
  path: '/api/ventas/mias',
  policy: 'portal:use',
  tags: ['ventas'],
  summary: 'Mis ventas: her code and link, orders by month, sales (city only), earnings by state, payouts received',
  responses: { 200: jsonContent(misVentasSchema, 'Hers'), ...guardedErrors },
});

const datosGet = defineRoute({
  method: 'get',
  path: '/api/ventas/mis-datos-pago',
  policy: 'portal:use',
  tags: ['ventas'],
  summary: 'Her payout details (CLABE, account holder)',
  responses: { 200: jsonContent(datosPagoSchema, 'Hers'), ...guardedErrors },
});

const datosPut = defineRoute({
  method: 'put',
  path: '/api/ventas/mis-datos-pago',
  policy: 'portal:use',
  tags: ['ventas'],
  summary: 'Saves her CLABE (18 digits, check digit verified) and account holder',
  request: body(datosPagoInputSchema),
  responses: { 200: jsonContent(datosPagoSchema, 'Saved'), 400: jsonContent(errorSchema, 'Invalid CLABE'), ...guardedErrors },
});

export const ventasRoutes = createRouter()
  .openapi(programaGet, async (c) => c.json(await getPrograma(svc(c)), 200))
  .openapi(programaPut, async (c) => c.json(await putPrograma(svc(c), c.req.valid('json')), 200))
  .openapi(codigoGet, async (c) => c.json(await getCodigoStaff(svc(c), c.req.valid('param').id), 200))
  .openapi(codigoAccion, async (c) => {
    const { id, accion } = c.req.valid('param');
    return c.json(await accionCodigo(svc(c), id, accion), 200);
  })
  // The body comes as JSON text in ventasResultadosSchema's shape, built by PostgreSQL (decision 088); the
  // typed route cannot see that through c.body, hence the cast to the JSON response it is.
  .openapi(
    resultados,
    async (c) =>
      c.body(await getVentasResultadosJson(svc(c), c.req.valid('query')), 200, { 'Content-Type': 'application/json' }) as unknown as TypedResponse<VentasResultados, 200, 'json'>,
  )
  .openapi(resultadosCsv, async (c) => exportarVentasResultados(svc(c), c.req.valid('query')) as never)
  .openapi(colaboradorasVentas, async (c) => c.json(await getVentasColaboradoras(svc(c)), 200))
  .openapi(comisiones, async (c) => c.json(await getComisiones(svc(c)), 200))
  .openapi(comisionesCsv, async (c) => exportarPagables(svc(c)) as never)
  .openapi(pagosGet, async (c) => c.json(await getPagos(svc(c), c.req.valid('query').colaboradoraId), 200))
  .openapi(pagosPost, async (c) => c.json(await registrarPago(svc(c), c.req.valid('json')), 201))
  .openapi(fugas, async (c) => c.json(await getFugas(svc(c)), 200))
  .openapi(mias, async (c) => c.json(await getMisVentas(svc(c)), 200))
  .openapi(datosGet, async (c) => c.json(await getDatosPago(svc(c)), 200))
  .openapi(datosPut, async (c) => c.json(await putDatosPago(svc(c), c.req.valid('json')), 200));
