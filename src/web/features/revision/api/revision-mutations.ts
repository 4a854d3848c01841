import { useAction } from '@web/lib/use-action';
import type { z } from 'zod';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import type { Estado } from '@shared/domain/estado';
import { contarCalificaciones } from '@shared/domain/calificacion';
import type { FeedbackStatus } from '@shared/domain/options';
import type { Entrega } from '@shared/schemas/entregas';
import type {
  feedbackResponseSchema,
  revisionTransicionResponseSchema,
  FeedbackCounts,
  RevisionColaboracionesResponse,
  RevisionEntregasResponse,
} from '@shared/schemas/revision';
import { ApiError, apiFetch } from '@web/lib/api-client';
import { colaboracionesKeys, revisionKeys } from '@web/lib/query-keys';


/** Writes a collaboration's new counters or state into the grid pages that show its card. */
function patchGridCard(queryClient: QueryClient, colaboracionId: string, patch: { counts?: FeedbackCounts; estado?: Estado }) {
  queryClient.setQueriesData<RevisionColaboracionesResponse>({ queryKey: revisionKeys.grids }, (page) =>
    page ? { ...page, items: page.items.map((c) => (c.id === colaboracionId ? { ...c, ...patch } : c)) } : page,
  );
}

export interface FeedbackVariables {
  colaboracionId: string;
  entregaId: string;
  feedbackStatus: FeedbackStatus;
  feedbackComentario: string | null;
}

/** PATCH /api/revision/entregas/{id}/feedback (admin): Excelente, Bueno or Descartado with an optional comment. */
export function saveFeedback({ entregaId, feedbackStatus, feedbackComentario }: FeedbackVariables) {
  return apiFetch<z.infer<typeof feedbackResponseSchema>>(`/api/revision/entregas/${encodeURIComponent(entregaId)}/feedback`, {
    method: 'PATCH',
    json: { feedbackStatus, feedbackComentario },
  });
}

/**
 * Spec §8: 'Feedback actualizado' / 'Error al actualizar feedback'. The saved delivery replaces the old
 * one in the cache and the counters are recounted there, card included: no refetch, so the thumbnails
 * already on screen keep their URLs and are not downloaded again.
 */
export function useSaveFeedback() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: saveFeedback,
    onSuccess: ({ entrega }, { colaboracionId }) => {
      toast.success('Feedback actualizado');
      let counts: FeedbackCounts | undefined;
      queryClient.setQueryData<RevisionEntregasResponse>(revisionKeys.entregas(colaboracionId), (data) => {
        if (!data) return data;
        // Keep the URLs already loaded (the answer signs new ones for the same files).
        const entregas = data.entregas.map((e): Entrega => (e.id === entrega.id ? { ...entrega, url: e.url, thumbUrl: e.thumbUrl } : e));
        counts = contarCalificaciones(entregas);
        return { ...data, entregas, counts, colaboracion: { ...data.colaboracion, counts } };
      });
      if (counts) patchGridCard(queryClient, colaboracionId, { counts });
    },
    meta: { errorTitle: 'Error al actualizar feedback', errorFallback: 'Error al actualizar feedback' },
  });
}

function setEstado(queryClient: QueryClient, colaboracionId: string, estado: Estado) {
  queryClient.setQueryData<RevisionEntregasResponse>(revisionKeys.entregas(colaboracionId), (data) =>
    data ? { ...data, colaboracion: { ...data.colaboracion, estado } } : data,
  );
  patchGridCard(queryClient, colaboracionId, { estado });
  // Other screens that show states (Gestión, the creator's lists) read again when next opened.
  void queryClient.invalidateQueries({ queryKey: colaboracionesKeys.all, refetchType: 'none' });
}

/** Someone else decided first (409): read the review again so the screen shows the real state (the toast is the meta's). */
function onDecisionError(queryClient: QueryClient, error: unknown) {
  if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
    void queryClient.invalidateQueries({ queryKey: revisionKeys.all });
  }
}

/** POST /api/revision/colaboraciones/{id}/aprobar: revision → entregado ('Entrega aprobada'). */
export function useAprobarEntrega() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (colaboracionId: string) =>
      apiFetch<z.infer<typeof revisionTransicionResponseSchema>>(`/api/revision/colaboraciones/${encodeURIComponent(colaboracionId)}/aprobar`, {
        method: 'POST',
        json: {},
      }),
    onSuccess: ({ colaboracion }) => {
      toast.success('Entrega aprobada');
      setEstado(queryClient, colaboracion.id, colaboracion.estado);
    },
    meta: { errorTitle: 'Error al aprobar la entrega', errorFallback: 'Error al aprobar la entrega' },
    onError: (error) => onDecisionError(queryClient, error),
  });
}

/** POST /api/revision/colaboraciones/{id}/solicitar-cambios {nota}: revision → produccion ('Cambios solicitados'). */
export function useSolicitarCambios() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: ({ colaboracionId, nota }: { colaboracionId: string; nota: string }) =>
      apiFetch<z.infer<typeof revisionTransicionResponseSchema>>(`/api/revision/colaboraciones/${encodeURIComponent(colaboracionId)}/solicitar-cambios`, {
        method: 'POST',
        json: { nota },
      }),
    onSuccess: ({ colaboracion }) => {
      toast.success('Cambios solicitados');
      setEstado(queryClient, colaboracion.id, colaboracion.estado);
    },
    meta: { errorTitle: 'Error al solicitar cambios', errorFallback: 'Error al solicitar cambios' },
    onError: (error) => onDecisionError(queryClient, error),
  });
}
