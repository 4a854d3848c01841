import { useCallback, useMemo } from 'react';
import { useLatestSearchParams } from '@web/lib/use-latest-search-params';
import { ADMIN_TABS as ADMIN_TAB_VALUES } from '@shared/domain/estado';
import type { AdminTab } from '@shared/schemas/colaboracion';

function isAdminTab(value: string | null): value is AdminTab {
  return value !== null && (ADMIN_TAB_VALUES as readonly string[]).includes(value);
}

export interface GestionParams {
  estado: AdminTab;
  q: string;
  page: number;
}

/** The tab, search and page an address asks for (the route's loader reads them too, before the screen renders). */
export function parseGestionParams(searchParams: URLSearchParams): GestionParams {
  const estado = searchParams.get('estado');
  const page = Number(searchParams.get('page') ?? '1');
  return {
    estado: isAdminTab(estado) ? estado : 'todos',
    q: (searchParams.get('q') ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The Gestión screen's tab (?estado=), search (?q=) and page (?page=) live in the URL, so reload and
 * back work. Changing the tab or the search goes back to page 1; defaults are left out of the URL.
 */
export function useGestionParams() {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const params = useMemo(() => parseGestionParams(searchParams), [searchParams]);

  const update = useCallback(
    (next: Partial<GestionParams>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const merged = new URLSearchParams(current);
          const resetsPage = next.estado !== undefined || next.q !== undefined;
          if (next.estado !== undefined) {
            if (next.estado === 'todos') merged.delete('estado');
            else merged.set('estado', next.estado);
          }
          if (next.q !== undefined) {
            if (next.q.trim()) merged.set('q', next.q.trim());
            else merged.delete('q');
          }
          const page = next.page ?? (resetsPage ? 1 : undefined);
          if (page !== undefined) {
            if (page <= 1) merged.delete('page');
            else merged.set('page', String(page));
          }
          return merged;
        },
        { replace: options.replace ?? false },
      );
    },
    [setSearchParams],
  );

  return [params, update] as const;
}
