import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  miColaboracionResponseSchema,
  misColaboracionesListResponseSchema,
  MiColaboracion,
  MiColaboracionDetail,
  MisColaboracionesGrupo,
} from '@shared/schemas/mis-colaboraciones';
import { apiFetch } from '@web/lib/api-client';
import { misColaboracionesKeys } from '@web/lib/query-keys';

/** GET /api/mis-colaboraciones?grupo=: her collaborations of one group (the server scopes them to her). */
export async function getMisColaboraciones(grupo: MisColaboracionesGrupo, signal?: AbortSignal): Promise<MiColaboracion[]> {
  const { items } = await apiFetch<z.infer<typeof misColaboracionesListResponseSchema>>(`/api/mis-colaboraciones?grupo=${grupo}`, { signal });
  return items;
}

export function useMisColaboraciones(grupo: MisColaboracionesGrupo) {
  return useQuery(
    queryOptions({
      queryKey: misColaboracionesKeys.list(grupo),
      queryFn: ({ signal }) => getMisColaboraciones(grupo, signal),
      meta: { errorTitle: 'Error al cargar colaboraciones' },
    }),
  );
}

/** GET /api/mis-colaboraciones/{id}: one of hers (another creator's answers 404). */
export async function getMiColaboracion(id: string, signal?: AbortSignal): Promise<MiColaboracionDetail> {
  const { item } = await apiFetch<z.infer<typeof miColaboracionResponseSchema>>(`/api/mis-colaboraciones/${encodeURIComponent(id)}`, { signal });
  return item;
}

export function useMiColaboracion(id: string) {
  return useQuery(
    queryOptions({
      queryKey: misColaboracionesKeys.detail(id),
      queryFn: ({ signal }) => getMiColaboracion(id, signal),
      retry: false,
    }),
  );
}
