import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import type { Colaboracion, ColaboracionCreateInput, colaboracionResponseSchema } from '@shared/schemas/colaboracion';
import { apiFetch, toastError } from '@web/lib/api-client';
import { colaboracionesQueryKey } from './get-colaboraciones';

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
    onError: (error) => toastError(error, undefined, { title: 'Error al crear la colaboración' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: colaboracionesQueryKey }),
  });
}
