import type { z } from 'zod';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { disponiblesListResponseSchema } from '@shared/schemas/disponibles';
import { apiFetch } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { disponiblesKeys } from '@web/lib/first-load-keys';

export interface DisponiblesFilters {
  talla?: string;
  tipo?: string;
  q?: string;
}

type DisponiblesPage = z.infer<typeof disponiblesListResponseSchema>;

/**
 * GET /api/disponibles: one page of the items she may request (the server applies spec §5's available
 * rule). The first page's URL carries no cursor, so it is the one the server preloads with the page.
 */
export function getDisponibles(filters: DisponiblesFilters, cursor: string | null, signal?: AbortSignal): Promise<DisponiblesPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  const qs = params.toString();
  return apiFetch<DisponiblesPage>(`/api/disponibles${qs ? `?${qs}` : ''}`, { signal });
}

export function disponiblesQueryOptions(filters: DisponiblesFilters) {
  return infiniteQueryOptions({
    queryKey: disponiblesKeys.list(filters),
    queryFn: ({ signal, pageParam }) => getDisponibles(filters, pageParam, signal),
    meta: { errorTitle: 'Error al cargar colaboraciones disponibles' },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function useDisponibles(filters: DisponiblesFilters) {
  return useInfiniteQuery(disponiblesQueryOptions(filters));
}

/** Asks for the first page before Disponibles renders (the route's loader), so it renders once, with its cards. */
export function prefetchDisponibles(filters: DisponiblesFilters): Promise<void> {
  return queryClient.prefetchInfiniteQuery(disponiblesQueryOptions(filters));
}
