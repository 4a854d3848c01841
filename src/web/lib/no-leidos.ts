import { queryOptions, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoLeidosResponse } from '@shared/schemas/avisos';
import { apiFetch } from './api-client';
import { avisosKeys } from './first-load-keys';

/**
 * The bell's unread count (issue 17). Apart from avisos.ts (the inbox's pages and marks) because both
 * shells draw the bell on their first load, and the inbox's code (an infinite query) only loads with the
 * panel or the Avisos screen (docs/decisions/045-avisos-web.md).
 */

/** How often the bell asks for the count while the app is open (and again whenever the window gets focus). */
export const NO_LEIDOS_INTERVAL_MS = 30_000;

/** GET /api/avisos/no-leidos. A count unlike the one the bell showed means new notices: the inbox re-reads. */
async function getNoLeidos(client: QueryClient, signal?: AbortSignal): Promise<number> {
  const { noLeidos } = await apiFetch<NoLeidosResponse>('/api/avisos/no-leidos', { signal });
  const before = client.getQueryData<number>(avisosKeys.noLeidos);
  if (before !== undefined && before !== noLeidos) void client.invalidateQueries({ queryKey: avisosKeys.lista });
  return noLeidos;
}

export function noLeidosQueryOptions(client: QueryClient) {
  return queryOptions({
    queryKey: avisosKeys.noLeidos,
    queryFn: ({ signal }) => getNoLeidos(client, signal),
    refetchInterval: NO_LEIDOS_INTERVAL_MS,
    refetchOnWindowFocus: 'always',
    // Focus and the interval are what keep it fresh; a remount alone need not ask again.
    staleTime: 5_000,
  });
}

/**
 * The bell's count (0 while it loads or when it cannot be read: the bell then just says 'Avisos').
 * GET /api/me brought it (session.ts seeds this query, decision 101), so on a first load the bell draws
 * its number in the shell's first render and asks nothing: `refetchOnMount: false` keeps a mount from
 * reading what the session just answered, and its own reads begin with the interval, 30 s later, or a
 * focus. Without a seeded count (a cache emptied since) the bell reads at mount.
 */
export function useNoLeidos(): number {
  const client = useQueryClient();
  return useQuery({ ...noLeidosQueryOptions(client), refetchOnMount: false }).data ?? 0;
}
