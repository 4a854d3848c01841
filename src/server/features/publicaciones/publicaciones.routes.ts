import { z } from '@hono/zod-openapi';
import {
  publicacionInputSchema,
  publicacionResponseSchema,
  publicacionesListResponseSchema,
} from '../../../shared/schemas/publicaciones';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { svc } from '../../http/service-context';
import { agregarPublicacion, descartarEncontrada, listarPublicaciones, quitarPublicacion } from './publicaciones.service';

const colaboracionParam = z.object({ colaboracionId: z.uuid() });
const idParam = z.object({ id: z.uuid() });

const notHers = { 404: jsonContent(errorSchema, 'Not hers, or missing (COLABORACION_NOT_FOUND)') };

const list = defineRoute({
  method: 'get',
  path: '/api/publicaciones/{colaboracionId}',
  policy: 'portal:use',
  tags: ['publicaciones'],
  summary: 'Her post links (proof of publication) on her collaboration, in the order she added them',
  request: { params: colaboracionParam },
  responses: { 200: jsonContent(publicacionesListResponseSchema, 'Post links'), ...guardedErrors, ...notHers },
});

const add = defineRoute({
  method: 'post',
  path: '/api/publicaciones/{colaboracionId}',
  policy: 'portal:use',
  tags: ['publicaciones'],
  summary: 'Add the link of a published post (Instagram, TikTok, YouTube Shorts, Facebook) to her collaboration in produccion, revision or entregado; meets the 7-day rule',
  request: { params: colaboracionParam, body: { content: { 'application/json': { schema: publicacionInputSchema } }, required: true } },
  responses: {
    201: jsonContent(publicacionResponseSchema, 'Added'),
    400: jsonContent(errorSchema, 'Not a post link of the four platforms'),
    ...guardedErrors,
    ...notHers,
    409: jsonContent(errorSchema, 'The same link again (PUBLICACION_DUPLICADA), 10 already (PUBLICACIONES_LIMITE), or not in a state that takes links (PUBLICACIONES_CLOSED)'),
  },
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/publicaciones/item/{id}',
  policy: 'portal:use',
  tags: ['publicaciones'],
  summary: 'Remove one of her post links (added by mistake) while the collaboration is in produccion, revision or entregado',
  request: { params: idParam },
  responses: {
    204: { description: 'Removed' },
    ...guardedErrors,
    404: jsonContent(errorSchema, "Not hers or missing: 'Publicación no encontrada'"),
    409: jsonContent(errorSchema, 'Not in a state that takes links (PUBLICACIONES_CLOSED)'),
  },
});

const detach = defineRoute({
  method: 'delete',
  path: '/api/publicaciones/encontrada/{id}',
  policy: 'entregas:review',
  tags: ['publicaciones'],
  summary: 'Staff detach a post the checks found and attached by mistake (issue 30); it is never attached to that collaboration again',
  request: { params: idParam },
  responses: {
    204: { description: 'Detached' },
    ...guardedErrors,
    404: jsonContent(errorSchema, "No such found post: 'Publicación no encontrada'"),
  },
});

export const publicacionesRoutes = createRouter()
  .openapi(detach, async (c) => {
    await descartarEncontrada(svc(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(list, async (c) => {
    return c.json({ publicaciones: await listarPublicaciones(svc(c), c.req.valid('param').colaboracionId) }, 200);
  })
  .openapi(add, async (c) => {
    const publicacion = await agregarPublicacion(svc(c), c.req.valid('param').colaboracionId, c.req.valid('json'));
    return c.json({ publicacion }, 201);
  })
  .openapi(remove, async (c) => {
    await quitarPublicacion(svc(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
