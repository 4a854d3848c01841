import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { storeStatusSchema } from '@shared/schemas/shopify';
import { apiFetch } from '@web/lib/api-client';

/** GET /api/shopify/status: the store badge. Same key as Configuración's read, so one cache entry. */
export const storeStatusQueryKey = ['shopify', 'status'] as const;

export const storeStatusQueryOptions = queryOptions({
  queryKey: storeStatusQueryKey,
  queryFn: ({ signal }) => apiFetch<z.infer<typeof storeStatusSchema>>('/api/shopify/status', { signal }),
  staleTime: 0,
});

export function useStoreStatus() {
  return useQuery(storeStatusQueryOptions);
}
