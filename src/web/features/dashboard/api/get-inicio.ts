import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { inicioResponseSchema, Inicio } from '@shared/schemas/inicio';
import { apiFetch, toastError } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';

/** GET /api/inicio: her counts and profile completeness. */
export async function getInicio(signal?: AbortSignal): Promise<Inicio> {
  try {
    return await apiFetch<z.infer<typeof inicioResponseSchema>>('/api/inicio', { signal });
  } catch (error) {
    if (!signal?.aborted) toastError(error, undefined, { title: 'Error al cargar dashboard' });
    throw error;
  }
}

export const inicioQueryOptions = queryOptions({ queryKey: ['inicio'], queryFn: ({ signal }) => getInicio(signal), staleTime: 0 });

/** Asks for her counts before Inicio renders (the route's loader starts it beside the chunks). */
export function prefetchInicio(): Promise<void> {
  return queryClient.prefetchQuery(inicioQueryOptions);
}

export function useInicio() {
  return useQuery(inicioQueryOptions);
}
