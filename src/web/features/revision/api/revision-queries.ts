import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  revisionColaboracionesResponseSchema,
  revisionEntregasResponseSchema,
  RevisionColaboracionesResponse,
  RevisionEntregasResponse,
} from '@shared/schemas/revision';
import { apiFetch, toastError } from '@web/lib/api-client';

/** Every read of the review lives under this key; feedback and the two outcomes update it in place. */
export const revisionQueryKey = ['revision'] as const;
export const revisionGridKey = (page: number) => [...revisionQueryKey, 'colaboraciones', page] as const;
export const revisionEntregasKey = (colaboracionId: string) => [...revisionQueryKey, 'entregas', colaboracionId] as const;

/** Spec §8: a failed load of the review says 'Error al cargar entregas' (the server's reason below it). */
export const LOAD_ERROR = 'Error al cargar entregas';

/** GET /api/revision/colaboraciones?page=: one page of the grid (collaborations with a creator, newest first). */
export async function getRevisionColaboraciones(page: number, signal?: AbortSignal): Promise<RevisionColaboracionesResponse> {
  try {
    return await apiFetch<z.infer<typeof revisionColaboracionesResponseSchema>>(`/api/revision/colaboraciones?page=${page}`, { signal });
  } catch (error) {
    if (!signal?.aborted) toastError(error, LOAD_ERROR, { title: LOAD_ERROR });
    throw error;
  }
}

export function useRevisionColaboraciones(page: number) {
  return useQuery({
    ...queryOptions({ queryKey: revisionGridKey(page), queryFn: ({ signal }) => getRevisionColaboraciones(page, signal) }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/revision/colaboraciones/{id}/entregas: the card, its photos and videos (newest first) and counters. */
export async function getRevisionEntregas(colaboracionId: string, signal?: AbortSignal): Promise<RevisionEntregasResponse> {
  try {
    return await apiFetch<z.infer<typeof revisionEntregasResponseSchema>>(`/api/revision/colaboraciones/${encodeURIComponent(colaboracionId)}/entregas`, {
      signal,
    });
  } catch (error) {
    if (!signal?.aborted) toastError(error, LOAD_ERROR, { title: LOAD_ERROR });
    throw error;
  }
}

export function useRevisionEntregas(colaboracionId: string) {
  return useQuery(
    queryOptions({
      queryKey: revisionEntregasKey(colaboracionId),
      queryFn: ({ signal }) => getRevisionEntregas(colaboracionId, signal),
      // Every answer signs new file URLs, so a refetch reloads every thumbnail: read again rarely, and
      // before the URLs (valid 3600 s) expire. Feedback updates this cache in place instead.
      staleTime: 10 * 60_000,
      refetchInterval: 30 * 60_000,
    }),
  );
}
