import { useAction } from '@web/lib/use-action';
import type { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import type { Colaboracion, ColaboracionCreateInput, colaboracionResponseSchema } from '@shared/schemas/colaboracion';
import { apiFetch } from '@web/lib/api-client';
import { colaboracionesKeys } from '@web/lib/query-keys';

/**
 * POST /api/colaboraciones: a new, unassigned collaboration (201). `key` is the opened form's: a second
 * Guardar of the same form gets the same collaboration back, never a second one (decision 039).
 */
export async function createColaboracion({ input, key }: { input: ColaboracionCreateInput; key: string }): Promise<Colaboracion> {
  const { colaboracion } = await apiFetch<z.infer<typeof colaboracionResponseSchema>>('/api/colaboraciones', {
    method: 'POST',
    json: input,
    idempotencyKey: key,
  });
  return colaboracion;
}

/** Refreshes every list page and the tab counts. */
export function useCreateColaboracion() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: createColaboracion,
    onSuccess: () => toast.success('Colaboración creada exitosamente'),
    meta: { errorTitle: 'Error al crear la colaboración' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: colaboracionesKeys.all }),
  });
}
