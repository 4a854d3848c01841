import { z } from './zod';
import { ROLES } from '../domain/roles';

export const assignRoleSchema = z.object({ role: z.enum(ROLES) });
export type AssignRoleInput = z.infer<typeof assignRoleSchema>;

/** A row of Gestión de Roles. */
export const roleUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(ROLES).nullable(),
});
export type RoleUser = z.infer<typeof roleUserSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/roles/users?q=&rol=&page=&pageSize= (issue 28 item 4): one page of people, ordered by email
// ---------------------------------------------------------------------------------------------

export const ROLE_USERS_PAGE_SIZE = 50;
export const ROLE_USERS_PAGE_SIZE_MAX = 100;
/** 'sin': people still waiting for a role. */
export const ROLE_FILTERS = [...ROLES, 'sin'] as const;
export type RoleFilter = (typeof ROLE_FILTERS)[number];
export const ROLE_FILTER_LABELS: Record<RoleFilter, string> = {
  admin: 'Administrador',
  tienda: 'Tienda',
  colaboradora: 'Colaboradora',
  sin: 'Sin rol',
};

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const roleUsersQuerySchema = z.object({
  q: z.string().trim().max(100, 'La búsqueda debe tener como máximo 100 caracteres').optional(),
  rol: z.preprocess(emptyToUndefined, z.enum(ROLE_FILTERS, { error: 'Elige un rol de la lista' }).optional()),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ROLE_USERS_PAGE_SIZE_MAX).default(ROLE_USERS_PAGE_SIZE),
});
export type RoleUsersQuery = z.infer<typeof roleUsersQuerySchema>;

/** `total` counts everyone matching the search, across pages. */
export const roleUsersResponseSchema = z.object({
  users: z.array(roleUserSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type RoleUsersResponse = z.infer<typeof roleUsersResponseSchema>;
/** PUT /api/roles/users/{userId} answers { user: RoleUser }. */
export const assignRoleResponseSchema = z.object({ user: roleUserSchema });

// ---------------------------------------------------------------------------------------------
// POST /api/roles/asignaciones: one role for several people, in one transaction
// ---------------------------------------------------------------------------------------------

export const ROLE_BATCH_MAX = 200;
export const assignRolesSchema = z.object({
  role: z.enum(ROLES),
  userIds: z
    .array(z.string().min(1).max(200))
    .min(1, 'Selecciona al menos una persona')
    .max(ROLE_BATCH_MAX, `Selecciona como máximo ${ROLE_BATCH_MAX} personas a la vez`),
});
export type AssignRolesInput = z.infer<typeof assignRolesSchema>;
/** Everyone in the batch with her role now; `cambiados` counts those whose role actually changed. */
export const assignRolesResponseSchema = z.object({ users: z.array(roleUserSchema), cambiados: z.number() });
export type AssignRolesResponse = z.infer<typeof assignRolesResponseSchema>;
