import { z } from '@hono/zod-openapi';
import {
  disponibleResponseSchema,
  disponiblesListResponseSchema,
  disponiblesQuerySchema,
  solicitarResponseSchema,
} from '../../../shared/schemas/disponibles';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { svc } from '../../http/service-context';
import { getDisponible, listDisponibles, solicitar } from './disponibles.service';

const idParam = z.object({ id: z.uuid() });

const list = defineRoute({
  method: 'get',
  path: '/api/disponibles',
  policy: 'portal:use',
  tags: ['disponibles'],
  summary: 'Available items a creator may request (spec §5 available list)',
  request: { query: disponiblesQuerySchema },
  responses: { 200: jsonContent(disponiblesListResponseSchema, 'Available items, newest first, 24 a page'), ...guardedErrors },
});

const detail = defineRoute({
  method: 'get',
  path: '/api/disponibles/{id}',
  policy: 'portal:use',
  tags: ['disponibles'],
  summary: 'One available item',
  request: { params: idParam },
  responses: {
    200: jsonContent(disponibleResponseSchema, 'The item'),
    ...guardedErrors,
    404: jsonContent(errorSchema, 'Not available any more (NOT_AVAILABLE)'),
  },
});

const request = defineRoute({
  method: 'post',
  path: '/api/disponibles/{id}/solicitar',
  policy: 'portal:use',
  tags: ['disponibles'],
  summary: 'Request the item: assigned to her, estado confirmacion (one active collaboration per creator)',
  request: { params: idParam },
  responses: {
    200: jsonContent(solicitarResponseSchema, 'Requested'),
    ...guardedErrors,
    404: jsonContent(errorSchema, 'No creator profile (PROFILE_NOT_FOUND)'),
    409: jsonContent(errorSchema, 'Taken (NOT_AVAILABLE) or she already has an active collaboration'),
  },
});

export const disponiblesRoutes = createRouter()
  .openapi(list, async (c) => {
    return c.json(await listDisponibles(svc(c), c.req.valid('query')), 200);
  })
  .openapi(detail, async (c) => {
    return c.json({ item: await getDisponible(svc(c), c.req.valid('param').id) }, 200);
  })
  .openapi(request, async (c) => {
    const result = await solicitar(svc(c), c.req.valid('param').id);
    return c.json({ colaboracion: { id: result.id, estado: result.to } }, 200);
  });
