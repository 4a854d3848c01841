import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Publicacion, publicacionesListResponseSchema } from '@shared/schemas/publicaciones';
import { apiFetch } from '@web/lib/api-client';
import { publicacionesKey } from '@web/lib/query-keys';

type PublicacionesList = z.infer<typeof publicacionesListResponseSchema>;

/** GET /api/publicaciones/{colaboracionId}: her post links, in the order she added them. */
export function getPublicaciones(colaboracionId: string, signal?: AbortSignal) {
  return apiFetch<PublicacionesList>(`/api/publicaciones/${encodeURIComponent(colaboracionId)}`, { signal });
}

const publicacionesQuery = (colaboracionId: string) =>
  queryOptions({
    queryKey: publicacionesKey(colaboracionId),
    queryFn: ({ signal }) => getPublicaciones(colaboracionId, signal),
    meta: { errorTitle: 'Error al cargar tus publicaciones' },
    enabled: colaboracionId !== '',
  });

export function usePublicaciones(colaboracionId: string) {
  return useQuery(publicacionesQuery(colaboracionId));
}

/** The oldest link's createdAt: what the server answers as the detail's publicadaAt (min(created_at), decision 047). */
export function primeraPublicacionAt(publicaciones: readonly Pick<Publicacion, 'createdAt'>[]): string | null {
  let first: string | null = null;
  for (const { createdAt } of publicaciones) if (first === null || Date.parse(createdAt) < Date.parse(first)) first = createdAt;
  return first;
}

const selectPublicadaAt = (data: PublicacionesList) => primeraPublicacionAt(data.publicaciones);

/**
 * When her 7 days were met, read from the same cache entry as her posts list (a select on it): a post the
 * checks attached (issue 30) shows up in that list on its next read, and the 7-day card says so at once,
 * not when her collaboration's detail happens to be read again. Not read while `colaboracionId` is ''.
 */
export function usePublicadaAt(colaboracionId: string) {
  return useQuery({ ...publicacionesQuery(colaboracionId), select: selectPublicadaAt });
}
