import { z } from '@hono/zod-openapi';
import { enlaceContrasenaResponseSchema } from '../../../shared/schemas/avisos';
import {
  assignRoleResponseSchema,
  assignRoleSchema,
  assignRolesResponseSchema,
  assignRolesSchema,
  roleUsersQuerySchema,
  roleUsersResponseSchema,
} from '../../../shared/schemas/roles';
import { defineRoute } from '../../http/policy';
import { createRouter, errorSchema, guardedErrors, jsonContent } from '../../http/router';
import { svc } from '../../http/service-context';
import { assignRole, assignRoles, listUsers, resetLinkFor } from './roles.service';

const listRoleUsers = defineRoute({
  method: 'get',
  path: '/api/roles/users',
  policy: 'roles:manage',
  tags: ['roles'],
  summary: 'Gestión de Roles: one page of people with their role, ordered by email; search by name or email',
  request: { query: roleUsersQuerySchema },
  responses: {
    200: jsonContent(roleUsersResponseSchema, 'Users and roles'),
    400: jsonContent(errorSchema, 'Invalid search or page (VALIDATION)'),
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

const assignRolesBatch = defineRoute({
  method: 'post',
  path: '/api/roles/asignaciones',
  policy: 'roles:manage',
  tags: ['roles'],
  summary: 'One role for several people at once, in one transaction (issue 28)',
  request: { body: { content: { 'application/json': { schema: assignRolesSchema } }, required: true } },
  responses: {
    200: jsonContent(assignRolesResponseSchema, 'Everyone in the batch with the new role'),
    400: jsonContent(errorSchema, 'Invalid role or selection (VALIDATION)'),
    ...guardedErrors,
    404: jsonContent(errorSchema, 'Someone in the batch does not exist (USUARIOS_NO_ENCONTRADOS)'),
    409: jsonContent(errorSchema, 'It would leave no admin (LAST_ADMIN) or change her own role (ROL_PROPIO_EN_LOTE)'),
  },
});

const resetLink = defineRoute({
  method: 'post',
  path: '/api/roles/users/{userId}/enlace-contrasena',
  policy: 'roles:manage',
  tags: ['roles'],
  summary: 'A single-use link, valid for one hour, for the person to choose a new password (issue 17)',
  request: { params: z.object({ userId: z.string().min(1).max(200) }) },
  responses: {
    200: jsonContent(enlaceContrasenaResponseSchema, 'The link and when it expires'),
    ...guardedErrors,
    404: jsonContent(errorSchema, 'Unknown user (USER_NOT_FOUND)'),
  },
});

export const rolesRoutes = createRouter()
  .openapi(listRoleUsers, async (c) => {
    return c.json(await listUsers(svc(c), c.req.valid('query')), 200);
  })
  .openapi(assignUserRole, async (c) => {
    const { userId } = c.req.valid('param');
    const { role } = c.req.valid('json');
    const user = await assignRole(svc(c), { userId, role });
    return c.json({ user }, 200);
  })
  .openapi(assignRolesBatch, async (c) => c.json(await assignRoles(svc(c), c.req.valid('json')), 200))
  .openapi(resetLink, async (c) => c.json(await resetLinkFor(svc(c), c.get('auth'), c.req.valid('param').userId), 200));
