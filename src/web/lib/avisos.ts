import { type InfiniteData, infiniteQueryOptions, type QueryClient, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { Aviso, AvisosResponse, NoLeidosResponse } from '@shared/schemas/avisos';
import { apiFetch } from './api-client';
import { avisosKeys } from './query-keys';
import { useAction } from './use-action';

/**
 * Her notices (issue 17), read by both shells' bell panel and by the Avisos screen: so they live here rather
 * than in a feature (shells may not import features, decision 035; docs/decisions/045-avisos-web.md). The
 * bell's count is in no-leidos.ts: it is on every first load of a shell, the pages and marks are not.
 */

/** GET /api/avisos?antes=<id>: 20 a page, newest first. */
export async function getAvisos(antes: string | null, signal?: AbortSignal): Promise<AvisosResponse> {
  const query = antes ? `?antes=${encodeURIComponent(antes)}` : '';
  return apiFetch<AvisosResponse>(`/api/avisos${query}`, { signal });
}

/** The inbox's pages; the first page's count is the freshest, so the bell takes it. */
export function avisosQueryOptions(client: QueryClient) {
  return infiniteQueryOptions({
    queryKey: avisosKeys.lista,
    queryFn: async ({ pageParam, signal }) => {
      const page = await getAvisos(pageParam, signal);
      if (pageParam === null) client.setQueryData<number>(avisosKeys.noLeidos, page.noLeidos);
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: AvisosResponse) => (last.hayMas ? (last.avisos.at(-1)?.id ?? null) : null),
    // Opening the panel or the screen shows what is there now.
    staleTime: 0,
    meta: { errorTitle: 'Error al cargar los avisos' },
  });
}

export function useAvisos() {
  const client = useQueryClient();
  const query = useInfiniteQuery(avisosQueryOptions(client));
  return { ...query, avisos: query.data?.pages.flatMap((p) => p.avisos) ?? [] };
}

type AvisosData = InfiniteData<AvisosResponse, string | null>;

/** Marks notices read in every loaded page (all of them, or the one `id`), and sets the count the server answered. */
function markRead(client: QueryClient, noLeidos: number, id?: string): void {
  client.setQueryData<number>(avisosKeys.noLeidos, noLeidos);
  client.setQueryData<AvisosData>(avisosKeys.lista, (data) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        noLeidos,
        avisos: page.avisos.map((a: Aviso) => (id === undefined || a.id === id ? { ...a, leido: true } : a)),
      })),
    },
  );
}

/** POST /api/avisos/{id}/leido: answers the new count. */
export function useMarcarLeido() {
  const client = useQueryClient();
  return useAction({
    mutationFn: (id: string) => apiFetch<NoLeidosResponse>(`/api/avisos/${encodeURIComponent(id)}/leido`, { method: 'POST', json: {} }),
    onSuccess: ({ noLeidos }, id) => markRead(client, noLeidos, id),
    meta: { errorTitle: 'No se pudo marcar el aviso como leído' },
  });
}

/** POST /api/avisos/leidos: every notice read. */
export function useMarcarTodos() {
  const client = useQueryClient();
  return useAction({
    mutationFn: () => apiFetch<NoLeidosResponse>('/api/avisos/leidos', { method: 'POST', json: {} }),
    onSuccess: ({ noLeidos }) => markRead(client, noLeidos),
    meta: { errorTitle: 'No se pudieron marcar los avisos como leídos' },
  });
}

/**
 * Where a notice's link may take her: a path of this app only ('/colaboradora/…'), never another site or a
 * protocol-relative '//host' (decision 032); anything else opens her inbox instead.
 */
export function enlaceSeguro(enlace: string, fallback: string): string {
  return enlace.startsWith('/') && !enlace.startsWith('//') && !enlace.startsWith('/\\') ? enlace : fallback;
}
