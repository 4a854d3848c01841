import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { colaboradoraDetailResponseSchema, ColaboradoraDetailResponse } from '@shared/schemas/colaboradoras';
import { apiFetch } from '@web/lib/api-client';
import { colaboradorasKeys } from '@web/lib/query-keys';

/** GET /api/colaboradoras/{id}: 'Ver Perfil' (her profile, collaborations and ratings). */
export function getColaboradora(id: string, signal?: AbortSignal): Promise<ColaboradoraDetailResponse> {
  return apiFetch<z.infer<typeof colaboradoraDetailResponseSchema>>(`/api/colaboradoras/${encodeURIComponent(id)}`, { signal });
}

export function colaboradoraQueryOptions(id: string) {
  return queryOptions({
    queryKey: colaboradorasKeys.detail(id),
    queryFn: ({ signal }) => getColaboradora(id, signal),
    staleTime: 0,
  });
}

/** Her profile while the dialog is open (the dialog shows the error itself). */
export function useColaboradora(id: string | null) {
  return useQuery({ ...colaboradoraQueryOptions(id ?? ''), enabled: id !== null });
}
