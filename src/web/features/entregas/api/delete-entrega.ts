import { useAction } from '@web/lib/use-action';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import type { Entrega } from '@shared/schemas/entregas';
import { apiFetch } from '@web/lib/api-client';
import { entregasKey, misColaboracionesKeys } from '@web/lib/query-keys';

const MESSAGES = {
  imagen: { ok: 'Imagen eliminada', error: 'Error al eliminar imagen' },
  video: { ok: 'Video eliminado', error: 'Error al eliminar video' },
} as const;

/** DELETE /api/entregas/item/{id}: one of her files, while the collaboration is not yet in review (else 409). */
export async function deleteEntrega(id: string): Promise<void> {
  await apiFetch(`/api/entregas/item/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteEntrega(colaboracionId: string, tipo: Entrega['tipoContenido']) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (entrega: Pick<Entrega, 'id' | 'tipoContenido'>) => deleteEntrega(entrega.id),
    onSuccess: (_data, entrega) => toast.success(MESSAGES[entrega.tipoContenido].ok),
    meta: { errorTitle: MESSAGES[tipo].error },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: entregasKey(colaboracionId) }),
        queryClient.invalidateQueries({ queryKey: misColaboracionesKeys.all }),
      ]),
  });
}
