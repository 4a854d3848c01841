import { galeriaQuerySchema, galeriaResponseSchema } from '../../../shared/schemas/galeria';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { svc } from '../../http/service-context';
import { getGaleria } from './galeria.service';

/** Contenido (spec §2 admin, issue 6): gallery of delivered files. */
const galeria = defineRoute({
  method: 'get',
  path: '/api/galeria',
  policy: 'contenido:view',
  tags: ['contenido'],
  summary:
    'Delivered photos and videos, newest first, 20 a page: creator, collaboration, date and rating (Sin revisar until staff rate it); filter by type and rating. No likes, views or engagement: none are held',
  request: { query: galeriaQuerySchema },
  responses: {
    200: jsonContent(galeriaResponseSchema, 'One page and the per-type counts'),
    400: jsonContent(errorSchema, 'Unknown tipo or feedback, or a bad page'),
    ...guardedErrors,
  },
});

export const contenidoRoutes = createRouter().openapi(galeria, async (c) =>
  c.json(await getGaleria(svc(c), c.req.valid('query')), 200),
);
