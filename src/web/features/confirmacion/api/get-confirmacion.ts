import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfirmacionCard, confirmacionListResponseSchema } from '@shared/schemas/shopify';
import { apiFetch, toastError } from '@web/lib/api-client';

/** Every read of this screen lives under this key: Empaquetado invalidates it. */
export const confirmacionQueryKey = ['confirmacion'] as const;

/**
 * GET /api/confirmacion (admin and tienda): the collaborations in confirmacion that have a creator.
 * The whole list is loaded (one active item per creator keeps it small) and searched in the browser.
 */
export async function getConfirmacion(signal?: AbortSignal): Promise<ConfirmacionCard[]> {
  try {
    const { items } = await apiFetch<z.infer<typeof confirmacionListResponseSchema>>('/api/confirmacion', { signal });
    return items;
  } catch (error) {
    if (!signal?.aborted) toastError(error, 'Error al cargar colaboraciones');
    throw error;
  }
}

export const confirmacionQueryOptions = queryOptions({
  queryKey: [...confirmacionQueryKey, 'list'] as const,
  queryFn: ({ signal }) => getConfirmacion(signal),
  // Requests arrive from creators at any time: read again on every visit.
  staleTime: 0,
});

export function useConfirmacion() {
  return useQuery(confirmacionQueryOptions);
}
