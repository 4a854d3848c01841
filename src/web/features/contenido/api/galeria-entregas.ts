import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { galeriaResponseSchema, GaleriaFeedback, GaleriaResponse, GaleriaTipo } from '@shared/schemas/galeria';
import type { Canal } from '@shared/schemas/derechos';
import type { AnuncioFiltro } from '@shared/schemas/anuncios';
import { apiFetch } from '@web/lib/api-client';
import { pollWhileProcessing } from '@web/lib/video-processing';
import { galeriaKey } from '@web/lib/query-keys';

export const GALERIA_ERROR = 'Error al cargar el contenido';

export interface GaleriaParams {
  tipo: GaleriaTipo;
  feedback: GaleriaFeedback | null;
  /** Permitted use today (issue 18); null: any. */
  uso: Canal | null;
  /** A valid ad authorization of this kind (issue 30 item 4); null or absent: any file. */
  anuncio?: AnuncioFiltro | null;
  page: number;
}

/** GET /api/galeria?tipo=&feedback=&uso=&page= (admin): one page of delivered files and the chip counts. */
export function getGaleria(params: GaleriaParams, signal?: AbortSignal): Promise<GaleriaResponse> {
  const search = new URLSearchParams({ tipo: params.tipo, page: String(params.page) });
  if (params.feedback) search.set('feedback', params.feedback);
  if (params.uso) search.set('uso', params.uso);
  if (params.anuncio) search.set('anuncio', params.anuncio);
  return apiFetch<z.infer<typeof galeriaResponseSchema>>(`/api/galeria?${search.toString()}`, { signal });
}

export function galeriaQueryOptions(params: GaleriaParams) {
  return queryOptions({
    queryKey: galeriaKey(params),
    queryFn: ({ signal }) => getGaleria(params, signal),
    meta: { errorTitle: GALERIA_ERROR },
    // New uploads and ratings change the pages: read again on every visit.
    staleTime: 0,
    refetchInterval: (query) => pollWhileProcessing(query.state.data?.items),
  });
}

/** The current page; the previous one stays on screen while the next loads. */
export function useGaleria(params: GaleriaParams) {
  return useQuery({ ...galeriaQueryOptions(params), placeholderData: keepPreviousData });
}
