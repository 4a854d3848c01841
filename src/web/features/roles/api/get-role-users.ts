import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { roleUsersResponseSchema, RoleUser } from '@shared/schemas/roles';
import { apiFetch } from '@web/lib/api-client';
import { roleUsersKey } from '@web/lib/query-keys';

/** GET /api/roles/users: every registered user with her role, ordered by email. */
export async function getRoleUsers(signal?: AbortSignal): Promise<RoleUser[]> {
  const { users } = await apiFetch<z.infer<typeof roleUsersResponseSchema>>('/api/roles/users', { signal });
  return users;
}

export const roleUsersQueryOptions = queryOptions({
  queryKey: roleUsersKey,
  queryFn: ({ signal }) => getRoleUsers(signal),
});

export function useRoleUsers() {
  return useQuery(roleUsersQueryOptions);
}
