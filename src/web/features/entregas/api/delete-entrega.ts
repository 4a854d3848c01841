import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import type { Entrega } from '@shared/schemas/entregas';
import { apiFetch, toastError } from '@web/lib/api-client';
import { entregasQueryKey, MIS_COLABORACIONES_KEY } from './get-entregas';

const MESSAGES = {
  imagen: { ok: 'Imagen eliminada', error: 'Error al eliminar imagen' },
  video: { ok: 'Video eliminado', error: 'Error al eliminar video' },
} as const;

/** DELETE /api/entregas/item/{id}: one of her files, while the collaboration is not yet in review (else 409). */
export async function deleteEntrega(id: string): Promise<void> {
  await apiFetch(`/api/entregas/item/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteEntrega(colaboracionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entrega: Pick<Entrega, 'id' | 'tipoContenido'>) => deleteEntrega(entrega.id),
    onSuccess: (_data, entrega) => toast.success(MESSAGES[entrega.tipoContenido].ok),
    onError: (error, entrega) => toastError(error, undefined, { title: MESSAGES[entrega.tipoContenido].error }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: entregasQueryKey(colaboracionId) }),
        queryClient.invalidateQueries({ queryKey: MIS_COLABORACIONES_KEY }),
      ]),
  });
}
