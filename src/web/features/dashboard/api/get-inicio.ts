import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { inicioResponseSchema, Inicio } from '@shared/schemas/inicio';
import { apiFetch } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { inicioKey } from '@web/lib/first-load-keys';

/** GET /api/inicio: her counts and profile completeness. */
export function getInicio(signal?: AbortSignal): Promise<Inicio> {
  return apiFetch<z.infer<typeof inicioResponseSchema>>('/api/inicio', { signal });
}

/** Counts that arrived this recently were asked for by this very visit (the HTML's preload, the route's loader). */
const JUST_FETCHED_MS = 2_000;

/**
 * Fresh on every visit to Inicio (staleTime 0), but not asked for twice on the first: the counts the
 * route's loader fetched a moment ago are not fetched again when the page mounts (decision 019).
 */
export const inicioQueryOptions = queryOptions({
  queryKey: inicioKey,
  queryFn: ({ signal }) => getInicio(signal),
  meta: { errorTitle: 'Error al cargar dashboard' },
  staleTime: 0,
  refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS,
});

/** Asks for her counts before Inicio renders (the route's loader starts it beside the chunks). */
export function prefetchInicio(): Promise<void> {
  return queryClient.prefetchQuery(inicioQueryOptions);
}

export function useInicio() {
  return useQuery(inicioQueryOptions);
}
