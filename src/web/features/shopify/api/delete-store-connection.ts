import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { apiFetch, toastError } from '@web/lib/api-client';
import { storeStatusQueryKey } from './get-store-status';

/** DELETE /api/shopify/config (admin): forgets the saved connection (an environment one stays). */
export async function deleteStoreConnection(): Promise<void> {
  await apiFetch('/api/shopify/config', { method: 'DELETE' });
}

export function useDeleteStoreConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStoreConnection,
    onSuccess: () => toast.success('Tienda desconectada'),
    onError: (error) => toastError(error, 'Ocurrió un error', { title: 'No se pudo desconectar la tienda' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeStatusQueryKey }),
  });
}
