import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { apiFetch, toastError } from '@web/lib/api-client';
import { colaboracionesQueryKey } from './get-colaboraciones';

/** DELETE /api/colaboraciones/{id} (its deliveries' files go with it, on the server). */
export async function deleteColaboracion(id: string): Promise<void> {
  await apiFetch(`/api/colaboraciones/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteColaboracion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteColaboracion,
    onSuccess: () => toast.success('Colaboración eliminada'),
    onError: (error) => toastError(error, undefined, { title: 'Error al eliminar' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: colaboracionesQueryKey }),
  });
}
