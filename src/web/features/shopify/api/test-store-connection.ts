import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '@web/lib/use-action';
import type { z } from 'zod';

import { toast } from '@web/lib/toast';
import type { connectionTestResponseSchema, StoreConnectionInput } from '@shared/schemas/shopify';
import { apiFetch } from '@web/lib/api-client';
import { ventasKeys } from '@web/lib/query-keys';

/**
 * POST /api/shopify/config/test (admin): with the form's values, or with no values to test the saved
 * (or environment) connection. Nothing is stored.
 */
export function testStoreConnection(input: StoreConnectionInput | null) {
  // No body at all (not `{}`) asks for the saved connection.
  return apiFetch<z.infer<typeof connectionTestResponseSchema>>('/api/shopify/config/test', { method: 'POST', ...(input ? { json: input } : {}) });
}

/**
 * A connection that works but lacks a scope the sales program needs (issue 27) says which, in Spanish;
 * the program's card, which shows the last check's findings, is read again.
 */
export function useTestStoreConnection() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: testStoreConnection,
    onSuccess: ({ shopName, permisosFaltantes = [] }) => {
      if (permisosFaltantes.length === 0) toast.success(`Conexión exitosa: ${shopName}`);
      else toast.warning(`Conexión exitosa con ${shopName}, pero faltan permisos`, { description: permisosFaltantes.map((p) => p.mensaje).join(' '), duration: 15_000 });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ventasKeys.programa }),
    meta: { errorTitle: 'No se pudo conectar con la tienda' },
  });
}
