import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { medidasListResponseSchema } from '@shared/schemas/colaboracion';
import { apiFetch, toastError } from '@web/lib/api-client';

export const medidasQueryKey = ['medidas'] as const;

export interface MedidasParams {
  q: string;
  /** A brand, or null for 'Todas'. */
  marca: string | null;
}

export type MedidasList = ReturnType<typeof medidasListResponseSchema.parse>;

/** GET /api/medidas?q=&marca=: collaborations missing cintura, cadera or largo, and the brands that have some. */
export async function getMedidas(params: MedidasParams, signal?: AbortSignal): Promise<MedidasList> {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.marca) search.set('marca', params.marca);
  const qs = search.toString();
  try {
    return await apiFetch<z.infer<typeof medidasListResponseSchema>>(`/api/medidas${qs ? `?${qs}` : ''}`, { signal });
  } catch (error) {
    if (!signal?.aborted) toastError(error, undefined, { title: 'Error al cargar colaboraciones' });
    throw error;
  }
}

export function medidasQueryOptions(params: MedidasParams) {
  return queryOptions({
    queryKey: [...medidasQueryKey, 'list', params] as const,
    queryFn: ({ signal }) => getMedidas(params, signal),
    // Collaborations are created, imported and edited elsewhere: read again on every visit.
    staleTime: 0,
  });
}

export function useMedidas(params: MedidasParams) {
  return useQuery({ ...medidasQueryOptions(params), placeholderData: keepPreviousData });
}
