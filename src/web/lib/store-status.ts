import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreStatus, storeStatusSchema } from '@shared/schemas/shopify';
import { apiFetch } from './api-client';
import { shopifyKeys } from './query-keys';

/**
 * GET /api/shopify/status (admin and tienda): the store connection, its last sync and the settings.
 * One read for the three screens that show it (Configuración, the catalogue's store toolbar, Empaquetado
 * in Confirmación), so one cache entry, and every write to the connection refreshes all three.
 */
export function getStoreStatus(signal?: AbortSignal): Promise<StoreStatus> {
  return apiFetch<z.infer<typeof storeStatusSchema>>('/api/shopify/status', { signal });
}

export const storeStatusQueryOptions = queryOptions({
  queryKey: shopifyKeys.status,
  queryFn: ({ signal }) => getStoreStatus(signal),
  // The schedule moves 'última sincronización' on its own: read again on every visit.
  staleTime: 0,
});

/** `refetchOnMount: false` where the route's loader has just read it (Gestión's toolbar and job panel). */
export function useStoreStatus(opts: { refetchOnMount?: boolean } = {}) {
  return useQuery({ ...storeStatusQueryOptions, ...opts });
}
