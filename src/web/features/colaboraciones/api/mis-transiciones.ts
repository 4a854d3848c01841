import { useAction } from '@web/lib/use-action';
import type { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import type { miTransicionResponseSchema } from '@shared/schemas/mis-colaboraciones';
import { apiFetch } from '@web/lib/api-client';
import { misColaboracionesKeys } from '@web/lib/query-keys';

async function post(id: string, action: 'pedido-realizado' | 'recibido') {
  const { colaboracion } = await apiFetch<z.infer<typeof miTransicionResponseSchema>>(`/api/mis-colaboraciones/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
  });
  return colaboracion;
}

/** 'Pedido Realizado': empaquetado → logistica (spec §4). The page navigates on success. */
export function usePedidoRealizado() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (id: string) => post(id, 'pedido-realizado'),
    meta: { errorTitle: 'Error al actualizar el estado' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: misColaboracionesKeys.all }),
  });
}

/** 'Recibido': logistica → produccion (spec §4); her 7 days start now. */
export function useMarcarRecibido() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (id: string) => post(id, 'recibido'),
    onSuccess: () => toast.success('Pedido marcado como recibido - Estado: Producción'),
    meta: { errorTitle: 'Error al marcar como recibido' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: misColaboracionesKeys.all }),
  });
}

/**
 * She opened her order link: the server remembers it, so after a reload the screen still offers
 * 'Pedido Realizado' (issue 16). Quiet: the link already opened, nothing for her to read about it.
 */
export function usePedidoAbierto() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (id: string) => apiFetch(`/api/mis-colaboraciones/${encodeURIComponent(id)}/pedido-abierto`, { method: 'POST' }),
    meta: { silentError: true },
    onSuccess: (_data, id) => queryClient.invalidateQueries({ queryKey: misColaboracionesKeys.detail(id) }),
  });
}
