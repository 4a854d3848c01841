import { queryOptions, useQuery } from '@tanstack/react-query';
import { colaboradoraDetailResponseSchema, type ColaboradoraDetailResponse } from '@shared/schemas/colaboradoras';
import { apiFetch } from '@web/lib/api-client';
import { colaboradorasQueryKey } from './get-colaboradoras';

/** GET /api/colaboradoras/{id}: 'Ver Perfil' (her profile, collaborations and ratings). */
export function getColaboradora(id: string, signal?: AbortSignal): Promise<ColaboradoraDetailResponse> {
  return apiFetch(`/api/colaboradoras/${encodeURIComponent(id)}`, { schema: colaboradoraDetailResponseSchema, signal });
}

export function colaboradoraQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...colaboradorasQueryKey, 'detail', id] as const,
    queryFn: ({ signal }) => getColaboradora(id, signal),
    staleTime: 0,
  });
}

/** Her profile while the dialog is open (the dialog shows the error itself). */
export function useColaboradora(id: string | null) {
  return useQuery({ ...colaboradoraQueryOptions(id ?? ''), enabled: id !== null });
}
