import { useQueryClient } from '@tanstack/react-query';
import type { AssignRolesInput, AssignRolesResponse, RoleUsersResponse } from '@shared/schemas/roles';
import { ROLE_LABELS } from '@shared/domain/roles';
import { apiFetch } from '@web/lib/api-client';
import { roleUsersKey, sessionKey } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useAction } from '@web/lib/use-action';

/** POST /api/roles/asignaciones: one role for everyone selected, in one transaction (issue 28). */
export function assignRoles(input: AssignRolesInput): Promise<AssignRolesResponse> {
  return apiFetch<AssignRolesResponse>('/api/roles/asignaciones', { method: 'POST', json: input });
}

const personas = (n: number) => `${n.toLocaleString('es-MX')} ${n === 1 ? 'persona' : 'personas'}`;

/** The rows on screen take the new role at once; then the pages are read again (filters may drop them). */
export function useAssignRoles() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: assignRoles,
    onSuccess: ({ users, cambiados }, { role }) => {
      const byId = new Map(users.map((u) => [u.id, u]));
      queryClient.setQueriesData<RoleUsersResponse>({ queryKey: roleUsersKey }, (page) =>
        page ? { ...page, users: page.users.map((u) => byId.get(u.id) ?? u) } : page,
      );
      const sinCambio = users.length - cambiados;
      toast.success(`Rol ${ROLE_LABELS[role]} asignado a ${personas(cambiados)}`, {
        description: sinCambio > 0 ? `${personas(sinCambio)} ya ${sinCambio === 1 ? 'tenía' : 'tenían'} ese rol.` : undefined,
      });
    },
    meta: { errorTitle: 'No se pudo asignar el rol' },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: roleUsersKey }),
        queryClient.invalidateQueries({ queryKey: sessionKey }),
      ]);
    },
  });
}
