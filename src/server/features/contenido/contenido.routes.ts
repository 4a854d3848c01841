import { galeriaDescargaQuerySchema, galeriaQuerySchema, galeriaResponseSchema } from '../../../shared/schemas/galeria';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { svc } from '../../http/service-context';
import { descargarGaleria, getGaleria } from './galeria.service';
import { publicacionesEncontradas } from './publicaciones-encontradas.service';
import { publicacionesEncontradasResponseSchema } from '../../../shared/schemas/publicaciones';

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

const descarga = defineRoute({
  method: 'get',
  path: '/api/galeria/descarga',
  policy: 'contenido:view',
  tags: ['contenido'],
  summary: 'Every file the Contenido filter shows (all pages; optionally one month), as one ZIP streamed as it is built: creadora_producto_fecha_n.ext',
  request: { query: galeriaDescargaQuerySchema },
  responses: {
    200: { description: 'application/zip, streamed' },
    400: jsonContent(errorSchema, 'Unknown tipo, feedback or month'),
    404: jsonContent(errorSchema, 'No file under the filter (DESCARGA_VACIA)'),
    413: jsonContent(errorSchema, 'More files than one download takes (DESCARGA_DEMASIADOS)'),
    ...guardedErrors,
  },
});

const encontradas = defineRoute({
  method: 'get',
  path: '/api/galeria/publicaciones',
  policy: 'contenido:view',
  tags: ['contenido'],
  summary: 'The latest 40 posts found by themselves (issue 30): kept copy, permalink, caption, creator and product',
  responses: { 200: jsonContent(publicacionesEncontradasResponseSchema, 'Found posts, newest first'), ...guardedErrors },
});

export const contenidoRoutes = createRouter()
  .openapi(encontradas, async (c) => c.json(await publicacionesEncontradas(svc(c)), 200))
  .openapi(galeria, async (c) => c.json(await getGaleria(svc(c), c.req.valid('query')), 200))
  // A streamed body, not JSON: the ZIP is written as the client reads it.
  .openapi(descarga, async (c) => descargarGaleria(svc(c), c.req.valid('query')) as never);
