import { useAction } from '@web/lib/use-action';
import type { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import type { Colaboracion, ColaboracionUpdateInput, colaboracionResponseSchema } from '@shared/schemas/colaboracion';
import { apiFetch } from '@web/lib/api-client';
import { colaboracionesKeys } from '@web/lib/query-keys';

/** PUT /api/colaboraciones/{id}: the edit form; an estado change is the admin override (history row). */
export async function updateColaboracion({ id, input }: { id: string; input: ColaboracionUpdateInput }): Promise<Colaboracion> {
  const { colaboracion } = await apiFetch<z.infer<typeof colaboracionResponseSchema>>(`/api/colaboraciones/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: input,
  });
  return colaboracion;
}

/** Refreshes every list page and the tab counts (an estado change moves the row to another tab). */
export function useUpdateColaboracion() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: updateColaboracion,
    onSuccess: () => toast.success('Colaboración actualizada exitosamente'),
    meta: { errorTitle: 'Error al actualizar la colaboración' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: colaboracionesKeys.all }),
  });
}
