import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PreferenciaInput, PreferenciasResponse } from '@shared/schemas/avisos';
import { apiFetch } from '@web/lib/api-client';
import { preferenciasCorreoKey } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useAction } from '@web/lib/use-action';

export const PREFERENCIAS_GUARDADAS_MESSAGE = 'Preferencias guardadas';

/** GET /api/avisos/preferencias: the categories she may turn off by email (staff and creators get different ones). */
export const preferenciasQueryOptions = queryOptions({
  queryKey: preferenciasCorreoKey,
  queryFn: ({ signal }) => apiFetch<PreferenciasResponse>('/api/avisos/preferencias', { signal }),
});

export function usePreferencias() {
  return useQuery(preferenciasQueryOptions);
}

/** PUT /api/avisos/preferencias: one category on or off; the answer is every category as saved. */
export function useGuardarPreferencia() {
  const client = useQueryClient();
  return useAction({
    mutationFn: (input: PreferenciaInput) => apiFetch<PreferenciasResponse>('/api/avisos/preferencias', { method: 'PUT', json: input }),
    onSuccess: (data) => {
      client.setQueryData(preferenciasCorreoKey, data);
      toast.success(PREFERENCIAS_GUARDADAS_MESSAGE, { id: 'preferencias-guardadas' });
    },
    meta: { errorTitle: 'No se pudieron guardar tus preferencias' },
  });
}
