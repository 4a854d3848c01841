import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { revisionKeys, staffDashboardKey } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useAction } from '@web/lib/use-action';

/** DELETE /api/publicaciones/encontrada/{id}: staff detach a post the checks attached by mistake (issue 30). */
export function useDetachPublicacion(colaboracionId: string) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (id: string) => apiFetch(`/api/publicaciones/encontrada/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => toast.success('Publicación desvinculada'),
    meta: { errorTitle: 'No se pudo desvincular la publicación' },
    // Without the post her 7 days may be unmet again: the Dashboard's 'Fuera de plazo' counts it then.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: revisionKeys.entregas(colaboracionId) }),
        queryClient.invalidateQueries({ queryKey: staffDashboardKey }),
      ]),
  });
}
