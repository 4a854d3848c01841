import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { publicacionesListResponseSchema } from '@shared/schemas/publicaciones';
import { apiFetch } from '@web/lib/api-client';
import { publicacionesKey } from '@web/lib/query-keys';

/** GET /api/publicaciones/{colaboracionId}: her post links, in the order she added them. */
export function getPublicaciones(colaboracionId: string, signal?: AbortSignal) {
  return apiFetch<z.infer<typeof publicacionesListResponseSchema>>(`/api/publicaciones/${encodeURIComponent(colaboracionId)}`, { signal });
}

export function usePublicaciones(colaboracionId: string) {
  return useQuery(
    queryOptions({
      queryKey: publicacionesKey(colaboracionId),
      queryFn: ({ signal }) => getPublicaciones(colaboracionId, signal),
      meta: { errorTitle: 'Error al cargar tus publicaciones' },
      enabled: colaboracionId !== '',
    }),
  );
}
