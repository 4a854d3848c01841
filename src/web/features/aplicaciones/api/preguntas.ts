import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PreguntasInput, PreguntasResponse } from '@shared/schemas/aplicaciones';
import { apiFetch } from '@web/lib/api-client';
import { aplicacionPreguntasKey } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useAction } from '@web/lib/use-action';

/** GET /api/aplicaciones/preguntas: Configuración's question set and its version (admin and tienda). */
export function usePreguntasSolicitud() {
  return useQuery(
    queryOptions({
      queryKey: aplicacionPreguntasKey,
      queryFn: ({ signal }) => apiFetch<PreguntasResponse>('/api/aplicaciones/preguntas', { signal }),
      meta: { errorTitle: 'Error al cargar las preguntas de la solicitud' },
    }),
  );
}

/** PUT /api/aplicaciones/preguntas (admin): the next version of the set the editor started from. */
export function useGuardarPreguntas() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (input: PreguntasInput) => apiFetch<PreguntasResponse>('/api/aplicaciones/preguntas', { method: 'PUT', json: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(aplicacionPreguntasKey, saved);
      toast.success('Preguntas guardadas. La página /aplica ya las muestra.');
    },
    meta: { errorTitle: 'No se pudieron guardar las preguntas' },
  });
}
