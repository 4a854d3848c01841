import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { currentStoreJobSchema, StoreJob } from '@shared/schemas/shopify';
import { apiFetch } from '@web/lib/api-client';
import { colaboracionesKeys, shopifyKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useAction } from '@web/lib/use-action';

/**
 * Store jobs (issue 19): import, full re-sync and the catalogue read run on the server in the
 * background. The screen starts one (POST answers 202 at once) and follows it with
 * GET /api/shopify/trabajos/actual, every second while it runs: staff can leave and come back.
 */
export function getCurrentStoreJob(signal?: AbortSignal) {
  return apiFetch<z.infer<typeof currentStoreJobSchema>>('/api/shopify/trabajos/actual', { signal });
}

export const JOB_POLL_MS = 1000;

export const currentStoreJobQueryOptions = queryOptions({
  queryKey: shopifyKeys.job,
  queryFn: ({ signal }) => getCurrentStoreJob(signal),
});

export function useCurrentStoreJob(enabled = true) {
  return useQuery({
    ...currentStoreJobQueryOptions,
    enabled,
    refetchInterval: (query) => (query.state.data?.trabajo?.activo ? JOB_POLL_MS : false),
    meta: { errorTitle: 'Error al consultar la tienda', errorFallback: 'Error al consultar la tienda' },
  });
}

/** When the followed job ends: the table, the status and the dialog's list are read again. */
export function useOnStoreJobEnd(job: StoreJob | null | undefined, onEnd?: (job: StoreJob) => void) {
  const queryClient = useQueryClient();
  const wasActive = useRef<string | null>(null);
  useEffect(() => {
    if (!job) return;
    if (job.activo) {
      wasActive.current = job.id;
      return;
    }
    if (wasActive.current !== job.id) return;
    wasActive.current = null;
    void queryClient.invalidateQueries({ queryKey: colaboracionesKeys.all });
    void queryClient.invalidateQueries({ queryKey: shopifyKeys.status });
    void queryClient.invalidateQueries({ queryKey: shopifyKeys.products });
    onEnd?.(job);
  }, [job, queryClient, onEnd]);
}

type Start = { kind: 'import'; variantIds: string[] } | { kind: 'import'; todas: true } | { kind: 'resync' } | { kind: 'catalogo' };

function startStoreJob(input: Start) {
  const path = input.kind === 'import' ? '/api/shopify/import' : input.kind === 'resync' ? '/api/shopify/resync' : '/api/shopify/catalogo';
  const json = input.kind === 'import' ? ('todas' in input ? { todas: true } : { variantIds: input.variantIds }) : undefined;
  return apiFetch<StoreJob>(path, { method: 'POST', ...(json ? { json } : {}) });
}

const STARTED: Record<StoreJob['tipo'], string> = {
  import: 'Importación iniciada: puedes seguir trabajando mientras avanza',
  resync: 'Resincronización iniciada: puedes seguir trabajando mientras avanza',
  catalogo: 'Leyendo el catálogo de la tienda…',
};

/** Starts a store job; a double tap sends one request (useAction), and the server lets one run at a time. */
export function useStartStoreJob() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: startStoreJob,
    onSuccess: (job) => {
      queryClient.setQueryData(shopifyKeys.job, { trabajo: job });
      if (job.tipo !== 'catalogo') toast.success(STARTED[job.tipo]);
    },
    onError: () => {
      // Another job runs (409): show that one.
      void queryClient.invalidateQueries({ queryKey: shopifyKeys.job });
    },
    meta: { errorTitle: 'No se pudo iniciar', errorFallback: 'Error al comunicarse con la tienda' },
  });
}
