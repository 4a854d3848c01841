import { useAction } from '@web/lib/use-action';
import type { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import type { bulkDeleteResponseSchema } from '@shared/schemas/colaboracion';
import { apiFetch } from '@web/lib/api-client';
import { pluralWord } from '@web/lib/format';
import { colaboracionesKeys } from '@web/lib/query-keys';

/** POST /api/colaboraciones/bulk/delete { ids } → { deleted }. */
export async function bulkDeleteColaboraciones(ids: string[]): Promise<number> {
  const { deleted } = await apiFetch<z.infer<typeof bulkDeleteResponseSchema>>('/api/colaboraciones/bulk/delete', { method: 'POST', json: { ids } });
  return deleted;
}

export function useBulkDeleteColaboraciones() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: bulkDeleteColaboraciones,
    onSuccess: (deleted) =>
      toast.success(pluralWord(deleted, 'Colaboración eliminada', 'Colaboraciones eliminadas'), {
        description: `${deleted} ${pluralWord(deleted, 'colaboración eliminada', 'colaboraciones eliminadas')}`,
      }),
    meta: { errorTitle: 'Error al eliminar' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: colaboracionesKeys.all }),
  });
}
