import { ERROR_MESSAGES } from '../../../shared/errors';
import { z } from '@hono/zod-openapi';
import { confirmacionListResponseSchema, empaquetadoLoteSchema, empaquetarLoteResponseSchema, empaquetarLoteSchema, empaquetarResponseSchema } from '../../../shared/schemas/shopify';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { svc } from '../../http/service-context';
import { empaquetar, listConfirmacion } from './confirmacion.service';
import { empaquetarLote, getLote } from './empaquetado-lote';

const list = defineRoute({
  method: 'get',
  path: '/api/confirmacion',
  policy: 'confirmacion:manage',
  tags: ['confirmacion'],
  summary: 'Confirmación de producto: items in confirmacion with their creator, oldest request first',
  request: { query: z.object({ q: z.string().max(200).optional() }) },
  responses: { 200: jsonContent(confirmacionListResponseSchema, 'Cards'), ...guardedErrors },
});

const empaquetarRoute = defineRoute({
  method: 'post',
  path: '/api/confirmacion/{id}/empaquetar',
  policy: 'confirmacion:manage',
  tags: ['confirmacion'],
  summary: "Empaquetado: the creator's free draft order, then confirmacion → empaquetado (never two drafts)",
  request: { params: z.object({ id: z.uuid({ error: ERROR_MESSAGES.COLABORACION_NOT_FOUND }) }) },
  responses: {
    200: jsonContent(empaquetarResponseSchema, 'Draft order created (or the one already created)'),
    400: jsonContent(errorSchema, 'Invalid id'),
    ...guardedErrors,
    404: jsonContent(errorSchema, 'Unknown collaboration'),
    409: jsonContent(errorSchema, 'Not in confirmacion, not from the store, or no store connection (STORE_NOT_CONFIGURED)'),
    422: jsonContent(errorSchema, "The store refused the draft (its message)"),
    502: jsonContent(errorSchema, "'Error al crear el pedido borrador en la tienda' (DRAFT_ORDER_FAILED)"),
  },
});

const empaquetarLoteRoute = defineRoute({
  method: 'post',
  path: '/api/confirmacion/empaquetar-lote',
  policy: 'confirmacion:manage',
  tags: ['confirmacion'],
  summary: 'Empaquetado of several collaborations at once: one queued job (one draft order) each (issue 28)',
  request: { body: { content: { 'application/json': { schema: empaquetarLoteSchema } }, required: true } },
  responses: {
    202: jsonContent(empaquetarLoteResponseSchema, 'Queued; read the batch for its summary'),
    400: jsonContent(errorSchema, 'Invalid selection (VALIDATION)'),
    ...guardedErrors,
    404: jsonContent(errorSchema, 'Unknown collaboration'),
  },
});

const loteRoute = defineRoute({
  method: 'get',
  path: '/api/confirmacion/lotes/{id}',
  policy: 'confirmacion:manage',
  tags: ['confirmacion'],
  summary: 'A batch of Empaquetado: what succeeded, what failed (in Spanish), what is still running',
  request: { params: z.object({ id: z.uuid({ error: ERROR_MESSAGES.NOT_FOUND }) }) },
  responses: {
    200: jsonContent(empaquetadoLoteSchema, 'The batch'),
    400: jsonContent(errorSchema, 'Invalid id'),
    ...guardedErrors,
    404: jsonContent(errorSchema, 'Unknown batch'),
  },
});

export const confirmacionRoutes = createRouter()
  .openapi(list, async (c) => {
    const { q } = c.req.valid('query');
    const items = await listConfirmacion(svc(c), q);
    return c.json({ items }, 200);
  })
  .openapi(empaquetarLoteRoute, async (c) => c.json(await empaquetarLote(svc(c), c.req.valid('json').ids), 202))
  .openapi(loteRoute, async (c) => c.json(await getLote(svc(c), c.req.valid('param').id), 200))
  .openapi(empaquetarRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await empaquetar(svc(c), id), 200);
  });
