import { unreadCount } from '../../avisos/no-leidos';
import { meResponseSchema } from '../../../shared/schemas/session';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, jsonContent } from '../../http/router';
import { svc } from '../../http/service-context';

const getMe = defineRoute({
  method: 'get',
  path: '/api/me',
  policy: 'authenticated',
  tags: ['session'],
  summary: 'Who is signed in, with which role (null: waiting for an admin), and her unread notices',
  responses: {
    200: jsonContent(meResponseSchema, 'The signed-in user'),
    401: jsonContent(errorSchema, 'Sin sesión (UNAUTHENTICATED)'),
  },
});

export const sessionRoutes = createRouter().openapi(getMe, async (c) => {
  const { db, actor } = svc(c);
  const noLeidos = await unreadCount(db, actor.userId);
  return c.json({ user: { id: actor.userId, email: actor.email, fullName: actor.fullName }, role: actor.role, noLeidos }, 200);
});
