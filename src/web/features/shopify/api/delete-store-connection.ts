import { useAction } from '@web/lib/use-action';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { apiFetch } from '@web/lib/api-client';
import { shopifyKeys } from '@web/lib/query-keys';

/** DELETE /api/shopify/config (admin): forgets the saved connection (an environment one stays). */
export async function deleteStoreConnection(): Promise<void> {
  await apiFetch('/api/shopify/config', { method: 'DELETE' });
}

export function useDeleteStoreConnection() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: deleteStoreConnection,
    onSuccess: () => toast.success('Tienda desconectada'),
    meta: { errorTitle: 'No se pudo desconectar la tienda' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopifyKeys.status }),
  });
}
