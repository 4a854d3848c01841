import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import type { EmpaquetadoLote, empaquetarLoteResponseSchema } from '@shared/schemas/shopify';
import { apiFetch } from '@web/lib/api-client';
import { confirmacionKeys } from '@web/lib/query-keys';
import { useAction } from '@web/lib/use-action';

/** How often the screen asks how a running batch goes: each draft order takes the store about a second. */
const LOTE_POLL_MS = 1000;

/** POST /api/confirmacion/empaquetar-lote (admin and tienda): one queued draft order per collaboration (issue 28). */
export function empaquetarLote(ids: string[]) {
  return apiFetch<z.infer<typeof empaquetarLoteResponseSchema>>('/api/confirmacion/empaquetar-lote', { method: 'POST', json: { ids } });
}

/** GET /api/confirmacion/lotes/{id}: each collaboration of the batch and what its job did. */
export function getLote(loteId: string, signal?: AbortSignal) {
  return apiFetch<EmpaquetadoLote>(`/api/confirmacion/lotes/${encodeURIComponent(loteId)}`, { signal });
}

/** The batch is posted once: a second tap while it is being sent joins the first (useAction). */
export function useEmpaquetarLote() {
  return useAction({
    mutationFn: empaquetarLote,
    meta: { errorTitle: 'No se pudo empaquetar la selección', errorFallback: 'Error al crear el pedido borrador en la tienda' },
  });
}

/** The batch being followed, read again every second until none of it is pending (or the read fails: Reintentar). */
export function useLote(loteId: string | null) {
  return useQuery({
    queryKey: confirmacionKeys.lote(loteId ?? ''),
    queryFn: ({ signal }) => getLote(loteId ?? '', signal),
    enabled: loteId !== null,
    refetchInterval: (query) => (query.state.status === 'error' || query.state.data?.pendientes === 0 ? false : LOTE_POLL_MS),
    meta: { errorTitle: 'Error al consultar el empaquetado' },
  });
}
