import { useAction } from '@web/lib/use-action';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { apiFetch } from '@web/lib/api-client';
import { shopifyKeys } from '@web/lib/query-keys';

export interface StoreSettingsInput {
  referenciasUrl: string | null;
}

/** PUT /api/shopify/settings (admin): the references gallery the creators open (spec Referencias). */
export async function saveStoreSettings(input: StoreSettingsInput): Promise<void> {
  await apiFetch('/api/shopify/settings', { method: 'PUT', json: input });
}

export function useSaveStoreSettings() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: saveStoreSettings,
    onSuccess: () => toast.success('Configuración guardada'),
    meta: { errorTitle: 'No se pudo guardar la configuración' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopifyKeys.status }),
  });
}
