import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import type { Colaboracion, ColaboracionCreateInput, colaboracionResponseSchema } from '@shared/schemas/colaboracion';
import { apiFetch } from '@web/lib/api-client';
import { colaboracionesKeys } from '@web/lib/query-keys';

/** POST /api/colaboraciones: a new, unassigned collaboration (201). */
export async function createColaboracion(input: ColaboracionCreateInput): Promise<Colaboracion> {
  const { colaboracion } = await apiFetch<z.infer<typeof colaboracionResponseSchema>>('/api/colaboraciones', { method: 'POST', json: input });
  return colaboracion;
}

/** Refreshes every list page and the tab counts. */
export function useCreateColaboracion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createColaboracion,
    onSuccess: () => toast.success('Colaboración creada exitosamente'),
    meta: { errorTitle: 'Error al crear la colaboración' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: colaboracionesKeys.all }),
  });
}
