import type { z } from 'zod';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DatosPago, DatosPagoInput, datosPagoSchema, misVentasSchema } from '@shared/schemas/ventas';
import { apiFetch } from '@web/lib/api-client';
import { queryClient as appQueryClient } from '@web/lib/query-client';
import { ventasKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useAction } from '@web/lib/use-action';

/** GET /api/ventas/mias (her own): her code and link, sales by month, sales, earnings by state, payouts. */
export const misVentasQueryOptions = queryOptions({
  queryKey: ventasKeys.mias,
  queryFn: ({ signal }) => apiFetch<z.infer<typeof misVentasSchema>>('/api/ventas/mias', { signal }),
  meta: { errorTitle: 'No se pudieron cargar tus ventas' },
  // Orders arrive from the store at any moment: read again on every visit.
  staleTime: 0,
});

export function useMisVentas() {
  return useQuery(misVentasQueryOptions);
}

/** Asks for her sales before Mis ventas renders (the route's loader starts it beside the chunk). */
export function prefetchMisVentas(): Promise<void> {
  return appQueryClient.prefetchQuery(misVentasQueryOptions);
}

/** GET /api/ventas/mis-datos-pago: her CLABE and account holder, for Mi Perfil. */
export const datosPagoQueryOptions = queryOptions({
  queryKey: ventasKeys.datosPago,
  queryFn: ({ signal }) => apiFetch<z.infer<typeof datosPagoSchema>>('/api/ventas/mis-datos-pago', { signal }),
  meta: { errorTitle: 'No se pudieron cargar tus datos de pago' },
});

export function useDatosPago() {
  return useQuery(datosPagoQueryOptions);
}

/** PUT /api/ventas/mis-datos-pago: the server checks the CLABE's check digit again; nothing is saved on error. */
export function useGuardarDatosPago() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (input: DatosPagoInput) => apiFetch<DatosPago>('/api/ventas/mis-datos-pago', { method: 'PUT', json: input }),
    meta: { errorTitle: 'No se pudieron guardar tus datos de pago' },
    onSuccess: (datos) => {
      queryClient.setQueryData(ventasKeys.datosPago, datos);
      toast.success('Datos de pago guardados');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ventasKeys.mias }),
  });
}
