import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { entregasListResponseSchema } from '@shared/schemas/entregas';
import { apiFetch } from '@web/lib/api-client';
import { entregasKey } from '@web/lib/query-keys';
import { pollWhileProcessing } from '@web/lib/video-processing';

/**
 * What a failed load does. Spec §8: on the collaboration detail page it is only logged; elsewhere
 * (Mis Entregas) the creator sees 'Error al cargar entregas' (the QueryClient's one error path).
 */
export type EntregasLoadError = 'log' | 'toast';

/** GET /api/entregas/{colaboracionId}: her photos and videos, newest first, with signed URLs and counts. */
export function getEntregas(colaboracionId: string, signal?: AbortSignal) {
  return apiFetch<z.infer<typeof entregasListResponseSchema>>(`/api/entregas/${encodeURIComponent(colaboracionId)}`, { signal });
}

export function useEntregas(colaboracionId: string, { enabled = true, onLoadError }: { enabled?: boolean; onLoadError: EntregasLoadError }) {
  return useQuery(
    queryOptions({
      queryKey: entregasKey(colaboracionId),
      queryFn: ({ signal }) => getEntregas(colaboracionId, signal),
      meta: onLoadError === 'toast' ? { errorTitle: 'Error al cargar entregas' } : undefined,
      enabled: enabled && colaboracionId !== '',
      refetchInterval: (query) => pollWhileProcessing(query.state.data?.entregas),
    }),
  );
}
