import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT } from '@shared/domain/colaboraciones-lista';
import type { AdminTab, colaboracionListResponseSchema, ColaboracionListResponse } from '@shared/schemas/colaboracion';
import { apiFetch } from '@web/lib/api-client';
import { colaboracionesKeys } from '@web/lib/query-keys';

export interface ColaboracionesListParams {
  estado: AdminTab;
  q: string;
  page: number;
  pageSize?: number;
}

/** GET /api/colaboraciones?estado=&q=&page=&pageSize=: one page, newest first, with the tab counts. */
export function getColaboraciones(params: ColaboracionesListParams, signal?: AbortSignal): Promise<ColaboracionListResponse> {
  const search = new URLSearchParams({
    estado: params.estado,
    page: String(params.page),
    pageSize: String(params.pageSize ?? PAGE_SIZE_DEFAULT),
  });
  if (params.q) search.set('q', params.q);
  return apiFetch<z.infer<typeof colaboracionListResponseSchema>>(`/api/colaboraciones?${search.toString()}`, { signal });
}

export function colaboracionesQueryOptions(params: ColaboracionesListParams) {
  return queryOptions({
    // Every read of the catalogue lives under colaboracionesKeys.all: writes invalidate it.
    queryKey: colaboracionesKeys.list(params),
    queryFn: ({ signal }) => getColaboraciones(params, signal),
    meta: { errorTitle: 'Error al cargar las colaboraciones' },
    // Measurements edited in Medidas and store syncs change rows: read again on every visit.
    staleTime: 0,
  });
}

/**
 * The page of the current tab and search; the previous page stays on screen while the next loads.
 * `refetchOnMount: false` for a screen whose route's loader has just read it (Gestión's).
 */
export function useColaboraciones(params: ColaboracionesListParams, opts: { refetchOnMount?: boolean } = {}) {
  return useQuery({ ...colaboracionesQueryOptions(params), placeholderData: keepPreviousData, ...opts });
}
