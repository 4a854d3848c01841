import { z } from '@hono/zod-openapi';
import {
  miColaboracionResponseSchema,
  misColaboracionesListResponseSchema,
  misColaboracionesQuerySchema,
  miTransicionResponseSchema,
} from '../../../shared/schemas/mis-colaboraciones';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { svc } from '../../http/service-context';
import { getMiColaboracion, listMisColaboraciones, pedidoAbierto, pedidoRealizado, recibido } from './mis-colaboraciones.service';

const idParam = z.object({ id: z.uuid() });

const list = defineRoute({
  method: 'get',
  path: '/api/mis-colaboraciones',
  policy: 'portal:use',
  tags: ['mis-colaboraciones'],
  summary: "Her collaborations: grupo pendientes (empaquetado, logistica, produccion, confirmacion) or entregadas (revision, entregado)",
  request: { query: misColaboracionesQuerySchema },
  responses: {
    200: jsonContent(misColaboracionesListResponseSchema, 'Her items, newest first'),
    ...guardedErrors,
    404: jsonContent(errorSchema, 'No creator profile (PROFILE_NOT_FOUND)'),
  },
});

const detail = defineRoute({
  method: 'get',
  path: '/api/mis-colaboraciones/{id}',
  policy: 'portal:use',
  tags: ['mis-colaboraciones'],
  summary: 'One of her collaborations, with the publication due date once received',
  request: { params: idParam },
  responses: {
    200: jsonContent(miColaboracionResponseSchema, 'The collaboration'),
    ...guardedErrors,
    404: jsonContent(errorSchema, 'Missing or not hers (NOT_FOUND)'),
  },
});

const pedido = defineRoute({
  method: 'post',
  path: '/api/mis-colaboraciones/{id}/pedido-realizado',
  policy: 'portal:use',
  tags: ['mis-colaboraciones'],
  summary: "'Pedido Realizado': empaquetado → logistica (needs the order link)",
  request: { params: idParam },
  responses: {
    200: jsonContent(miTransicionResponseSchema, 'Now in logistica'),
    ...guardedErrors,
    404: jsonContent(errorSchema, 'Missing or not hers (NOT_FOUND)'),
    409: jsonContent(errorSchema, 'Not in empaquetado, or no order link (CONFLICT)'),
  },
});

const pedidoAbiertoRoute = defineRoute({
  method: 'post',
  path: '/api/mis-colaboraciones/{id}/pedido-abierto',
  policy: 'portal:use',
  tags: ['mis-colaboraciones'],
  summary: 'She opened her order link: remembered, so Pedido Realizado is offered after a reload (issue 16)',
  request: { params: idParam },
  responses: {
    200: jsonContent(z.object({ pedidoAbierto: z.literal(true) }), 'Remembered'),
    ...guardedErrors,
    404: jsonContent(errorSchema, 'Missing or not hers (NOT_FOUND)'),
    409: jsonContent(errorSchema, 'No order link (SIN_PEDIDO)'),
  },
});

const recibidoRoute = defineRoute({
  method: 'post',
  path: '/api/mis-colaboraciones/{id}/recibido',
  policy: 'portal:use',
  tags: ['mis-colaboraciones'],
  summary: "'Recibido': logistica → produccion",
  request: { params: idParam },
  responses: {
    200: jsonContent(miTransicionResponseSchema, 'Now in produccion'),
    ...guardedErrors,
    404: jsonContent(errorSchema, 'Missing or not hers (NOT_FOUND)'),
    409: jsonContent(errorSchema, 'Not in logistica (CONFLICT)'),
  },
});

export const misColaboracionesRoutes = createRouter()
  .openapi(list, async (c) => {
    return c.json({ items: await listMisColaboraciones(svc(c), c.req.valid('query').grupo) }, 200);
  })
  .openapi(detail, async (c) => {
    return c.json({ item: await getMiColaboracion(svc(c), c.req.valid('param').id) }, 200);
  })
  .openapi(pedido, async (c) => {
    const result = await pedidoRealizado(svc(c), c.req.valid('param').id);
    return c.json({ colaboracion: { id: result.id, estado: result.to } }, 200);
  })
  .openapi(pedidoAbiertoRoute, async (c) => c.json(await pedidoAbierto(svc(c), c.req.valid('param').id), 200))
  .openapi(recibidoRoute, async (c) => {
    const result = await recibido(svc(c), c.req.valid('param').id);
    return c.json({ colaboracion: { id: result.id, estado: result.to } }, 200);
  });
