import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { misColaboracionesListResponseSchema, MiColaboracion } from '@shared/schemas/mis-colaboraciones';
import { apiFetch, toastError } from '@web/lib/api-client';

/** GET /api/mis-colaboraciones?grupo=entregadas: her items in revision and entregado, with content counts. */
export async function getEntregadas(signal?: AbortSignal): Promise<MiColaboracion[]> {
  try {
    const { items } = await apiFetch<z.infer<typeof misColaboracionesListResponseSchema>>('/api/mis-colaboraciones?grupo=entregadas', { signal });
    return items;
  } catch (error) {
    if (!signal?.aborted) toastError(error, undefined, { title: 'Error al cargar colaboraciones' });
    throw error;
  }
}

export function useEntregadas() {
  return useQuery(queryOptions({ queryKey: ['mis-colaboraciones', 'list', 'entregadas'], queryFn: ({ signal }) => getEntregadas(signal) }));
}
