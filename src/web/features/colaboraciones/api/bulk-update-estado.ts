import { useAction } from '@web/lib/use-action';
import type { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { ESTADO_BADGES, type Estado } from '@shared/domain/estado';
import type { bulkEstadoResponseSchema } from '@shared/schemas/colaboracion';
import { apiFetch } from '@web/lib/api-client';
import { pluralWord } from '@web/lib/format';
import { colaboracionesKeys } from '@web/lib/query-keys';

/** POST /api/colaboraciones/bulk/estado { ids, estado } → { updated }: the admin override, one history row each. */
export async function bulkUpdateEstado({ ids, estado }: { ids: string[]; estado: Estado }): Promise<number> {
  const { updated } = await apiFetch<z.infer<typeof bulkEstadoResponseSchema>>('/api/colaboraciones/bulk/estado', {
    method: 'POST',
    json: { ids, estado },
  });
  return updated;
}

export function useBulkUpdateEstado() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: bulkUpdateEstado,
    onSuccess: (updated, { estado }) =>
      toast.success('Estado actualizado', {
        description: `${updated} ${pluralWord(updated, 'colaboración pasó', 'colaboraciones pasaron')} a ${ESTADO_BADGES[estado].label}`,
      }),
    meta: { errorTitle: 'Error al actualizar el estado' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: colaboracionesKeys.all }),
  });
}
