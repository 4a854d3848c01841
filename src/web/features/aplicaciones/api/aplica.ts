import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AplicacionRequest, AplicaFormularioResponse } from '@shared/schemas/aplicaciones';
import { apiFetch } from '@web/lib/api-client';
import { aplicaFormularioKey } from '@web/lib/query-keys';
import { useAction } from '@web/lib/use-action';

/** GET /api/aplica: the questions and the signed time the page was opened (the minimum fill time counts from it). */
export function useAplicaFormulario() {
  return useQuery(
    queryOptions({
      queryKey: aplicaFormularioKey,
      queryFn: ({ signal }) => apiFetch<AplicaFormularioResponse>('/api/aplica', { signal }),
      // The opening time must be this visit's: never a cached one from an earlier visit.
      staleTime: 0,
      gcTime: 0,
      meta: { errorTitle: 'No se pudo cargar el formulario' },
    }),
  );
}

/** POST /api/aplica: her answers; the server thanks her (the same words whether it kept them or not). */
export function useEnviarAplicacion() {
  return useAction({
    mutationFn: (body: AplicacionRequest) => apiFetch<{ mensaje: string }>('/api/aplica', { method: 'POST', json: body }),
    meta: { errorTitle: 'No se pudo enviar tu solicitud' },
  });
}
