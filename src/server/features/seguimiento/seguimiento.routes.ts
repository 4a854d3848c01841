import { z } from '@hono/zod-openapi';
import { recordarResponseSchema, sinEntregarResponseSchema } from '../../../shared/schemas/seguimiento';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { svc } from '../../http/service-context';
import { getSinEntregar, recordar } from './seguimiento.service';

const sinEntregar = defineRoute({
  method: 'get',
  path: '/api/seguimiento/sin-entregar',
  policy: 'recordatorios:send',
  tags: ['seguimiento'],
  summary: 'The ghosted queue (staff): collaborations received 7, 10 and 14 days ago or more and not sent to review, longest waiting first, with counts per level',
  responses: { 200: jsonContent(sinEntregarResponseSchema, 'The queue'), ...guardedErrors },
});

const recordarRoute = defineRoute({
  method: 'post',
  path: '/api/seguimiento/sin-entregar/{id}/recordar',
  policy: 'recordatorios:send',
  tags: ['seguimiento'],
  summary: "'Recordar' (admin or tienda): the 7-day rule's reminder to the creator now, in her inbox and by email; at most one a day per collaboration",
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: jsonContent(recordarResponseSchema, 'Sent'),
    400: jsonContent(errorSchema, 'Invalid id'),
    ...guardedErrors,
    404: jsonContent(errorSchema, 'No such collaboration (COLABORACION_NOT_FOUND)'),
    409: jsonContent(errorSchema, 'Not waiting for her delivery (RECORDATORIO_NO_APLICA), or already reminded today (RECORDATORIO_YA_ENVIADO)'),
  },
});

export const seguimientoRoutes = createRouter()
  .openapi(sinEntregar, async (c) => c.json(await getSinEntregar(svc(c)), 200))
  .openapi(recordarRoute, async (c) => c.json(await recordar(svc(c), c.req.valid('param').id), 200));
