import type { z } from 'zod';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { recordarResponseSchema, sinEntregarResponseSchema, SinEntregarResponse } from '@shared/schemas/seguimiento';
import { apiFetch } from '@web/lib/api-client';
import { colaboradorasKeys, sinEntregarKey } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useAction } from '@web/lib/use-action';

/** GET /api/seguimiento/sin-entregar: who received her item 7, 10 or 14 days ago or more and has not delivered. */
export function getSinEntregar(signal?: AbortSignal): Promise<SinEntregarResponse> {
  return apiFetch<z.infer<typeof sinEntregarResponseSchema>>('/api/seguimiento/sin-entregar', { signal });
}

export const sinEntregarQueryOptions = queryOptions({
  queryKey: sinEntregarKey,
  queryFn: ({ signal }) => getSinEntregar(signal),
  staleTime: 0,
});

export function useSinEntregar() {
  return useQuery(sinEntregarQueryOptions);
}

/** POST …/{id}/recordar: the reminder now; a second tap the same day is refused in Spanish (the one error path toasts it). */
export function recordar(colaboracionId: string) {
  return apiFetch<z.infer<typeof recordarResponseSchema>>(`/api/seguimiento/sin-entregar/${encodeURIComponent(colaboracionId)}/recordar`, { method: 'POST' });
}

export function useRecordar() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: recordar,
    onSuccess: ({ mensaje }) => toast.success(mensaje),
    // Sent or refused, the row's 'Recordada hoy' comes from the server's answer.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: sinEntregarKey }), queryClient.invalidateQueries({ queryKey: colaboradorasKeys.all })]),
  });
}
