import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { logisticaResponseSchema, LogisticaResponse } from '@shared/schemas/logistica';
import { apiFetch } from '@web/lib/api-client';
import { logisticaKey } from '@web/lib/query-keys';

export const LOGISTICA_ERROR = 'Error al cargar los envíos';

/** GET /api/logistica (admin): one card per collaboration on its way, with what the store reported. */
export function getLogistica(signal?: AbortSignal): Promise<LogisticaResponse> {
  return apiFetch<z.infer<typeof logisticaResponseSchema>>('/api/logistica', { signal });
}

export const logisticaQueryOptions = queryOptions({
  queryKey: logisticaKey,
  queryFn: ({ signal }) => getLogistica(signal),
  meta: { errorTitle: LOGISTICA_ERROR },
  staleTime: 0,
  // Carrier events arrive by webhook and poll: a screen left open stays current.
  refetchInterval: 60_000,
});

export function useLogistica() {
  return useQuery(logisticaQueryOptions);
}
