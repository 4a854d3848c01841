import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { revisionKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useAction } from '@web/lib/use-action';

/** DELETE /api/publicaciones/encontrada/{id}: staff detach a post the checks attached by mistake (issue 30). */
export function useDetachPublicacion(colaboracionId: string) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (id: string) => apiFetch(`/api/publicaciones/encontrada/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => toast.success('Publicación desvinculada'),
    meta: { errorTitle: 'No se pudo desvincular la publicación' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: revisionKeys.entregas(colaboracionId) }),
  });
}
