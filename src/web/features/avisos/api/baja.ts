import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BajaResponse } from '@shared/schemas/avisos';
import { apiFetch } from '@web/lib/api-client';
import { bajaKey } from '@web/lib/query-keys';
import { useAction } from '@web/lib/use-action';

const bajaPath = (token: string) => `/api/avisos/baja?t=${encodeURIComponent(token)}`;

/** GET /api/avisos/baja?t=…: which emails the link turns off and for whom, without a session. */
export function bajaQueryOptions(token: string) {
  return queryOptions({
    queryKey: bajaKey(token),
    queryFn: ({ signal }) => apiFetch<BajaResponse>(bajaPath(token), { signal }),
    // An invalid or expired link stays so: asking again would not change the answer.
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useBaja(token: string) {
  return useQuery(bajaQueryOptions(token));
}

/** POST /api/avisos/baja?t=…: turns that category's emails off (the server answers the same if already off). */
export function useConfirmarBaja(token: string) {
  const client = useQueryClient();
  return useAction({
    mutationFn: () => apiFetch<BajaResponse>(bajaPath(token), { method: 'POST', json: {} }),
    onSuccess: (data) => client.setQueryData(bajaKey(token), data),
  });
}
