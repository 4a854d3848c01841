import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { storeStatusSchema } from '@shared/schemas/shopify';
import { apiFetch } from '@web/lib/api-client';

/** GET /api/shopify/status: Empaquetado needs a store connection. Same key as Configuración's read. */
export const storeConnectionQueryOptions = queryOptions({
  queryKey: ['shopify', 'status'] as const,
  queryFn: ({ signal }) => apiFetch<z.infer<typeof storeStatusSchema>>('/api/shopify/status', { signal }),
  staleTime: 0,
});

export function useStoreConnection() {
  return useQuery(storeConnectionQueryOptions);
}
