import type { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import type { Publicacion, publicacionResponseSchema } from '@shared/schemas/publicaciones';
import { apiFetch } from '@web/lib/api-client';
import { misColaboracionesKeys, publicacionesKey } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useAction } from '@web/lib/use-action';

/** POST /api/publicaciones/{colaboracionId}: one post link; the server checks and spells it. */
export async function addPublicacion(colaboracionId: string, url: string): Promise<Publicacion> {
  const { publicacion } = await apiFetch<z.infer<typeof publicacionResponseSchema>>(`/api/publicaciones/${encodeURIComponent(colaboracionId)}`, {
    method: 'POST',
    json: { url },
  });
  return publicacion;
}

/** DELETE /api/publicaciones/item/{id}: one of her links. */
export async function deletePublicacion(id: string): Promise<void> {
  await apiFetch(`/api/publicaciones/item/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Her list and her detail (its publicadaAt: the 7-day rule) are read again after either change. */
function useRefresh(colaboracionId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: publicacionesKey(colaboracionId) }),
      queryClient.invalidateQueries({ queryKey: misColaboracionesKeys.all }),
    ]);
}

export function useAddPublicacion(colaboracionId: string) {
  const refresh = useRefresh(colaboracionId);
  return useAction({
    mutationFn: (url: string) => addPublicacion(colaboracionId, url),
    onSuccess: () => toast.success('Enlace agregado'),
    meta: { errorTitle: 'No se pudo agregar el enlace' },
    onSettled: refresh,
  });
}

export function useDeletePublicacion(colaboracionId: string) {
  const refresh = useRefresh(colaboracionId);
  return useAction({
    mutationFn: (id: string) => deletePublicacion(id),
    onSuccess: () => toast.success('Enlace eliminado'),
    meta: { errorTitle: 'No se pudo quitar el enlace' },
    onSettled: refresh,
  });
}
