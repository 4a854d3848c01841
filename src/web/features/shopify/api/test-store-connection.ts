import { useAction } from '@web/lib/use-action';
import type { z } from 'zod';

import { toast } from '@web/lib/toast';
import type { connectionTestResponseSchema, StoreConnectionInput } from '@shared/schemas/shopify';
import { apiFetch } from '@web/lib/api-client';

/**
 * POST /api/shopify/config/test (admin): with the form's values, or with no values to test the saved
 * (or environment) connection. Nothing is stored.
 */
export function testStoreConnection(input: StoreConnectionInput | null) {
  // No body at all (not `{}`) asks for the saved connection.
  return apiFetch<z.infer<typeof connectionTestResponseSchema>>('/api/shopify/config/test', { method: 'POST', ...(input ? { json: input } : {}) });
}

export function useTestStoreConnection() {
  return useAction({
    mutationFn: testStoreConnection,
    onSuccess: ({ shopName }) => toast.success(`Conexión exitosa: ${shopName}`),
    meta: { errorTitle: 'No se pudo conectar con la tienda' },
  });
}
