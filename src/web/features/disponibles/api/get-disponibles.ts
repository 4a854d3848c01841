import type { z } from 'zod';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { disponiblesListResponseSchema } from '@shared/schemas/disponibles';
import { apiFetch, toastError } from '@web/lib/api-client';

export interface DisponiblesFilters {
  talla?: string;
  tipo?: string;
  q?: string;
}

type DisponiblesPage = z.infer<typeof disponiblesListResponseSchema>;

export const disponiblesQueryKey = ['disponibles'] as const;

/**
 * GET /api/disponibles: one page of the items she may request (the server applies spec §5's available
 * rule). The first page's URL carries no cursor, so it is the one the server preloads with the page.
 */
export async function getDisponibles(filters: DisponiblesFilters, cursor: string | null, signal?: AbortSignal): Promise<DisponiblesPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  const qs = params.toString();
  try {
    return await apiFetch<DisponiblesPage>(`/api/disponibles${qs ? `?${qs}` : ''}`, { signal });
  } catch (error) {
    // A superseded request (new filter) is not a failure.
    if (!signal?.aborted) toastError(error, undefined, { title: 'Error al cargar colaboraciones disponibles' });
    throw error;
  }
}

export function disponiblesQueryOptions(filters: DisponiblesFilters) {
  return infiniteQueryOptions({
    queryKey: [...disponiblesQueryKey, 'list', filters],
    queryFn: ({ signal, pageParam }) => getDisponibles(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function useDisponibles(filters: DisponiblesFilters) {
  return useInfiniteQuery(disponiblesQueryOptions(filters));
}
