import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CodigoAccion,
  CodigoStaff,
  codigoStaffSchema,
  comisionesSchema,
  fugasSchema,
  Pago,
  PagoInput,
  pagosSchema,
  ventasColaboradorasSchema,
  ventasResultadosSchema,
} from '@shared/schemas/ventas';
import { apiFetch } from '@web/lib/api-client';
import { ventasKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useAction } from '@web/lib/use-action';

/** Resultados' range and filters, as its URL holds them (empty = not set). */
export interface VentasResultadosParams {
  desde: string;
  hasta: string;
  marca: string;
  producto: string;
  colaboradoraId: string;
}

export function ventasQueryString(params: Partial<Record<string, string>>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) search.set(k, v);
  const qs = search.toString();
  return qs ? `?${qs}` : '';
}

/** GET /api/ventas/resultados: revenue, orders, average order, discount and return for Resultados' range. */
export function useVentasResultados(params: VentasResultadosParams) {
  return useQuery({
    queryKey: ventasKeys.resultados(params),
    queryFn: ({ signal }) => apiFetch<z.infer<typeof ventasResultadosSchema>>(`/api/ventas/resultados${ventasQueryString({ ...params })}`, { signal }),
    meta: { errorTitle: 'No se pudieron cargar las ventas' },
    placeholderData: keepPreviousData,
  });
}

/** GET /api/ventas/colaboradoras: each creator's all-time sales per currency (Colaboradoras' Ventas). */
export function useVentasColaboradoras(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ventasKeys.colaboradoras,
    queryFn: ({ signal }) => apiFetch<z.infer<typeof ventasColaboradorasSchema>>('/api/ventas/colaboradoras', { signal }),
    meta: { errorTitle: 'No se pudieron cargar las ventas de las colaboradoras' },
  });
}

/** GET /api/ventas/colaboradoras/:id/codigo: her code and its past ones. */
export const codigoStaffQueryOptions = (colaboradoraId: string) =>
  queryOptions({
    queryKey: ventasKeys.codigo(colaboradoraId),
    queryFn: ({ signal }) => apiFetch<z.infer<typeof codigoStaffSchema>>(`/api/ventas/colaboradoras/${encodeURIComponent(colaboradoraId)}/codigo`, { signal }),
    meta: { errorTitle: 'No se pudo cargar el código de la creadora' },
  });

export function useCodigoStaff(colaboradoraId: string) {
  return useQuery(codigoStaffQueryOptions(colaboradoraId));
}

const ACCION_HECHA: Record<CodigoAccion, string> = {
  crear: 'El código se está creando en la tienda',
  desactivar: 'Código desactivado',
  reactivar: 'Código reactivado',
  regenerar: 'Se está creando un código nuevo en la tienda',
};

/** POST /api/ventas/colaboradoras/:id/codigo/:accion (admin): crear, desactivar, reactivar, regenerar. */
export function useCodigoAccion() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: ({ colaboradoraId, accion }: { colaboradoraId: string; accion: CodigoAccion }) =>
      apiFetch<CodigoStaff>(`/api/ventas/colaboradoras/${encodeURIComponent(colaboradoraId)}/codigo/${accion}`, { method: 'POST' }),
    meta: { errorTitle: 'No se pudo cambiar el código' },
    onSuccess: (codigo, { accion }) => {
      queryClient.setQueryData(ventasKeys.codigo(codigo.colaboradoraId), codigo);
      toast.success(ACCION_HECHA[accion]);
    },
    onSettled: (_data, _error, { colaboradoraId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ventasKeys.codigo(colaboradoraId) }),
        queryClient.invalidateQueries({ queryKey: ventasKeys.fugas }),
      ]),
  });
}

/** GET /api/ventas/comisiones: each creator's earnings by state per currency, with her CLABE. */
export function useComisiones() {
  return useQuery({
    queryKey: ventasKeys.comisiones,
    queryFn: ({ signal }) => apiFetch<z.infer<typeof comisionesSchema>>('/api/ventas/comisiones', { signal }),
    meta: { errorTitle: 'No se pudieron cargar las comisiones' },
    staleTime: 0,
  });
}

/** GET /api/ventas/pagos: the payouts recorded, newest first. */
export function usePagos() {
  return useQuery({
    queryKey: ventasKeys.pagos,
    queryFn: ({ signal }) => apiFetch<z.infer<typeof pagosSchema>>('/api/ventas/pagos', { signal }),
    meta: { errorTitle: 'No se pudieron cargar los pagos' },
  });
}

/** POST /api/ventas/pagos (admin): marks what is disponible for her in that currency as pagada. */
export function useRegistrarPago() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (input: PagoInput) => apiFetch<Pago>('/api/ventas/pagos', { method: 'POST', json: input }),
    meta: { errorTitle: 'No se pudo registrar el pago' },
    onSuccess: () => toast.success('Pago registrado'),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ventasKeys.comisiones }),
        queryClient.invalidateQueries({ queryKey: ventasKeys.pagos }),
      ]),
  });
}

/** GET /api/ventas/fugas: codes whose daily orders jumped far above their own usual level. */
export const fugasQueryOptions = queryOptions({
  queryKey: ventasKeys.fugas,
  queryFn: ({ signal }) => apiFetch<z.infer<typeof fugasSchema>>('/api/ventas/fugas', { signal }),
  meta: { errorTitle: 'No se pudieron cargar los códigos con actividad inusual' },
});

export function useFugas() {
  return useQuery(fugasQueryOptions);
}
