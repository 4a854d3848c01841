import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  revisionColaboracionesResponseSchema,
  revisionEntregasResponseSchema,
  RevisionColaboracionesResponse,
  RevisionEntregasResponse,
  RevisionFiltro,
} from '@shared/schemas/revision';
import { apiFetch } from '@web/lib/api-client';
import { revisionKeys } from '@web/lib/query-keys';
import { pollWhileProcessing } from '@web/lib/video-processing';

/** Spec §8: a failed load of the review says 'Error al cargar entregas' (the server's reason below it). */
export const LOAD_ERROR = 'Error al cargar entregas';
const LOAD_ERROR_META = { errorTitle: LOAD_ERROR, errorFallback: LOAD_ERROR };

/** GET /api/revision/colaboraciones?page=&estado=: one page of the grid (collaborations with a creator in that state, newest first). */
export function getRevisionColaboraciones(page: number, estado: RevisionFiltro, signal?: AbortSignal): Promise<RevisionColaboracionesResponse> {
  return apiFetch<z.infer<typeof revisionColaboracionesResponseSchema>>(`/api/revision/colaboraciones?page=${page}&estado=${estado}`, { signal });
}

export function revisionColaboracionesQueryOptions(page: number, estado: RevisionFiltro) {
  return queryOptions({
    queryKey: revisionKeys.grid(page, estado),
    queryFn: ({ signal }) => getRevisionColaboraciones(page, estado, signal),
    meta: LOAD_ERROR_META,
  });
}

export function useRevisionColaboraciones(page: number, estado: RevisionFiltro) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ ...revisionColaboracionesQueryOptions(page, estado), placeholderData: keepPreviousData });
}

/** GET /api/revision/colaboraciones/{id}/entregas: the card, its photos and videos (newest first) and counters. */
export function getRevisionEntregas(colaboracionId: string, signal?: AbortSignal): Promise<RevisionEntregasResponse> {
  return apiFetch<z.infer<typeof revisionEntregasResponseSchema>>(`/api/revision/colaboraciones/${encodeURIComponent(colaboracionId)}/entregas`, {
    signal,
  });
}

export function revisionEntregasQueryOptions(colaboracionId: string) {
  return queryOptions({
    queryKey: revisionKeys.entregas(colaboracionId),
    queryFn: ({ signal }) => getRevisionEntregas(colaboracionId, signal),
    meta: LOAD_ERROR_META,
    // Every answer signs new file URLs, so a refetch reloads every thumbnail: read again rarely, and
    // before the URLs (valid 3600 s) expire. Feedback updates this cache in place instead.
    staleTime: 10 * 60_000,
    // While a video is processed, every few seconds until its preview is there (issue 28).
    refetchInterval: (query) => pollWhileProcessing(query.state.data?.entregas) || 30 * 60_000,
  });
}

export function useRevisionEntregas(colaboracionId: string) {
  return useQuery(revisionEntregasQueryOptions(colaboracionId));
}
