import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { misEntregasResponseSchema, MiEntrega } from '@shared/schemas/entregas';
import { apiFetch } from '@web/lib/api-client';
import { misEntregasKey } from '@web/lib/query-keys';
import { pollWhileProcessing } from '@web/lib/video-processing';

/** GET /api/mis-entregas: every file she delivered, newest first, each with its collaboration. */
export async function getMisEntregas(signal?: AbortSignal): Promise<MiEntrega[]> {
  const { entregas } = await apiFetch<z.infer<typeof misEntregasResponseSchema>>('/api/mis-entregas', { signal });
  return entregas;
}

export function useMisEntregas() {
  return useQuery(
    queryOptions({
      queryKey: misEntregasKey,
      queryFn: ({ signal }) => getMisEntregas(signal),
      meta: { errorTitle: 'Error al cargar entregas' },
      refetchInterval: (query) => pollWhileProcessing(query.state.data),
    }),
  );
}
