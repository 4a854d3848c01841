import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { misColaboracionesListResponseSchema, MiColaboracion } from '@shared/schemas/mis-colaboraciones';
import { apiFetch } from '@web/lib/api-client';
import { misColaboracionesKeys } from '@web/lib/query-keys';

/** GET /api/mis-colaboraciones?grupo=entregadas: her items in revision and entregado, with content counts. */
export async function getEntregadas(signal?: AbortSignal): Promise<MiColaboracion[]> {
  const { items } = await apiFetch<z.infer<typeof misColaboracionesListResponseSchema>>('/api/mis-colaboraciones?grupo=entregadas', { signal });
  return items;
}

export function useEntregadas() {
  return useQuery(
    queryOptions({
      queryKey: misColaboracionesKeys.list('entregadas'),
      queryFn: ({ signal }) => getEntregadas(signal),
      meta: { errorTitle: 'Error al cargar colaboraciones' },
    }),
  );
}
