import type { z } from 'zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { importListResponseSchema } from '@shared/schemas/shopify';
import { apiFetch } from '@web/lib/api-client';
import { shopifyKeys } from '@web/lib/query-keys';

export type StoreProductsPage = z.infer<typeof importListResponseSchema>;
export const IMPORT_PAGE_SIZE = 25;

/**
 * GET /api/shopify/products (admin): a page of the store's catalogue as the server's mirror holds it
 * (issue 19: a store of 50,000 variants is never read inside a request), jeans first, then newest; `q`
 * searches title, type, collection, options, SKU and barcode.
 */
export function getStoreProducts(params: { q: string; pagina: number }, signal?: AbortSignal) {
  const search = new URLSearchParams({ pagina: String(params.pagina), porPagina: String(IMPORT_PAGE_SIZE) });
  if (params.q.trim()) search.set('q', params.q.trim());
  return apiFetch<StoreProductsPage>(`/api/shopify/products?${search.toString()}`, { signal });
}

export function useStoreProducts(params: { q: string; pagina: number }, enabled = true) {
  return useQuery({
    queryKey: [...shopifyKeys.products, params],
    queryFn: ({ signal }) => getStoreProducts(params, signal),
    enabled,
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Error al importar productos', errorFallback: 'Error al importar productos' },
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
