import { useAction } from '@web/lib/use-action';
import type { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import type { StoreConnectionInput, storeStatusSchema } from '@shared/schemas/shopify';
import { apiFetch } from '@web/lib/api-client';
import { shopifyKeys } from '@web/lib/query-keys';

/** PUT /api/shopify/config (admin): the server checks the credentials, stores them encrypted, answers the status. */
export function saveStoreConnection(input: StoreConnectionInput) {
  return apiFetch<z.infer<typeof storeStatusSchema>>('/api/shopify/config', { method: 'PUT', json: input });
}

/** Replaces the cached status with the server's answer (never the secrets: they are write-only). */
export function useSaveStoreConnection() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: saveStoreConnection,
    onSuccess: (status) => {
      queryClient.setQueryData(shopifyKeys.status, status);
      toast.success('Conexión guardada', status.shopName ? { description: `Tienda: ${status.shopName}` } : undefined);
    },
    meta: { errorTitle: 'No se pudo guardar la conexión' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopifyKeys.status }),
  });
}
