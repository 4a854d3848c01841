import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfirmacionCard, confirmacionListResponseSchema } from '@shared/schemas/shopify';
import { apiFetch } from '@web/lib/api-client';
import { confirmacionKeys } from '@web/lib/query-keys';

/**
 * GET /api/confirmacion (admin and tienda): the collaborations in confirmacion that have a creator.
 * The whole list is loaded (one active item per creator keeps it small) and searched in the browser.
 */
export async function getConfirmacion(signal?: AbortSignal): Promise<ConfirmacionCard[]> {
  const { items } = await apiFetch<z.infer<typeof confirmacionListResponseSchema>>('/api/confirmacion', { signal });
  return items;
}

export const confirmacionQueryOptions = queryOptions({
  // Under confirmacionKeys.all: Empaquetado invalidates it.
  queryKey: confirmacionKeys.list,
  queryFn: ({ signal }) => getConfirmacion(signal),
  meta: { errorTitle: 'Error al cargar colaboraciones' },
  // Requests arrive from creators at any time: read again on every visit.
  staleTime: 0,
});

export function useConfirmacion() {
  return useQuery(confirmacionQueryOptions);
}
