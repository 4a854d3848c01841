import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreStatus, storeStatusSchema } from '@shared/schemas/shopify';
import { apiFetch } from '@web/lib/api-client';

/** The store connection, its last sync and the settings (GET /api/shopify/status, admin and tienda). */
export const storeStatusQueryKey = ['shopify', 'status'] as const;

export function getStoreStatus(signal?: AbortSignal): Promise<StoreStatus> {
  return apiFetch<z.infer<typeof storeStatusSchema>>('/api/shopify/status', { signal });
}

export const storeStatusQueryOptions = queryOptions({
  queryKey: storeStatusQueryKey,
  queryFn: ({ signal }) => getStoreStatus(signal),
  // The schedule moves 'última sincronización' on its own: read again on every visit.
  staleTime: 0,
});

export function useStoreStatus() {
  return useQuery(storeStatusQueryOptions);
}
