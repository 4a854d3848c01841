import { useQuery } from '@tanstack/react-query';
import type { EstadoEnlaceResponse } from '@shared/schemas/auth';
import { apiFetch } from '@web/lib/api-client';

/**
 * GET /api/recuperacion/enlace?token=: whether the password link still works, asked as its screen opens
 * so a used or expired link says so before she types anything (issue 28). Asked once; a failure to ask
 * (no network) leaves the form, whose own answer then says what is wrong.
 */
export function useEstadoEnlace(token: string) {
  return useQuery({
    queryKey: ['recuperacion', 'enlace', token],
    queryFn: ({ signal }) => apiFetch<EstadoEnlaceResponse>(`/api/recuperacion/enlace?token=${encodeURIComponent(token)}`, { signal }),
    staleTime: Infinity,
    retry: false,
    meta: { silentError: true },
  });
}
