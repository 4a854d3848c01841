import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TerminosInput, TerminosResponse } from '@shared/schemas/derechos';
import { apiFetch } from '@web/lib/api-client';
import { terminosUsoKey } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useAction } from '@web/lib/use-action';

/** The current usage terms (null before an admin writes any). */
export function useTerminosUso() {
  return useQuery({ queryKey: terminosUsoKey, queryFn: () => apiFetch<TerminosResponse>('/api/terminos-uso') });
}

/** Configuración (admin): a new version of the terms. */
export function useGuardarTerminos() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (input: TerminosInput) => apiFetch<TerminosResponse>('/api/terminos-uso', { method: 'PUT', json: input }),
    onSuccess: (data) => {
      queryClient.setQueryData(terminosUsoKey, data);
      toast.success(`Términos guardados (versión ${data.terminos?.version ?? ''})`);
    },
    meta: { errorTitle: 'No se pudieron guardar los términos' },
  });
}
