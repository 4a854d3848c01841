import { z } from './zod';
import { ROLES } from '../domain/roles';

export const assignRoleSchema = z.object({ role: z.enum(ROLES) });
export type AssignRoleInput = z.infer<typeof assignRoleSchema>;

/** A row of Gestión de Roles: GET /api/roles/users answers { users: RoleUser[] }, ordered by email. */
export const roleUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(ROLES).nullable(),
});
export type RoleUser = z.infer<typeof roleUserSchema>;
export const roleUsersResponseSchema = z.object({ users: z.array(roleUserSchema) });
export type RoleUsersResponse = z.infer<typeof roleUsersResponseSchema>;
/** PUT /api/roles/users/{userId} answers { user: RoleUser }. */
export const assignRoleResponseSchema = z.object({ user: roleUserSchema });
