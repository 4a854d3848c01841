import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Autorizacion, AutorizacionesResponse, AutorizacionInput } from '@shared/schemas/anuncios';
import { apiFetch } from '@web/lib/api-client';
import { anunciosKey, galeriaKey } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useAction } from '@web/lib/use-action';

/** GET /api/anuncios/{colaboracionId}: the collaboration's ad authorizations (hers, or any for an admin). */
export function useAutorizaciones(colaboracionId: string) {
  return useQuery(
    queryOptions({
      queryKey: anunciosKey(colaboracionId),
      queryFn: ({ signal }) => apiFetch<AutorizacionesResponse>(`/api/anuncios/${encodeURIComponent(colaboracionId)}`, { signal }),
      meta: { errorTitle: 'Error al cargar las autorizaciones de anuncio' },
    }),
  );
}

const GALERIA_PREFIX = galeriaKey({})[0];

/** Its list, and Contenido's pages (their badges and the anuncio filter), are read again after a change. */
function useRefresh(colaboracionId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: anunciosKey(colaboracionId) }),
      queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === GALERIA_PREFIX }),
    ]);
}

export function useAgregarAutorizacion(colaboracionId: string) {
  const refresh = useRefresh(colaboracionId);
  return useAction({
    mutationFn: (input: AutorizacionInput) =>
      apiFetch<{ autorizacion: Autorizacion }>(`/api/anuncios/${encodeURIComponent(colaboracionId)}`, { method: 'POST', json: input }),
    onSuccess: () => toast.success('Autorización guardada'),
    meta: { errorTitle: 'No se pudo guardar la autorización' },
    onSettled: refresh,
  });
}

export function useQuitarAutorizacion(colaboracionId: string) {
  const refresh = useRefresh(colaboracionId);
  return useAction({
    mutationFn: (id: string) => apiFetch(`/api/anuncios/item/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => toast.success('Autorización eliminada'),
    meta: { errorTitle: 'No se pudo quitar la autorización' },
    onSettled: refresh,
  });
}
