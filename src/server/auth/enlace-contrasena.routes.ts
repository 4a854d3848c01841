import { z } from '@hono/zod-openapi';
import { estadoEnlaceResponseSchema } from '../../shared/schemas/auth';
import { defineRoute } from '../http/policy';
import { createRouter, jsonContent } from '../http/router';
import { resetTokenUser } from './recuperacion';

/**
 * Whether a password link (recovery email, or one an admin made) still works, for Nueva contraseña to
 * say so when it opens instead of after both passwords are typed (issue 28). It reads the token as the
 * reset would and tells only yes or no: never whose it is. Tokens are 144 random bits, so asking
 * cannot find one.
 */
const estado = defineRoute({
  method: 'get',
  path: '/api/recuperacion/enlace',
  policy: 'public',
  tags: ['auth'],
  summary: 'Whether a password link is unused and unexpired (no session; tells nothing else)',
  request: { query: z.object({ token: z.string().min(1).max(200) }) },
  responses: { 200: jsonContent(estadoEnlaceResponseSchema, '{ valido }') },
});

export const enlaceContrasenaRoutes = createRouter().openapi(estado, async (c) => {
  const userId = await resetTokenUser(c.get('db'), c.req.valid('query').token);
  return c.json({ valido: userId !== null }, 200);
});
