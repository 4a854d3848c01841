import { useAction } from '@web/lib/use-action';
import type { z } from 'zod';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { LIMITS } from '@shared/domain/limits';
import type { syncResponseSchema } from '@shared/schemas/shopify';
import { apiFetch } from '@web/lib/api-client';
import { colaboracionesKeys, shopifyKeys } from '@web/lib/query-keys';

/** POST /api/shopify/sync (admin): stock and disponible ↔ agotado from the store; answers how many rows changed. */
export function syncStore(trigger: 'manual' | 'screen') {
  return apiFetch<z.infer<typeof syncResponseSchema>>('/api/shopify/sync', { method: 'POST', json: { trigger } });
}

/** After any sync: the table, its tab counts and the status ('última sincronización'). */
export async function afterSync(queryClient: QueryClient, updated: number): Promise<void> {
  await Promise.all([
    updated > 0 ? queryClient.invalidateQueries({ queryKey: colaboracionesKeys.all }) : Promise.resolve(),
    queryClient.invalidateQueries({ queryKey: shopifyKeys.status }),
  ]);
}

export function syncDoneMessage(updated: number): string {
  return `Sincronización completa: ${updated} productos actualizados`;
}

/** 'Sincronizar': spec toasts; when nothing changed, a neutral 'El inventario ya estaba al día'. */
export function useStoreSync() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: () => syncStore('manual'),
    onSuccess: async ({ updated }) => {
      if (updated > 0) toast.success(syncDoneMessage(updated), { duration: LIMITS.syncToastMs });
      else toast('El inventario ya estaba al día', { duration: LIMITS.syncToastMs });
      await afterSync(queryClient, updated);
    },
    meta: { errorTitle: 'Error al sincronizar con Shopify', errorFallback: 'Error al sincronizar con Shopify' },
  });
}
