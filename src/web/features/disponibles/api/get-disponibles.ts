import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { disponiblesListResponseSchema, Disponible } from '@shared/schemas/disponibles';
import { apiFetch, toastError } from '@web/lib/api-client';

export interface DisponiblesFilters {
  talla?: string;
  tipo?: string;
  q?: string;
}

export const disponiblesQueryKey = ['disponibles'] as const;

/** GET /api/disponibles: items she may request (the server applies spec §5's available rule). */
export async function getDisponibles(filters: DisponiblesFilters, signal?: AbortSignal): Promise<Disponible[]> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const qs = params.toString();
  try {
    const { items } = await apiFetch<z.infer<typeof disponiblesListResponseSchema>>(`/api/disponibles${qs ? `?${qs}` : ''}`, { signal });
    return items;
  } catch (error) {
    // A superseded request (new filter) is not a failure.
    if (!signal?.aborted) toastError(error, undefined, { title: 'Error al cargar colaboraciones disponibles' });
    throw error;
  }
}

export function disponiblesQueryOptions(filters: DisponiblesFilters) {
  return queryOptions({
    queryKey: [...disponiblesQueryKey, 'list', filters],
    queryFn: ({ signal }) => getDisponibles(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDisponibles(filters: DisponiblesFilters) {
  return useQuery(disponiblesQueryOptions(filters));
}
