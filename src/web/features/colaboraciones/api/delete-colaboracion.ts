import { useAction } from '@web/lib/use-action';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { apiFetch } from '@web/lib/api-client';
import { colaboracionesKeys } from '@web/lib/query-keys';

/** DELETE /api/colaboraciones/{id} (its deliveries' files go with it, on the server). */
export async function deleteColaboracion(id: string): Promise<void> {
  await apiFetch(`/api/colaboraciones/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteColaboracion() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: deleteColaboracion,
    onSuccess: () => toast.success('Colaboración eliminada'),
    meta: { errorTitle: 'Error al eliminar' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: colaboracionesKeys.all }),
  });
}
