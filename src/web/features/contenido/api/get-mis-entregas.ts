import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { misEntregasResponseSchema, MiEntrega } from '@shared/schemas/entregas';
import { apiFetch, toastError } from '@web/lib/api-client';

export const misEntregasQueryKey = ['mis-entregas'] as const;

/** GET /api/mis-entregas: every file she delivered, newest first, each with its collaboration. */
export async function getMisEntregas(signal?: AbortSignal): Promise<MiEntrega[]> {
  try {
    const { entregas } = await apiFetch<z.infer<typeof misEntregasResponseSchema>>('/api/mis-entregas', { signal });
    return entregas;
  } catch (error) {
    if (!signal?.aborted) toastError(error, undefined, { title: 'Error al cargar entregas' });
    throw error;
  }
}

export function useMisEntregas() {
  return useQuery(queryOptions({ queryKey: misEntregasQueryKey, queryFn: ({ signal }) => getMisEntregas(signal) }));
}
