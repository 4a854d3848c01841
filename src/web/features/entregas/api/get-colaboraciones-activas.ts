import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Estado } from '@shared/domain/estado';
import type { misColaboracionesListResponseSchema, MiColaboracion, MisColaboracionesGrupo } from '@shared/schemas/mis-colaboraciones';
import { apiFetch } from '@web/lib/api-client';
import { misColaboracionesKeys } from '@web/lib/query-keys';

/**
 * Mis Entregas lists the collaborations she delivers content for: on its way or in production (she may
 * upload) and in review (she sees her files and their ratings). Neither before it ships nor once done.
 */
export const MIS_ENTREGAS_ESTADOS = ['logistica', 'produccion', 'revision'] as const satisfies readonly Estado[];

async function grupo(name: MisColaboracionesGrupo, signal?: AbortSignal): Promise<MiColaboracion[]> {
  const { items } = await apiFetch<z.infer<typeof misColaboracionesListResponseSchema>>(`/api/mis-colaboraciones?grupo=${name}`, { signal });
  return items;
}

/** GET /api/mis-colaboraciones?grupo=pendientes and ?grupo=entregadas, kept to MIS_ENTREGAS_ESTADOS. */
export async function getColaboracionesActivas(signal?: AbortSignal): Promise<MiColaboracion[]> {
  const [pendientes, entregadas] = await Promise.all([grupo('pendientes', signal), grupo('entregadas', signal)]);
  return [...pendientes, ...entregadas].filter((i) => (MIS_ENTREGAS_ESTADOS as readonly Estado[]).includes(i.estado));
}

export function useColaboracionesActivas() {
  // Under misColaboraciones.all: uploads, deletes and transitions invalidate it with her other lists.
  return useQuery(
    queryOptions({
      queryKey: misColaboracionesKeys.activas,
      queryFn: ({ signal }) => getColaboracionesActivas(signal),
      meta: { errorTitle: 'Error al cargar colaboraciones' },
    }),
  );
}
