import { useAction } from '@web/lib/use-action';
import type { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import type { MedidasInput, MedidasRow, medidasUpdateResponseSchema } from '@shared/schemas/colaboracion';
import { apiFetch } from '@web/lib/api-client';
import { medidasKeys } from '@web/lib/query-keys';
import type { MedidasList } from './get-medidas';

export interface UpdateMedidasVariables {
  id: string;
  /** Only the measurements that changed: the server keeps the others. */
  medidas: Partial<MedidasInput>;
}

/** PATCH /api/medidas/{id} → { item, completa }. */
export async function updateMedidas({ id, medidas }: UpdateMedidasVariables) {
  return apiFetch<z.infer<typeof medidasUpdateResponseSchema>>(`/api/medidas/${encodeURIComponent(id)}`, { method: 'PATCH', json: medidas });
}

function replaceRow(list: MedidasList | undefined, item: MedidasRow, completa: boolean): MedidasList | undefined {
  if (!list) return list;
  return {
    ...list,
    items: completa ? list.items.filter((row) => row.id !== item.id) : list.items.map((row) => (row.id === item.id ? item : row)),
  };
}

/** A row whose three measurements are now set leaves every cached list at once; then the lists are read again. */
export function useUpdateMedidas() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: updateMedidas,
    onSuccess: ({ item, completa }) => {
      queryClient.setQueriesData<MedidasList>({ queryKey: medidasKeys.all }, (list) => replaceRow(list, item, completa));
      toast.success('Medidas actualizadas correctamente');
    },
    meta: { errorTitle: 'Error al actualizar las medidas' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: medidasKeys.all }),
  });
}
