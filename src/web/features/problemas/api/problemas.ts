import type { z } from 'zod';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  instruccionesSchema,
  problemaReportadoSchema,
  problemaSchema,
  problemasColaSchema,
  problemasDeColaboracionSchema,
  reemplazoOpcionesSchema,
  ResolverInput,
} from '@shared/schemas/problemas';
import { apiFetch } from '@web/lib/api-client';
import { misColaboracionesKeys, problemasKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useAction } from '@web/lib/use-action';

type ProblemaResponse = { problema: z.infer<typeof problemaSchema> };
const enc = encodeURIComponent;

/** GET /api/problemas/colaboracion/{id}: the collaboration's problems, their story, the return instructions. */
export function useProblemasDeColaboracion(colaboracionId: string, opts: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: problemasKeys.colaboracion(colaboracionId),
      queryFn: ({ signal }) => apiFetch<z.infer<typeof problemasDeColaboracionSchema>>(`/api/problemas/colaboracion/${enc(colaboracionId)}`, { signal }),
      meta: { errorTitle: 'Error al cargar los problemas' },
      enabled: colaboracionId !== '' && opts.enabled !== false,
    }),
  );
}

export interface ReporteInput {
  tipo: 'talla' | 'danado' | 'no_llego';
  medida?: string;
  sentido?: string;
  tallaDeseada?: string;
  nota?: string;
  foto?: File | null;
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: problemasKeys.all }), queryClient.invalidateQueries({ queryKey: misColaboracionesKeys.all })]);
}

/** POST /api/problemas/colaboracion/{id} (multipart: the damage photo rides along). */
export function useReportarProblema(colaboracionId: string) {
  const refresh = useRefresh();
  return useAction({
    mutationFn: (input: ReporteInput) => {
      const form = new FormData();
      form.set('tipo', input.tipo);
      for (const key of ['medida', 'sentido', 'tallaDeseada', 'nota'] as const) {
        const value = input[key];
        if (value) form.set(key, value);
      }
      if (input.foto) form.set('file', input.foto);
      return apiFetch<z.infer<typeof problemaReportadoSchema>>(`/api/problemas/colaboracion/${enc(colaboracionId)}`, { method: 'POST', formData: form });
    },
    onSuccess: () => toast.success('Problema reportado. El equipo lo revisará.'),
    meta: { errorTitle: 'No se pudo reportar el problema' },
    onSettled: refresh,
  });
}

export function useReemplazoRecibido() {
  const refresh = useRefresh();
  return useAction({
    mutationFn: (id: string) => apiFetch<ProblemaResponse>(`/api/problemas/${enc(id)}/recibido`, { method: 'POST', json: {} }),
    onSuccess: () => toast.success('Reemplazo recibido. Tu plazo de 7 días empieza hoy.'),
    meta: { errorTitle: 'No se pudo marcar como recibido' },
    onSettled: refresh,
  });
}

export function useColaProblemas(filtro: 'abiertos' | 'todos') {
  return useQuery(
    queryOptions({
      queryKey: problemasKeys.cola(filtro),
      queryFn: ({ signal }) => apiFetch<z.infer<typeof problemasColaSchema>>(`/api/problemas?filtro=${filtro}`, { signal }),
      meta: { errorTitle: 'Error al cargar los problemas' },
    }),
  );
}

/** GET /api/problemas/conteo: the open problems, for the Dashboard's notice. */
export const conteoProblemasQueryOptions = queryOptions({
  queryKey: problemasKeys.conteo,
  queryFn: ({ signal }) => apiFetch<{ abiertos: number; enReemplazo: number }>('/api/problemas/conteo', { signal }),
  meta: { errorTitle: 'Error al cargar los problemas' },
});

export function useConteoProblemas(opts: { enabled?: boolean } = {}) {
  return useQuery({ ...conteoProblemasQueryOptions, enabled: opts.enabled !== false });
}

export function useOpcionesReemplazo(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: problemasKeys.opciones(id ?? ''),
      queryFn: ({ signal }) => apiFetch<z.infer<typeof reemplazoOpcionesSchema>>(`/api/problemas/${enc(id ?? '')}/opciones`, { signal }),
      meta: { errorTitle: 'Error al cargar las opciones de reemplazo' },
      enabled: id !== null,
    }),
  );
}

export function useResolverProblema() {
  const refresh = useRefresh();
  return useAction({
    mutationFn: ({ id, input }: { id: string; input: ResolverInput }) =>
      apiFetch<ProblemaResponse>(`/api/problemas/${enc(id)}/resolver`, { method: 'POST', json: input }),
    onSuccess: (_data, { input }) => toast.success(input.accion === 'reemplazo' ? 'Reemplazo en camino: creando su pedido en la tienda' : 'Problema cerrado'),
    meta: { errorTitle: 'No se pudo resolver el problema' },
    onSettled: refresh,
  });
}

export function useMarcarDevuelto() {
  const refresh = useRefresh();
  return useAction({
    mutationFn: (id: string) => apiFetch<ProblemaResponse>(`/api/problemas/${enc(id)}/devuelto`, { method: 'POST', json: {} }),
    onSuccess: () => toast.success('Pieza marcada como devuelta'),
    meta: { errorTitle: 'No se pudo marcar la devolución' },
    onSettled: refresh,
  });
}

export function useInstruccionesDevolucion() {
  return useQuery(
    queryOptions({
      queryKey: problemasKeys.instrucciones,
      queryFn: ({ signal }) => apiFetch<z.infer<typeof instruccionesSchema>>('/api/problemas/instrucciones', { signal }),
      meta: { errorTitle: 'Error al cargar las instrucciones de devolución' },
    }),
  );
}

export function useGuardarInstrucciones() {
  const refresh = useRefresh();
  return useAction({
    mutationFn: (texto: string) => apiFetch<z.infer<typeof instruccionesSchema>>('/api/problemas/instrucciones', { method: 'PUT', json: { texto } }),
    onSuccess: () => toast.success('Instrucciones guardadas'),
    meta: { errorTitle: 'No se pudieron guardar las instrucciones' },
    onSettled: refresh,
  });
}

export function useBanderasMedidas() {
  return useQuery(
    queryOptions({
      queryKey: problemasKeys.banderas,
      queryFn: ({ signal }) => apiFetch<{ banderas: { productId: string; producto: string; texto: string; veces: number }[] }>('/api/problemas/banderas-medidas', { signal }),
      meta: { errorTitle: 'Error al cargar los reportes de talla' },
    }),
  );
}
