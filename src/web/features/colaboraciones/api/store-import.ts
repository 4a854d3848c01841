import { useAction } from '@web/lib/use-action';
import type { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import type { importResponseSchema } from '@shared/schemas/shopify';
import { apiFetch } from '@web/lib/api-client';
import { colaboracionesKeys, shopifyKeys } from '@web/lib/query-keys';

/** POST /api/shopify/import (admin): each variant becomes a collaboration; importing again updates it. */
export function importVariants(variantIds: string[]) {
  return apiFetch<z.infer<typeof importResponseSchema>>('/api/shopify/import', { method: 'POST', json: { variantIds } });
}

/** 'Importar seleccionadas': '{n} productos importados exitosamente' (n = new + updated); the table refreshes. */
export function useStoreImport() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: importVariants,
    onSuccess: async ({ imported, updated }) => {
      toast.success(`${imported + updated} productos importados exitosamente`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: colaboracionesKeys.all }),
        queryClient.invalidateQueries({ queryKey: shopifyKeys.status }),
      ]);
    },
    meta: { errorTitle: 'Error al importar productos', errorFallback: 'Error al importar productos' },
  });
}
