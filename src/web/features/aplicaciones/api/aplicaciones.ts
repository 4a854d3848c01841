import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Aplicacion, AplicacionEstado, AplicacionesConteo, AplicacionesListResponse } from '@shared/schemas/aplicaciones';
import { apiFetch } from '@web/lib/api-client';
import { aplicacionesKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useAction } from '@web/lib/use-action';

/** GET /api/aplicaciones?estado=: one tab of Solicitudes, with every tab's count. */
export function useAplicaciones(estado: AplicacionEstado) {
  return useQuery(
    queryOptions({
      queryKey: aplicacionesKeys.list({ estado }),
      queryFn: ({ signal }) => apiFetch<AplicacionesListResponse>(`/api/aplicaciones?estado=${estado}`, { signal }),
      meta: { errorTitle: 'Error al cargar las solicitudes' },
    }),
  );
}

/** GET /api/aplicaciones/conteo: the Dashboard's card. */
export const aplicacionesConteoQueryOptions = queryOptions({
  queryKey: aplicacionesKeys.conteo,
  queryFn: ({ signal }) => apiFetch<AplicacionesConteo>('/api/aplicaciones/conteo', { signal }),
  meta: { errorTitle: 'Error al cargar las solicitudes' },
});

export function useAplicacionesConteo() {
  return useQuery(aplicacionesConteoQueryOptions);
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: aplicacionesKeys.all });
}

export function useAceptarAplicacion() {
  const refresh = useRefresh();
  return useAction({
    mutationFn: (id: string) => apiFetch<{ aplicacion: Aplicacion }>(`/api/aplicaciones/${encodeURIComponent(id)}/aceptar`, { method: 'POST', json: {} }),
    onSuccess: ({ aplicacion }) => toast.success(`Aceptaste a ${aplicacion.nombre}. Le enviamos su invitación por correo.`),
    meta: { errorTitle: 'No se pudo aceptar la solicitud' },
    onSettled: refresh,
  });
}

export function useRechazarAplicacion() {
  const refresh = useRefresh();
  return useAction({
    mutationFn: ({ id, mensaje }: { id: string; mensaje: string }) =>
      apiFetch<{ aplicacion: Aplicacion }>(`/api/aplicaciones/${encodeURIComponent(id)}/rechazar`, { method: 'POST', json: mensaje.trim() ? { mensaje } : {} }),
    onSuccess: ({ aplicacion }) => toast.success(aplicacion.mensaje ? 'Solicitud rechazada. Le enviamos tu mensaje.' : 'Solicitud rechazada.'),
    meta: { errorTitle: 'No se pudo rechazar la solicitud' },
    onSettled: refresh,
  });
}
