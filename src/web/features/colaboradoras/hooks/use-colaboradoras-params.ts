import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EQUIPOS, ESTADOS_MEXICO } from '@shared/domain/options';
import { ACTIVA_VALUES, type ActivaFilter } from '@shared/schemas/colaboradoras';

export type EstadoMexico = (typeof ESTADOS_MEXICO)[number];
export type Equipo = (typeof EQUIPOS)[number];

export interface ColaboradorasFilters {
  estado: EstadoMexico | '';
  equipo: Equipo | '';
  activa: ActivaFilter | '';
}

export interface ColaboradorasParams extends ColaboradorasFilters {
  q: string;
  page: number;
  /** The creator whose profile is open ('Ver Perfil'), or null. */
  perfil: string | null;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : '';

/**
 * The screen's search (?q=), filters (?estado=, ?equipo=, ?activa=), page (?page=) and open profile
 * (?perfil=) live in the URL: reload, back and a shared link show the same thing. A new search or
 * filter goes back to page 1; defaults are left out of the URL.
 */
export function useColaboradorasParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo<ColaboradorasParams>(() => {
    const page = Number(searchParams.get('page') ?? '1');
    return {
      q: (searchParams.get('q') ?? '').trim(),
      estado: oneOf(ESTADOS_MEXICO, searchParams.get('estado')),
      equipo: oneOf(EQUIPOS, searchParams.get('equipo')),
      activa: oneOf(ACTIVA_VALUES, searchParams.get('activa')),
      page: Number.isInteger(page) && page >= 1 ? page : 1,
      perfil: searchParams.get('perfil') || null,
    };
  }, [searchParams]);

  const update = useCallback(
    (next: Partial<ColaboradorasParams>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const merged = new URLSearchParams(current);
          const set = (key: string, value: string | null | undefined) => {
            if (value === undefined) return;
            if (value) merged.set(key, value);
            else merged.delete(key);
          };
          set('q', next.q?.trim());
          set('estado', next.estado);
          set('equipo', next.equipo);
          set('activa', next.activa);
          set('perfil', next.perfil);
          const resetsPage = ['q', 'estado', 'equipo', 'activa'].some((key) => key in next);
          const page = next.page ?? (resetsPage ? 1 : undefined);
          if (page !== undefined) set('page', page > 1 ? String(page) : '');
          return merged;
        },
        { replace: options.replace ?? false },
      );
    },
    [setSearchParams],
  );

  return [params, update] as const;
}
