import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import type { importListResponseSchema } from '@shared/schemas/shopify';
import { apiFetch } from '@web/lib/api-client';
import { shopifyKeys } from '@web/lib/query-keys';

/**
 * GET /api/shopify/products (admin): every store product with its collections and variants, jeans
 * first, then newest. Says what it found (spec §8) each time the Importar dialog loads it.
 */
export async function getStoreProducts(signal?: AbortSignal) {
  const list = await apiFetch<z.infer<typeof importListResponseSchema>>('/api/shopify/products', { signal });
  if (list.products.length === 0) toast.info('No se encontraron productos en tu tienda de Shopify');
  else toast.success(`${list.products.length} productos encontrados`);
  return list;
}

export const storeProductsQueryOptions = queryOptions({
  queryKey: shopifyKeys.products,
  queryFn: ({ signal }) => getStoreProducts(signal),
  meta: { errorTitle: 'Error al importar productos', errorFallback: 'Error al importar productos' },
  // Read fresh each time the dialog opens, and only then (the toast belongs to that moment).
  staleTime: 0,
  gcTime: 0,
  refetchOnWindowFocus: false,
});

export function useStoreProducts(enabled: boolean) {
  return useQuery({ ...storeProductsQueryOptions, enabled });
}
