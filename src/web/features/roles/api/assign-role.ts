import { useAction } from '@web/lib/use-action';
import type { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import type { Role } from '@shared/domain/roles';
import type { assignRoleResponseSchema, RoleUser, RoleUsersResponse } from '@shared/schemas/roles';
import { apiFetch } from '@web/lib/api-client';
import { roleUsersKey, sessionKey } from '@web/lib/query-keys';

export interface AssignRoleVariables {
  userId: string;
  role: Role;
}

/** PUT /api/roles/users/{userId}: updates the user's role row, or inserts one (spec §4). */
export async function assignRole({ userId, role }: AssignRoleVariables): Promise<RoleUser> {
  const { user } = await apiFetch<z.infer<typeof assignRoleResponseSchema>>(`/api/roles/users/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    json: { role },
  });
  return user;
}

/** Refreshes the users list, and the session (an admin may have changed her own role). */
export function useAssignRole() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: assignRole,
    onSuccess: (user) => {
      queryClient.setQueriesData<RoleUsersResponse>({ queryKey: roleUsersKey }, (page) =>
        page ? { ...page, users: page.users.map((u) => (u.id === user.id ? user : u)) } : page,
      );
      toast.success('Rol asignado', { description: 'El rol se ha asignado correctamente' });
    },
    meta: { errorTitle: 'Error', errorDescription: (message) => `No se pudo asignar el rol: ${message}` },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: roleUsersKey }),
        queryClient.invalidateQueries({ queryKey: sessionKey }),
      ]);
    },
  });
}
