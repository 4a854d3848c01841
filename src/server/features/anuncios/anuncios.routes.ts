import { z } from '@hono/zod-openapi';
import { autorizacionesResponseSchema, autorizacionInputSchema, autorizacionResponseSchema } from '../../../shared/schemas/anuncios';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { svc } from '../../http/service-context';
import { agregar, listar, quitar } from './anuncios.service';

const colaboracionParam = z.object({ colaboracionId: z.uuid({ error: 'Colaboración no encontrada' }) });
const idParam = z.object({ id: z.uuid({ error: 'Autorización de anuncio no encontrada' }) });

const list = defineRoute({
  method: 'get',
  path: '/api/anuncios/{colaboracionId}',
  // Her own collaboration, or an admin's; the service decides (another creator's, or tienda: 404).
  policy: 'authenticated',
  tags: ['anuncios'],
  summary: "A collaboration's ad authorizations (TikTok Spark codes, Meta partnership-ad permissions) with their end dates",
  request: { params: colaboracionParam },
  responses: {
    200: jsonContent(autorizacionesResponseSchema, 'Authorizations'),
    ...guardedErrors,
    404: jsonContent(errorSchema, 'Not hers, or missing (COLABORACION_NOT_FOUND)'),
  },
});

const add = defineRoute({
  method: 'post',
  path: '/api/anuncios/{colaboracionId}',
  policy: 'authenticated',
  tags: ['anuncios'],
  summary: "Adds an ad authorization to the collaboration's usage record: a Spark code (7-365 days) or a Meta permission (granted on, days)",
  request: { params: colaboracionParam, body: { content: { 'application/json': { schema: autorizacionInputSchema } }, required: true } },
  responses: {
    201: jsonContent(autorizacionResponseSchema, 'Added'),
    400: jsonContent(errorSchema, 'Invalid code, date or duration'),
    ...guardedErrors,
    404: jsonContent(errorSchema, 'Not hers, or missing (COLABORACION_NOT_FOUND)'),
    409: jsonContent(errorSchema, 'No accepted terms yet (AUTORIZACION_SIN_DERECHOS), or the same Spark code again (AUTORIZACION_DUPLICADA)'),
  },
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/anuncios/item/{id}',
  policy: 'authenticated',
  tags: ['anuncios'],
  summary: 'Removes an ad authorization (hers, or any for an admin)',
  request: { params: idParam },
  responses: {
    204: { description: 'Removed' },
    ...guardedErrors,
    404: jsonContent(errorSchema, 'AUTORIZACION_NOT_FOUND'),
  },
});

export const anunciosRoutes = createRouter()
  .openapi(list, async (c) => c.json({ autorizaciones: await listar(svc(c), c.req.valid('param').colaboracionId) }, 200))
  .openapi(add, async (c) => c.json({ autorizacion: await agregar(svc(c), c.req.valid('param').colaboracionId, c.req.valid('json')) }, 201))
  .openapi(remove, async (c) => {
    await quitar(svc(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
