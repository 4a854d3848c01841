import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { logisticaResponseSchema, LogisticaResponse } from '@shared/schemas/logistica';
import { apiFetch, toastError } from '@web/lib/api-client';

export const LOGISTICA_ERROR = 'Error al cargar los envíos';

/** GET /api/logistica (admin): one card per collaboration on its way, with what the store reported. */
export async function getLogistica(signal?: AbortSignal): Promise<LogisticaResponse> {
  try {
    return await apiFetch<z.infer<typeof logisticaResponseSchema>>('/api/logistica', { signal });
  } catch (error) {
    if (!signal?.aborted) toastError(error, undefined, { title: LOGISTICA_ERROR });
    throw error;
  }
}

export const logisticaQueryOptions = queryOptions({
  queryKey: ['logistica'],
  queryFn: ({ signal }) => getLogistica(signal),
  staleTime: 0,
  // Carrier events arrive by webhook and poll: a screen left open stays current.
  refetchInterval: 60_000,
});

export function useLogistica() {
  return useQuery(logisticaQueryOptions);
}
