import { z } from '@hono/zod-openapi';
import {
  feedbackInputSchema,
  feedbackResponseSchema,
  revisionColaboracionesQuerySchema,
  revisionColaboracionesResponseSchema,
  revisionEntregasResponseSchema,
  revisionTransicionResponseSchema,
  solicitarCambiosInputSchema,
} from '../../../shared/schemas/revision';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { svc } from '../../http/service-context';
import { aprobar, descargarColaboracion, guardarFeedback, listarColaboraciones, listarEntregas, solicitarCambios } from './revision.service';

const idParam = z.object({ id: z.uuid() });

const notFound = { 404: jsonContent(errorSchema, 'No such collaboration with a creator (COLABORACION_NOT_FOUND)') };
const notInRevision = {
  409: jsonContent(errorSchema, "Not in revision: 'Esta colaboración ya no está en revisión. Recarga la página.'"),
};

const feedback = defineRoute({
  method: 'patch',
  path: '/api/revision/entregas/{id}/feedback',
  policy: 'entregas:review',
  tags: ['revision'],
  summary: 'Feedback on one delivery (admin): Excelente → estado aprobado, Bueno or Descartado → pendiente',
  request: { params: idParam, body: { content: { 'application/json': { schema: feedbackInputSchema } }, required: true } },
  responses: {
    200: jsonContent(feedbackResponseSchema, 'Saved'),
    400: jsonContent(errorSchema, 'Unknown feedback status, or a comment over 1000 characters'),
    ...guardedErrors,
    404: jsonContent(errorSchema, "No such entrega: 'Entrega no encontrada'"),
  },
});

const grid = defineRoute({
  method: 'get',
  path: '/api/revision/colaboraciones',
  policy: 'entregas:review',
  tags: ['revision'],
  summary: 'The review grid (admin): collaborations that have a creator, newest first, with feedback counters; paged; estado filters (En Revisión by default, todas for all)',
  request: { query: revisionColaboracionesQuerySchema },
  responses: {
    200: jsonContent(revisionColaboracionesResponseSchema, 'One page of cards and the total'),
    400: jsonContent(errorSchema, "'Página inválida'"),
    ...guardedErrors,
  },
});

const entregasOf = defineRoute({
  method: 'get',
  path: '/api/revision/colaboraciones/{id}/entregas',
  policy: 'entregas:review',
  tags: ['revision'],
  summary: "One collaboration's photos and videos (admin), newest first, with signed URLs, thumbnails and counters",
  request: { params: idParam },
  responses: { 200: jsonContent(revisionEntregasResponseSchema, 'The card, its entregas and counters'), ...guardedErrors, ...notFound },
});

const descarga = defineRoute({
  method: 'get',
  path: '/api/revision/colaboraciones/{id}/descarga',
  policy: 'entregas:review',
  tags: ['revision'],
  summary: "One collaboration's photos and videos as one ZIP streamed as it is built (admin): creadora_producto_fecha_n.ext",
  request: { params: idParam },
  responses: { 200: { description: 'application/zip, streamed' }, ...guardedErrors, ...notFound },
});

const approve = defineRoute({
  method: 'post',
  path: '/api/revision/colaboraciones/{id}/aprobar',
  policy: 'entregas:review',
  tags: ['revision'],
  summary: "'Aprobar entrega' (admin): revision → entregado, which frees the creator for another collaboration",
  request: { params: idParam },
  responses: { 200: jsonContent(revisionTransicionResponseSchema, 'Entregado'), ...guardedErrors, ...notFound, ...notInRevision },
});

const requestChanges = defineRoute({
  method: 'post',
  path: '/api/revision/colaboraciones/{id}/solicitar-cambios',
  policy: 'entregas:review',
  tags: ['revision'],
  summary: "'Solicitar cambios' (admin): revision → produccion; the note goes to the history and to the creator's detail page",
  request: { params: idParam, body: { content: { 'application/json': { schema: solicitarCambiosInputSchema } }, required: true } },
  responses: {
    200: jsonContent(revisionTransicionResponseSchema, 'Back in produccion'),
    400: jsonContent(errorSchema, "'Escribe qué cambios necesitas', or a note over 1000 characters"),
    ...guardedErrors,
    ...notFound,
    ...notInRevision,
  },
});

export const revisionRoutes = createRouter()
  .openapi(feedback, async (c) => {
    const entrega = await guardarFeedback(svc(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ entrega }, 200);
  })
  .openapi(grid, async (c) => {
    const { page, estado } = c.req.valid('query');
    return c.json(await listarColaboraciones(svc(c), page, estado), 200);
  })
  .openapi(entregasOf, async (c) => {
    return c.json(await listarEntregas(svc(c), c.req.valid('param').id), 200);
  })
  // A streamed body, not JSON: the ZIP is written as the client reads it.
  .openapi(descarga, async (c) => descargarColaboracion(svc(c), c.req.valid('param').id) as never)
  .openapi(approve, async (c) => {
    const result = await aprobar(svc(c), c.req.valid('param').id);
    return c.json({ colaboracion: { id: result.id, estado: result.to } }, 200);
  })
  .openapi(requestChanges, async (c) => {
    const result = await solicitarCambios(svc(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ colaboracion: { id: result.id, estado: result.to } }, 200);
  });
