import { meResponseSchema } from '../../../shared/schemas/session';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, jsonContent } from '../../http/router';
import { svc } from '../../http/service-context';

const getMe = defineRoute({
  method: 'get',
  path: '/api/me',
  policy: 'authenticated',
  tags: ['session'],
  summary: 'Who is signed in, and with which role (null: waiting for an admin)',
  responses: {
    200: jsonContent(meResponseSchema, 'The signed-in user'),
    401: jsonContent(errorSchema, 'Sin sesión (UNAUTHENTICATED)'),
  },
});

export const sessionRoutes = createRouter().openapi(getMe, (c) => {
  const { actor } = svc(c);
  return c.json({ user: { id: actor.userId, email: actor.email, fullName: actor.fullName }, role: actor.role }, 200);
});
