import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { entregasListResponseSchema } from '@shared/schemas/entregas';
import { apiFetch, toastError } from '@web/lib/api-client';

/** Every list of one collaboration's entregas lives under this key; uploads and deletes invalidate it. */
export const entregasQueryKey = (colaboracionId: string) => ['entregas', colaboracionId] as const;
/**
 * Her collaboration lists and detail carry photo and video counts (mis-colaboraciones); uploads and
 * deletes change them. The colaboraciones and entregas features read under this prefix.
 */
export const MIS_COLABORACIONES_KEY = ['mis-colaboraciones'] as const;

/**
 * What a failed load does. Spec §8: on the collaboration detail page it is only logged; elsewhere
 * (Mis Entregas) the creator sees 'Error al cargar entregas'.
 */
export type EntregasLoadError = 'log' | 'toast';

/** GET /api/entregas/{colaboracionId}: her photos and videos, newest first, with signed URLs and counts. */
export async function getEntregas(colaboracionId: string, onLoadError: EntregasLoadError, signal?: AbortSignal) {
  try {
    return await apiFetch<z.infer<typeof entregasListResponseSchema>>(`/api/entregas/${encodeURIComponent(colaboracionId)}`, { signal });
  } catch (error) {
    if (!signal?.aborted) {
      if (onLoadError === 'toast') toastError(error, undefined, { title: 'Error al cargar entregas' });
      else console.error('Error al cargar entregas', error);
    }
    throw error;
  }
}

export function useEntregas(colaboracionId: string, { enabled = true, onLoadError }: { enabled?: boolean; onLoadError: EntregasLoadError }) {
  return useQuery(
    queryOptions({
      queryKey: entregasQueryKey(colaboracionId),
      queryFn: ({ signal }) => getEntregas(colaboracionId, onLoadError, signal),
      enabled: enabled && colaboracionId !== '',
    }),
  );
}
