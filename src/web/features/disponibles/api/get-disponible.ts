import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { disponibleResponseSchema, Disponible } from '@shared/schemas/disponibles';
import { apiFetch } from '@web/lib/api-client';
import { disponiblesKeys } from '@web/lib/query-keys';

/** GET /api/disponibles/{id}: one item, only while it is still available. */
export async function getDisponible(id: string, signal?: AbortSignal): Promise<Disponible> {
  const { item } = await apiFetch<z.infer<typeof disponibleResponseSchema>>(`/api/disponibles/${encodeURIComponent(id)}`, { signal });
  return item;
}

export function disponibleQueryOptions(id: string) {
  return queryOptions({
    queryKey: disponiblesKeys.detail(id),
    queryFn: ({ signal }) => getDisponible(id, signal),
    retry: false,
  });
}

export function useDisponible(id: string) {
  return useQuery(disponibleQueryOptions(id));
}
