import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { colaboradorasListResponseSchema, ColaboradorasListResponse } from '@shared/schemas/colaboradoras';
import { apiFetch } from '@web/lib/api-client';
import { colaboradorasKeys } from '@web/lib/query-keys';
import type { ColaboradorasParams } from '../hooks/use-colaboradoras-params';

type ListParams = Omit<ColaboradorasParams, 'perfil'>;

/** GET /api/colaboradoras?q=&estado=&equipo=&activa=&sinEntregar=&orden=&page=: one page of cards, by name or by score. */
export function getColaboradoras(params: ListParams, signal?: AbortSignal): Promise<ColaboradorasListResponse> {
  const search = new URLSearchParams({ page: String(params.page) });
  if (params.q) search.set('q', params.q);
  if (params.estado) search.set('estado', params.estado);
  if (params.equipo) search.set('equipo', params.equipo);
  if (params.activa) search.set('activa', params.activa);
  if (params.sinEntregar) search.set('sinEntregar', params.sinEntregar);
  if (params.orden !== 'nombre') search.set('orden', params.orden);
  return apiFetch<z.infer<typeof colaboradorasListResponseSchema>>(`/api/colaboradoras?${search.toString()}`, { signal });
}

export function colaboradorasQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: colaboradorasKeys.list(params),
    queryFn: ({ signal }) => getColaboradoras(params, signal),
    meta: { errorTitle: 'Error al cargar las colaboradoras' },
    // Deliveries and ratings change all day: read again on every visit.
    staleTime: 0,
  });
}

/** The page of the current search and filters; the previous page stays on screen while the next loads. */
export function useColaboradoras(params: ListParams) {
  return useQuery({ ...colaboradorasQueryOptions(params), placeholderData: keepPreviousData });
}
