import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { colaboradorasListResponseSchema, ColaboradorasListResponse } from '@shared/schemas/colaboradoras';
import { apiFetch, toastError } from '@web/lib/api-client';
import type { ColaboradorasParams } from '../hooks/use-colaboradoras-params';

/** Every read of this screen lives under this key: a new creator (invitation used) shows on the next visit. */
export const colaboradorasQueryKey = ['colaboradoras'] as const;

type ListParams = Omit<ColaboradorasParams, 'perfil'>;

/** GET /api/colaboradoras?q=&estado=&equipo=&activa=&page=: one page of cards in name order. */
export async function getColaboradoras(params: ListParams, signal?: AbortSignal): Promise<ColaboradorasListResponse> {
  const search = new URLSearchParams({ page: String(params.page) });
  if (params.q) search.set('q', params.q);
  if (params.estado) search.set('estado', params.estado);
  if (params.equipo) search.set('equipo', params.equipo);
  if (params.activa) search.set('activa', params.activa);
  try {
    return await apiFetch<z.infer<typeof colaboradorasListResponseSchema>>(`/api/colaboradoras?${search.toString()}`, { signal });
  } catch (error) {
    // A superseded request (new search, new filter) is not a failure.
    if (!signal?.aborted) toastError(error, undefined, { title: 'Error al cargar las colaboradoras' });
    throw error;
  }
}

export function colaboradorasQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: [...colaboradorasQueryKey, 'list', params] as const,
    queryFn: ({ signal }) => getColaboradoras(params, signal),
    // Deliveries and ratings change all day: read again on every visit.
    staleTime: 0,
  });
}

/** The page of the current search and filters; the previous page stays on screen while the next loads. */
export function useColaboradoras(params: ListParams) {
  return useQuery({ ...colaboradorasQueryOptions(params), placeholderData: keepPreviousData });
}
