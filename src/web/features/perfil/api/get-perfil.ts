import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { perfilResponseSchema, Perfil } from '@shared/schemas/perfil';
import { apiFetch } from '@web/lib/api-client';
import { perfilKey } from '@web/lib/query-keys';

/** GET /api/perfil: her own profile and its completeness. */
export async function getPerfil(signal?: AbortSignal): Promise<Perfil> {
  const { perfil } = await apiFetch<z.infer<typeof perfilResponseSchema>>('/api/perfil', { signal });
  return perfil;
}

export const perfilQueryOptions = queryOptions({ queryKey: perfilKey, queryFn: ({ signal }) => getPerfil(signal) });

export function usePerfil() {
  return useQuery(perfilQueryOptions);
}
