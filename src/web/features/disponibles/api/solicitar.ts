import { useAction } from '@web/lib/use-action';
import type { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import type { solicitarResponseSchema } from '@shared/schemas/disponibles';
import { ApiError, apiFetch } from '@web/lib/api-client';
import { disponiblesKeys } from '@web/lib/query-keys';

/** POST /api/disponibles/{id}/solicitar: the item becomes hers, in confirmacion (spec §4). */
export async function solicitar(id: string) {
  const { colaboracion } = await apiFetch<z.infer<typeof solicitarResponseSchema>>(`/api/disponibles/${encodeURIComponent(id)}/solicitar`, {
    method: 'POST',
  });
  return colaboracion;
}

/** Codes whose server message is the spec's own text; anything else gets the spec's generic one. */
const SPEC_MESSAGES = ['NOT_AVAILABLE', 'ACTIVE_COLLABORATION', 'ACTIVE_COLLABORATION_POLICY', 'PROFILE_NOT_FOUND'] as const;

export function isTaken(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'NOT_AVAILABLE';
}

export function useSolicitar() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: solicitar,
    // The spec's own texts for these codes (the page also redirects on NOT_AVAILABLE); otherwise its generic one.
    meta: { errorCodes: SPEC_MESSAGES, errorFallback: 'Error al solicitar la colaboración. Intenta de nuevo.' },
    // Whatever happened, the lists changed (she took it, or someone else did). The open detail is left
    // alone: re-reading it now would say 'no longer available' under her own success dialog.
    onSettled: () => queryClient.invalidateQueries({ queryKey: disponiblesKeys.lists }),
  });
}
