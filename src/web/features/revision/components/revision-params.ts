import { useCallback, useMemo } from 'react';
import { useLatestSearchParams } from '@web/lib/use-latest-search-params';
import { REVISION_FILTROS, type RevisionFiltro } from '@shared/domain/revision';

export interface RevisionParams {
  /** The grid's page (?pagina=), 1 when absent. */
  page: number;
  /** The chosen collaboration (?colaboracion=); null: the first card of the page (on a phone, the list). */
  colaboracion: string | null;
  /** The state filter (?estado=), En Revisión when absent: what waits for a decision comes first. */
  estado: RevisionFiltro;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page, state and chosen collaboration an address asks for (the route's loader reads them too). */
export function parseRevisionParams(searchParams: URLSearchParams): RevisionParams {
  const page = Number(searchParams.get('pagina') ?? '1');
  const colaboracion = searchParams.get('colaboracion');
  const estado = searchParams.get('estado');
  return {
    estado: REVISION_FILTROS.find((f) => f === estado) ?? 'revision',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    colaboracion: colaboracion && UUID.test(colaboracion) ? colaboracion : null,
  };
}

/** The review's page and selected collaboration live in the URL, so reload, back and links keep them. */
export function useRevisionParams() {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const params = useMemo(() => parseRevisionParams(searchParams), [searchParams]);

  /** Another page: its first card is selected. */
  const setPage = useCallback(
    (page: number) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('colaboracion');
        if (page <= 1) next.delete('pagina');
        else next.set('pagina', String(page));
        return next;
      }),
    [setSearchParams],
  );

  const select = useCallback(
    (id: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('colaboracion', id);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  /** Another state: its first page, nothing chosen. */
  const setEstado = useCallback(
    (estado: RevisionFiltro) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('colaboracion');
        next.delete('pagina');
        if (estado === 'revision') next.delete('estado');
        else next.set('estado', estado);
        return next;
      }),
    [setSearchParams],
  );

  /** Back to the list (a phone shows the list or one collaboration, not both). */
  const unselect = useCallback(
    () =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('colaboracion');
        return next;
      }),
    [setSearchParams],
  );

  return { params, setPage, select, setEstado, unselect };
}
