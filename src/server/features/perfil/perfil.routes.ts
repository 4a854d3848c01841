import { perfilInputSchema, perfilResponseSchema } from '../../../shared/schemas/perfil';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { svc } from '../../http/service-context';
import { IMAGE_UPLOAD_BODY, readImageField } from '../../storage/image-request';
import { withImageSlot } from '../../storage/image-slots';
import { getPerfil, updatePerfil, uploadAvatar } from './perfil.service';

const notFound = { 404: jsonContent(errorSchema, "'No se encontró tu perfil' (PROFILE_NOT_FOUND)") };

const read = defineRoute({
  method: 'get',
  path: '/api/perfil',
  policy: 'portal:use',
  tags: ['perfil'],
  summary: 'Mi Perfil: her own creator profile with its completeness',
  responses: { 200: jsonContent(perfilResponseSchema, 'Her profile'), ...guardedErrors, ...notFound },
});

const update = defineRoute({
  method: 'put',
  path: '/api/perfil',
  policy: 'portal:use',
  tags: ['perfil'],
  summary: 'Update her own profile (spec §5 profile rules)',
  request: { body: { content: { 'application/json': { schema: perfilInputSchema } }, required: true } },
  responses: {
    200: jsonContent(perfilResponseSchema, 'The updated profile'),
    400: jsonContent(errorSchema, 'Invalid field (VALIDATION)'),
    ...guardedErrors,
    ...notFound,
  },
});

const avatar = defineRoute({
  method: 'post',
  path: '/api/perfil/avatar',
  policy: 'portal:use',
  streamsBody: true,
  tags: ['perfil'],
  summary: 'Upload her avatar (multipart field `file`, an image of at most 5 MB); replaces the previous one',
  request: { body: IMAGE_UPLOAD_BODY },
  responses: {
    200: jsonContent(perfilResponseSchema, 'The profile with the new avatar'),
    400: jsonContent(errorSchema, "'Por favor selecciona un archivo de imagen válido' (INVALID_IMAGE)"),
    ...guardedErrors,
    ...notFound,
    413: jsonContent(errorSchema, "'La imagen debe ser menor a 5MB' (IMAGE_TOO_LARGE)"),
  },
});

export const perfilRoutes = createRouter()
  .openapi(read, async (c) => {
    const perfil = await getPerfil(svc(c));
    return c.json({ perfil }, 200);
  })
  .openapi(update, async (c) => {
    return c.json({ perfil: await updatePerfil(svc(c), c.req.valid('json')) }, 200);
  })
  .openapi(avatar, async (c) => {
    const ctx = svc(c);
    // One of the process's image slots: memory stays flat under a burst (decision 046).
    const perfil = await withImageSlot(ctx.config, async () => uploadAvatar(ctx, await readImageField(c.req.raw)));
    return c.json({ perfil }, 200);
  });
