import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminTab, type colaboracionListResponseSchema, type ColaboracionListResponse, PAGE_SIZE_DEFAULT } from '@shared/schemas/colaboracion';
import { apiFetch, toastError } from '@web/lib/api-client';

/** Every read of the catalogue lives under this key: writes invalidate it (rows and tab counts). */
export const colaboracionesQueryKey = ['colaboraciones'] as const;

export interface ColaboracionesListParams {
  estado: AdminTab;
  q: string;
  page: number;
  pageSize?: number;
}

/** GET /api/colaboraciones?estado=&q=&page=&pageSize=: one page, newest first, with the tab counts. */
export async function getColaboraciones(params: ColaboracionesListParams, signal?: AbortSignal): Promise<ColaboracionListResponse> {
  const search = new URLSearchParams({
    estado: params.estado,
    page: String(params.page),
    pageSize: String(params.pageSize ?? PAGE_SIZE_DEFAULT),
  });
  if (params.q) search.set('q', params.q);
  try {
    return await apiFetch<z.infer<typeof colaboracionListResponseSchema>>(`/api/colaboraciones?${search.toString()}`, { signal });
  } catch (error) {
    // A superseded request (new tab, new search) is not a failure.
    if (!signal?.aborted) toastError(error, undefined, { title: 'Error al cargar las colaboraciones' });
    throw error;
  }
}

export function colaboracionesQueryOptions(params: ColaboracionesListParams) {
  return queryOptions({
    queryKey: [...colaboracionesQueryKey, 'list', params] as const,
    queryFn: ({ signal }) => getColaboraciones(params, signal),
    // Measurements edited in Medidas and store syncs change rows: read again on every visit.
    staleTime: 0,
  });
}

/** The page of the current tab and search; the previous page stays on screen while the next loads. */
export function useColaboraciones(params: ColaboracionesListParams) {
  return useQuery({ ...colaboracionesQueryOptions(params), placeholderData: keepPreviousData });
}
