import { useCallback, useMemo } from 'react';
import { ROLE_FILTERS, type RoleFilter } from '@shared/schemas/roles';
import { useLatestSearchParams } from '@web/lib/use-latest-search-params';

export interface RolesParams {
  q: string;
  rol: RoleFilter | '';
  page: number;
}

/**
 * Gestión de Roles' search (?q=), role filter (?rol=) and page (?page=) live in the URL: reload, back and
 * a shared link show the same people. A new search or filter goes back to page 1.
 */
export function useRolesParams() {
  const [searchParams, setSearch] = useLatestSearchParams();
  const params = useMemo<RolesParams>(() => {
    const page = Number(searchParams.get('page') ?? '1');
    const rol = searchParams.get('rol');
    return {
      q: (searchParams.get('q') ?? '').trim(),
      rol: rol !== null && (ROLE_FILTERS as readonly string[]).includes(rol) ? (rol as RoleFilter) : '',
      page: Number.isInteger(page) && page >= 1 ? page : 1,
    };
  }, [searchParams]);

  const update = useCallback(
    (next: Partial<RolesParams>) => {
      setSearch((latest) => {
        const set = (key: string, value: string | undefined) => {
          if (value === undefined) return;
          if (value) latest.set(key, value);
          else latest.delete(key);
        };
        set('q', next.q?.trim());
        set('rol', next.rol);
        const page = next.page ?? ('q' in next || 'rol' in next ? 1 : undefined);
        if (page !== undefined) set('page', page > 1 ? String(page) : '');
        return latest;
      });
    },
    [setSearch],
  );
  return [params, update] as const;
}
