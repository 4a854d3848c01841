import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { busquedaSchema } from '@shared/schemas/conexiones';
import { apiFetch } from '@web/lib/api-client';
import { publicacionesKey } from '@web/lib/query-keys';

/** GET /api/conexiones/busqueda/{colaboracionId}: her code for captions and the last check's word (issue 30). */
export function useBusqueda(colaboracionId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...publicacionesKey(colaboracionId), 'busqueda'],
      queryFn: ({ signal }) => apiFetch<z.infer<typeof busquedaSchema>>(`/api/conexiones/busqueda/${encodeURIComponent(colaboracionId)}`, { signal }),
      meta: { errorTitle: 'Error al cargar tu código de publicación' },
      enabled: colaboracionId !== '',
    }),
  );
}
