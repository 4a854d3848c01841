import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { medidasListResponseSchema } from '@shared/schemas/colaboracion';
import { apiFetch } from '@web/lib/api-client';
import { medidasKeys } from '@web/lib/query-keys';

export interface MedidasParams {
  q: string;
  /** A brand, or null for 'Todas'. */
  marca: string | null;
}

export type MedidasList = ReturnType<typeof medidasListResponseSchema.parse>;

/** GET /api/medidas?q=&marca=: collaborations missing cintura, cadera or largo, and the brands that have some. */
export function getMedidas(params: MedidasParams, signal?: AbortSignal): Promise<MedidasList> {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.marca) search.set('marca', params.marca);
  const qs = search.toString();
  return apiFetch<z.infer<typeof medidasListResponseSchema>>(`/api/medidas${qs ? `?${qs}` : ''}`, { signal });
}

export function medidasQueryOptions(params: MedidasParams) {
  return queryOptions({
    queryKey: medidasKeys.list(params),
    queryFn: ({ signal }) => getMedidas(params, signal),
    meta: { errorTitle: 'Error al cargar colaboraciones' },
    // Collaborations are created, imported and edited elsewhere: read again on every visit.
    staleTime: 0,
  });
}

export function useMedidas(params: MedidasParams) {
  return useQuery({ ...medidasQueryOptions(params), placeholderData: keepPreviousData });
}
