import { queryOptions, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoLeidosResponse } from '@shared/schemas/avisos';
import { useEffect } from 'react';
import { afterFirstLoad, whenIdle } from './after-idle';
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

/** Clients whose first read of the count is arranged, and those for which it has started. */
const arranged = new WeakSet<QueryClient>();
const started = new WeakSet<QueryClient>();

/**
 * The first read starts from an idle callback once the first load is over, in a task of its own:
 * switching `enabled` on through React state re-rendered every bell and started the read in one task,
 * and a bell mounted once the first load was over read at mount, in the shell's first render (decision
 * 081). The bell renders when the count arrives.
 */
function readAfterFirstLoad(client: QueryClient): void {
  if (arranged.has(client)) return;
  arranged.add(client);
  void afterFirstLoad().then(() =>
    whenIdle(() => {
      started.add(client);
      void client.prefetchQuery(noLeidosQueryOptions(client));
    }),
  );
}

/**
 * The bell's count (0 while it loads or when it cannot be read: the bell then just says 'Avisos'). First
 * asked once the first load is over (decisions 067, 081): on a first visit the screen's own reads go
 * first. `enabled` is read, not subscribed to, so its turning true re-renders nothing; the polling and
 * the focus re-reads start with the first answer (TanStack Query re-arms its timers on each update).
 */
export function useNoLeidos(): number {
  const client = useQueryClient();
  useEffect(() => readAfterFirstLoad(client), [client]);
  return useQuery({ ...noLeidosQueryOptions(client), enabled: () => started.has(client) }).data ?? 0;
}
