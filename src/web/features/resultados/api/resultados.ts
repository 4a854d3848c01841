import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CostoEnvioInput,
  costoEnvioResponseSchema,
  resultadosMesSchema,
  resultadosOpcionesSchema,
  resultadosResponseSchema,
} from '@shared/schemas/resultados';
import { apiFetch } from '@web/lib/api-client';
import { resultadosKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useAction } from '@web/lib/use-action';

export const RESULTADOS_ERROR = 'Error al cargar los resultados';

/** The screen's range and filters, as the URL holds them (empty: the server's default, the current month). */
export interface ResultadosParams {
  desde: string;
  hasta: string;
  marca: string;
  producto: string;
  colaboradoraId: string;
}

/** The query string the figures and the CSV share. */
export function resultadosSearch(params: ResultadosParams): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) search.set(k, v);
  return search.toString();
}

export function getResultados(params: ResultadosParams, signal?: AbortSignal) {
  const q = resultadosSearch(params);
  return apiFetch<z.infer<typeof resultadosResponseSchema>>(`/api/resultados${q ? `?${q}` : ''}`, { signal });
}

export function useResultados(params: ResultadosParams) {
  return useQuery(
    queryOptions({
      queryKey: resultadosKeys.figuras(params),
      queryFn: ({ signal }) => getResultados(params, signal),
      meta: { errorTitle: RESULTADOS_ERROR },
      // Ratings and shipments change the figures: read again on every visit; the old figures stay while the new load.
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  );
}

export function useResultadosOpciones() {
  return useQuery({
    queryKey: resultadosKeys.opciones,
    queryFn: ({ signal }) => apiFetch<z.infer<typeof resultadosOpcionesSchema>>('/api/resultados/opciones', { signal }),
    meta: { errorTitle: 'Error al cargar los filtros' },
    staleTime: 60_000,
  });
}

export const RESULTADOS_MES_ERROR = 'Error al cargar el costo por archivo útil';

/** The Dashboard's tile. */
export const resultadosMesQueryOptions = queryOptions({
  queryKey: resultadosKeys.mes,
  queryFn: ({ signal }) => apiFetch<z.infer<typeof resultadosMesSchema>>('/api/resultados/mes', { signal }),
  meta: { errorTitle: RESULTADOS_MES_ERROR },
  // The client's default staleTime (it was 0): the Dashboard reads it with its other reads and its tile
  // mounts once they have answered; at 0 the tile's mount read it a second time on every visit (one more
  // request and render in the first load, decision 089). Saving the shipping cost invalidates it.
});

export function useResultadosMes() {
  return useQuery(resultadosMesQueryOptions);
}

/** PUT /api/resultados/costo-envio: the setting, and optionally the backfill; every figure is read again. */
export function useGuardarCostoEnvio() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (input: CostoEnvioInput) => apiFetch<z.infer<typeof costoEnvioResponseSchema>>('/api/resultados/costo-envio', { method: 'PUT', json: input }),
    onSuccess: (r) => {
      toast.success('Costo de envío guardado', r.actualizadas > 0 ? { description: `Se aplicó a ${r.actualizadas} ${r.actualizadas === 1 ? 'colaboración enviada' : 'colaboraciones enviadas'}.` } : undefined);
    },
    meta: { errorTitle: 'No se pudo guardar el costo de envío' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: resultadosKeys.all }),
  });
}
