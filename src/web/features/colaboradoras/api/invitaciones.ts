import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EnviarInvitacionInput, InvitacionesListResponse, InvitacionReenviada } from '@shared/schemas/colaboradoras';
import { apiFetch } from '@web/lib/api-client';
import { invitacionesKey } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useAction } from '@web/lib/use-action';

/** GET /api/invitaciones: the 50 newest, with address, expiry and whether each still works. */
export const invitacionesQueryOptions = queryOptions({
  queryKey: invitacionesKey,
  queryFn: ({ signal }) => apiFetch<InvitacionesListResponse>('/api/invitaciones', { signal }),
});

export function useInvitaciones(enabled: boolean) {
  return useQuery({ ...invitacionesQueryOptions, enabled });
}

/** POST /api/invitaciones/enviar: emails the link on screen (the token stays the same). */
export function useEnviarInvitacion() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (input: EnviarInvitacionInput) => apiFetch<{ enviada: true; email: string }>('/api/invitaciones/enviar', { method: 'POST', json: input }),
    onSuccess: ({ email }) => toast.success('Invitación enviada', { description: `Le llegará a ${email} en unos minutos.` }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitacionesKey }),
    meta: { errorTitle: 'No se pudo enviar la invitación' },
  });
}

/** POST /api/invitaciones/{id}/reenviar: a new link and 7 more days; emailed again when it has an address. */
export function useReenviarInvitacion() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (id: string) => apiFetch<InvitacionReenviada>(`/api/invitaciones/${encodeURIComponent(id)}/reenviar`, { method: 'POST', json: {} }),
    onSuccess: ({ enviada }) =>
      toast.success(enviada ? 'Invitación reenviada' : 'Enlace nuevo creado', { description: 'El enlace anterior ya no funciona.' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitacionesKey }),
    meta: { errorTitle: 'No se pudo reenviar la invitación' },
  });
}
