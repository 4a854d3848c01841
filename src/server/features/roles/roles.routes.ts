import { z } from '@hono/zod-openapi';
import {
  assignRoleResponseSchema,
  assignRoleSchema,
  roleUsersResponseSchema,
} from '../../../shared/schemas/roles';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { svc } from '../../http/service-context';
import { assignRole, listUsers } from './roles.service';

const listRoleUsers = defineRoute({
  method: 'get',
  path: '/api/roles/users',
  policy: 'roles:manage',
  tags: ['roles'],
  summary: 'Gestión de Roles: every registered user with their role, ordered by email',
  responses: {
    200: jsonContent(roleUsersResponseSchema, 'Users and roles'),
    ...guardedErrors,
  },
});

const assignUserRole = defineRoute({
  method: 'put',
  path: '/api/roles/users/{userId}',
  policy: 'roles:manage',
  tags: ['roles'],
  summary: "Assign a role (updates the user's role row or inserts it)",
  request: {
    params: z.object({ userId: z.string().min(1).max(200) }),
    body: { content: { 'application/json': { schema: assignRoleSchema } }, required: true },
  },
  responses: {
    200: jsonContent(assignRoleResponseSchema, 'The user with the new role'),
    400: jsonContent(errorSchema, 'Invalid role (VALIDATION)'),
    ...guardedErrors,
    404: jsonContent(errorSchema, 'Unknown user (NOT_FOUND)'),
    409: jsonContent(errorSchema, 'It would leave no admin (LAST_ADMIN)'),
  },
});

export const rolesRoutes = createRouter()
  .openapi(listRoleUsers, async (c) => {
    const users = await listUsers(svc(c));
    return c.json({ users }, 200);
  })
  .openapi(assignUserRole, async (c) => {
    const { userId } = c.req.valid('param');
    const { role } = c.req.valid('json');
    const user = await assignRole(svc(c), { userId, role });
    return c.json({ user }, 200);
  });
