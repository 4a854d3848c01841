import { idempotencyKeyOf } from '../../domain/idempotency';
import { z } from '@hono/zod-openapi';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import {
  bulkDeleteResponseSchema,
  bulkEstadoResponseSchema,
  bulkEstadoSchema,
  bulkIdsSchema,
  colaboracionCreateSchema,
  colaboracionListQuerySchema,
  colaboracionListResponseSchema,
  colaboracionResponseSchema,
  colaboracionUpdateSchema,
  uploadedImageResponseSchema,
} from '../../../shared/schemas/colaboracion';
import { svc } from '../../http/service-context';
import { IMAGE_UPLOAD_BODY, readImageField } from '../../storage/image-request';
import { withImageSlot } from '../../storage/image-slots';
import { uploadColaboracionImagen } from './colaboracion-imagen';
import {
  createColaboracion,
  deleteColaboracion,
  deleteColaboracionesById,
  getColaboracion,
  listColaboraciones,
  setEstadoBulk,
  updateColaboracion,
} from './colaboraciones.service';

const policy = 'colaboraciones:manage';
const tags = ['colaboraciones'];
const idParams = z.object({ id: z.string().max(100) });
const jsonBody = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const invalidInput = jsonContent(errorSchema, 'Invalid input, with the first Spanish message (VALIDATION)');
const notFound = jsonContent(errorSchema, 'Missing (COLABORACION_NOT_FOUND)');
const conflict = jsonContent(errorSchema, 'A database rule refused it, e.g. the creator already has an active one (CONFLICT)');

const list = defineRoute({
  method: 'get',
  path: '/api/colaboraciones',
  policy,
  tags,
  summary: 'Gestión de Colaboraciones: one page (newest first) of a tab, with the tab counts under the same search',
  request: { query: colaboracionListQuerySchema },
  responses: { 200: jsonContent(colaboracionListResponseSchema, 'A page and the counts'), 400: invalidInput, ...guardedErrors },
});

const uploadImagen = defineRoute({
  method: 'post',
  path: '/api/colaboraciones/imagen',
  policy,
  streamsBody: true,
  tags,
  summary: 'Upload a collaboration image (multipart field `file`, an image of at most 5 MB); stored with a WebP thumbnail',
  request: { body: IMAGE_UPLOAD_BODY },
  responses: {
    201: jsonContent(uploadedImageResponseSchema, 'The storage reference for the form, and signed URLs'),
    400: jsonContent(errorSchema, "'Por favor selecciona un archivo de imagen válido' (INVALID_IMAGE)"),
    ...guardedErrors,
    413: jsonContent(errorSchema, "'La imagen debe ser menor a 5MB' (IMAGE_TOO_LARGE)"),
  },
});

const bulkDelete = defineRoute({
  method: 'post',
  path: '/api/colaboraciones/bulk/delete',
  policy,
  tags,
  summary: 'Delete several collaborations and then their files (unknown ids are skipped)',
  request: { body: jsonBody(bulkIdsSchema) },
  responses: { 200: jsonContent(bulkDeleteResponseSchema, 'How many were deleted'), 400: invalidInput, ...guardedErrors },
});

const bulkEstado = defineRoute({
  method: 'post',
  path: '/api/colaboraciones/bulk/estado',
  policy,
  tags,
  summary: "Set the state of several collaborations (the admin override, with history), all or none",
  request: { body: jsonBody(bulkEstadoSchema) },
  responses: {
    200: jsonContent(bulkEstadoResponseSchema, 'How many were set (unknown ids are skipped)'),
    400: invalidInput,
    ...guardedErrors,
    409: conflict,
  },
});

const getOne = defineRoute({
  method: 'get',
  path: '/api/colaboraciones/{id}',
  policy,
  tags,
  summary: 'One collaboration',
  request: { params: idParams },
  responses: { 200: jsonContent(colaboracionResponseSchema, 'The collaboration'), ...guardedErrors, 404: notFound },
});

const create = defineRoute({
  method: 'post',
  path: '/api/colaboraciones',
  policy,
  tags,
  summary:
    'Nueva: an unassigned collaboration in one of the six offered states. An Idempotency-Key header (a UUID per opened form) makes a repeat return the first one (decision 039)',
  request: { body: jsonBody(colaboracionCreateSchema) },
  responses: {
    201: jsonContent(colaboracionResponseSchema, 'Created, or the one a repeat of the same key made'),
    400: invalidInput,
    ...guardedErrors,
    409: conflict,
    422: jsonContent(errorSchema, 'The same Idempotency-Key with other data (IDEMPOTENCY_KEY_REUSED)'),
  },
});

const update = defineRoute({
  method: 'put',
  path: '/api/colaboraciones/{id}',
  policy,
  tags,
  summary: 'Edit: the form fields and any of the nine states (a state change is an override, recorded)',
  request: { params: idParams, body: jsonBody(colaboracionUpdateSchema) },
  responses: {
    200: jsonContent(colaboracionResponseSchema, 'Updated'),
    400: invalidInput,
    ...guardedErrors,
    404: notFound,
    409: conflict,
  },
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/colaboraciones/{id}',
  policy,
  tags,
  summary: 'Delete a collaboration, its deliveries and their files',
  request: { params: idParams },
  responses: { 200: jsonContent(z.object({ ok: z.literal(true) }), 'Deleted'), ...guardedErrors, 404: notFound },
});

export const colaboracionesRoutes = createRouter()
  .openapi(list, async (c) => {
    const body = await listColaboraciones(svc(c), c.req.valid('query'));
    return c.json(body, 200);
  })
  .openapi(uploadImagen, async (c) => {
    const ctx = svc(c);
    // One of the process's image slots: memory stays flat under a burst (decision 046).
    const uploaded = await withImageSlot(ctx.config, async () => uploadColaboracionImagen(ctx, await readImageField(c.req.raw)));
    return c.json(uploaded, 201);
  })
  .openapi(bulkDelete, async (c) => {
    const deleted = await deleteColaboracionesById(svc(c), c.req.valid('json'));
    return c.json({ deleted }, 200);
  })
  .openapi(bulkEstado, async (c) => {
    const updated = await setEstadoBulk(svc(c), c.req.valid('json'));
    return c.json({ updated }, 200);
  })
  .openapi(getOne, async (c) => {
    const colaboracion = await getColaboracion(svc(c), c.req.valid('param').id);
    return c.json({ colaboracion }, 200);
  })
  .openapi(create, async (c) => {
    const colaboracion = await createColaboracion(svc(c), c.req.valid('json'), idempotencyKeyOf(c));
    return c.json({ colaboracion }, 201);
  })
  .openapi(update, async (c) => {
    const colaboracion = await updateColaboracion(svc(c), { ...c.req.valid('json'), ...c.req.valid('param') });
    return c.json({ colaboracion }, 200);
  })
  .openapi(remove, async (c) => {
    await deleteColaboracion(svc(c), c.req.valid('param').id);
    return c.json({ ok: true as const }, 200);
  });
