import { useAction } from '@web/lib/use-action';
import type { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import type { enviarRevisionResponseSchema } from '@shared/schemas/entregas';
import { apiFetch } from '@web/lib/api-client';
import { entregasKey, misColaboracionesKeys } from '@web/lib/query-keys';

/**
 * 'Enviar a revisión': produccion → revision (spec §4), once she delivered at least one photo and one
 * video (the server checks again: 'Debes agregar el contenido antes de enviar'). The page navigates to
 * Entregadas on success.
 */
export function useEnviarRevision() {
  const queryClient = useQueryClient();
  return useAction({
    // The version of the usage terms she accepted, when the brand has some (issue 18).
    mutationFn: async ({ id, terminosVersion }: { id: string; terminosVersion?: number }) => {
      const { colaboracion } = await apiFetch<z.infer<typeof enviarRevisionResponseSchema>>(
        `/api/entregas/${encodeURIComponent(id)}/enviar-revision`,
        { method: 'POST', json: terminosVersion ? { terminosVersion } : {} },
      );
      return colaboracion;
    },
    onSuccess: () => toast.success('Colaboración marcada en revisión'),
    meta: { errorTitle: 'Error al actualizar el estado' },
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: misColaboracionesKeys.all }),
        queryClient.invalidateQueries({ queryKey: entregasKey(id) }),
      ]),
  });
}
