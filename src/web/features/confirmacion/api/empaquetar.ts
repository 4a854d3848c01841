import { useAction } from '@web/lib/use-action';
import type { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import { can } from '@shared/domain/permissions';
import type { empaquetarResponseSchema } from '@shared/schemas/shopify';
import { PATHS } from '@web/paths';
import { apiFetch } from '@web/lib/api-client';
import { colaboracionesKeys, confirmacionKeys } from '@web/lib/query-keys';
import { useSession } from '@web/lib/use-session';

/**
 * POST /api/confirmacion/{id}/empaquetar (admin and tienda): the free draft order for the creator
 * (spec create-draft-order); the collaboration moves to empaquetado. The server makes it idempotent.
 */
export function empaquetar(id: string) {
  return apiFetch<z.infer<typeof empaquetarResponseSchema>>(`/api/confirmacion/${encodeURIComponent(id)}/empaquetar`, { method: 'POST', json: {} });
}

/**
 * On success: the toast, both lists refreshed, and the admin goes on to Gestión de Colaboraciones
 * (spec §7). Tienda cannot open that screen, so she stays here; `onPacked` runs before the list is read
 * again, so the card turns into its packed placeholder instead of leaving a hole the next card fills.
 */
export function useEmpaquetar({ onPacked }: { onPacked?: (id: string, numeroPedido: number | null) => void } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: session } = useSession();
  return useAction({
    mutationFn: empaquetar,
    onSuccess: async ({ numeroPedido }, id) => {
      onPacked?.(id, numeroPedido);
      toast.success('Pedido borrador creado en la tienda');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: confirmacionKeys.all }),
        queryClient.invalidateQueries({ queryKey: colaboracionesKeys.all }),
      ]);
      if (can(session?.role, 'colaboraciones:manage')) void navigate(PATHS.colaboraciones);
    },
    meta: { errorTitle: 'Error al crear el pedido borrador en la tienda', errorFallback: 'Error al crear el pedido borrador en la tienda' },
  });
}
