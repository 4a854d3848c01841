import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleFilter, RoleUsersResponse } from '@shared/schemas/roles';
import { apiFetch } from '@web/lib/api-client';
import { roleUsersKey } from '@web/lib/query-keys';

export interface RoleUsersParams {
  q: string;
  rol: RoleFilter | '';
  page: number;
}

/** GET /api/roles/users: one page (50) of people matching the search, with her role, ordered by email. */
export async function getRoleUsers(params: RoleUsersParams, signal?: AbortSignal): Promise<RoleUsersResponse> {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.rol) query.set('rol', params.rol);
  if (params.page > 1) query.set('page', String(params.page));
  const search = query.toString();
  return apiFetch<RoleUsersResponse>(`/api/roles/users${search ? `?${search}` : ''}`, { signal });
}

export const roleUsersQueryOptions = (params: RoleUsersParams) =>
  queryOptions({
    queryKey: [...roleUsersKey, params] as const,
    queryFn: ({ signal }) => getRoleUsers(params, signal),
    // The page on screen stays while the next search loads: rows do not vanish under the pointer.
    placeholderData: keepPreviousData,
  });

export function useRoleUsers(params: RoleUsersParams) {
  return useQuery(roleUsersQueryOptions(params));
}
