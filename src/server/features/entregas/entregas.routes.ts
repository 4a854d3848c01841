import { z } from '@hono/zod-openapi';
import {
  entregaResponseSchema,
  entregasListResponseSchema,
  entregasQuerySchema,
  enviarRevisionResponseSchema,
  misEntregasResponseSchema,
} from '../../../shared/schemas/entregas';
import { enviarRevisionInputSchema } from '../../../shared/schemas/derechos';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { IMAGE_UPLOAD_BODY } from '../../storage/image-request';
import { MIS_ENTREGAS_LIMIT } from './entregas.queries';
import { svc } from '../../http/service-context';
import { eliminarEntrega, enviarRevision, listarEntregas, listarMisEntregas, uploadImagen } from './entregas.service';

const colaboracionParam = z.object({ colaboracionId: z.uuid() });
const idParam = z.object({ id: z.uuid() });

const notHers = { 404: jsonContent(errorSchema, 'Not hers, or missing (COLABORACION_NOT_FOUND)') };

const uploadImage = defineRoute({
  method: 'post',
  path: '/api/entregas/{colaboracionId}/imagenes',
  policy: 'portal:use',
  streamsBody: true,
  tags: ['entregas'],
  summary: 'Deliver one photo (multipart field `file`, ≤ 5 MB) to her collaboration (logistica or produccion)',
  request: { params: colaboracionParam, body: IMAGE_UPLOAD_BODY },
  responses: {
    201: jsonContent(entregaResponseSchema, 'Recorded'),
    ...guardedErrors,
    ...notHers,
    400: jsonContent(errorSchema, "'Por favor selecciona un archivo de imagen válido' (INVALID_IMAGE)"),
    409: jsonContent(errorSchema, 'The collaboration does not take uploads in its state'),
    413: jsonContent(errorSchema, "'La imagen debe ser menor a 5MB' (IMAGE_TOO_LARGE)"),
  },
});

const list = defineRoute({
  method: 'get',
  path: '/api/entregas/{colaboracionId}',
  policy: 'portal:use',
  tags: ['entregas'],
  summary: 'Her delivered photos and videos, newest first, with signed URLs and counts',
  request: { params: colaboracionParam, query: entregasQuerySchema },
  responses: { 200: jsonContent(entregasListResponseSchema, 'Entregas'), ...guardedErrors, ...notHers },
});

const mine = defineRoute({
  method: 'get',
  path: '/api/mis-entregas',
  policy: 'portal:use',
  tags: ['entregas'],
  summary: `Every photo and video of her collaborations, newest first, with its collaboration (Contenido); the ${MIS_ENTREGAS_LIMIT} newest at most`,
  responses: { 200: jsonContent(misEntregasResponseSchema, 'Her entregas'), ...guardedErrors },
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/entregas/item/{id}',
  policy: 'portal:use',
  tags: ['entregas'],
  summary: 'Delete one of her entregas while the collaboration is not yet in review',
  request: { params: idParam },
  responses: {
    204: { description: 'Deleted' },
    ...guardedErrors,
    404: jsonContent(errorSchema, 'Not hers or missing'),
    409: jsonContent(errorSchema, 'Already sent to review'),
  },
});

const submit = defineRoute({
  method: 'post',
  path: '/api/entregas/{colaboracionId}/enviar-revision',
  policy: 'portal:use',
  tags: ['entregas'],
  summary: 'produccion → revision (spec §4), with at least one photo and one video; once usage terms exist, accepting their current version',
  request: { params: colaboracionParam, body: { content: { 'application/json': { schema: enviarRevisionInputSchema } }, required: false } },
  responses: {
    200: jsonContent(enviarRevisionResponseSchema, 'In review'),
    ...guardedErrors,
    ...notHers,
    409: jsonContent(errorSchema, "'Debes agregar el contenido antes de enviar', not in produccion, or the current usage terms not accepted (TERMINOS_NO_ACEPTADOS)"),
  },
});

export const entregasRoutes = createRouter()
  .openapi(uploadImage, async (c) => {
    const entrega = await uploadImagen(svc(c), c.req.valid('param').colaboracionId, c.req.raw);
    return c.json({ entrega }, 201);
  })
  .openapi(list, async (c) => {
    return c.json(await listarEntregas(svc(c), c.req.valid('param').colaboracionId, c.req.valid('query').tipo), 200);
  })
  .openapi(mine, async (c) => {
    return c.json({ entregas: await listarMisEntregas(svc(c)) }, 200);
  })
  .openapi(remove, async (c) => {
    await eliminarEntrega(svc(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(submit, async (c) => {
    const result = await enviarRevision(svc(c), c.req.valid('param').colaboracionId, c.req.valid('json') ?? {});
    return c.json({ colaboracion: { id: result.id, estado: result.to } }, 200);
  });
