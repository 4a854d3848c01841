import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { EQUIPOS, ESTADOS_MEXICO } from '@shared/domain/perfil-options';
import { ACTIVA_VALUES, COLABORADORAS_ORDENES, type ActivaFilter, type ColaboradorasOrden } from '@shared/schemas/colaboradoras';

export type EstadoMexico = (typeof ESTADOS_MEXICO)[number];
export type Equipo = (typeof EQUIPOS)[number];

export interface ColaboradorasFilters {
  estado: EstadoMexico | '';
  equipo: Equipo | '';
  activa: ActivaFilter | '';
  /** 'si': her current collaboration waits for her delivery 7 days or more (issue 20 item 3). */
  sinEntregar: 'si' | '';
}

export interface ColaboradorasParams extends ColaboradorasFilters {
  q: string;
  /** Name order (default) or highest score first. */
  orden: ColaboradorasOrden;
  page: number;
  /** The creator whose profile is open ('Ver Perfil'), or null. */
  perfil: string | null;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : '';

const FILTER_KEYS = ['q', 'estado', 'equipo', 'activa', 'sinEntregar', 'orden'] as const;

/**
 * The screen's search (?q=), filters (?estado=, ?equipo=, ?activa=, ?sinEntregar=), order (?orden=), page
 * (?page=) and open profile (?perfil=) live in the URL: reload, back and a shared link show the same thing.
 * A new search, filter or order goes back to page 1; defaults are left out of the URL.
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
      sinEntregar: searchParams.get('sinEntregar') === 'si' ? 'si' : '',
      orden: oneOf(COLABORADORAS_ORDENES, searchParams.get('orden')) || 'nombre',
      page: Number.isInteger(page) && page >= 1 ? page : 1,
      perfil: searchParams.get('perfil') || null,
    };
  }, [searchParams]);

  // The latest URL, not the one of the render that made the callback: react-router hands a functional
  // update the searchParams of that render, so the search box's late debounced update, made from a
  // render before a filter was chosen, wrote the old filters back. Every update merges into this ref,
  // which a new location (back, forward, a link) also refreshes.
  const latest = useRef(searchParams);
  useLayoutEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);

  const update = useCallback(
    (next: Partial<ColaboradorasParams>, options: { replace?: boolean } = {}) => {
      const merged = new URLSearchParams(latest.current);
      const set = (key: string, value: string | null | undefined) => {
        if (value === undefined) return;
        if (value) merged.set(key, value);
        else merged.delete(key);
      };
      set('q', next.q?.trim());
      set('estado', next.estado);
      set('equipo', next.equipo);
      set('activa', next.activa);
      set('sinEntregar', next.sinEntregar);
      set('orden', next.orden === 'nombre' ? '' : next.orden);
      set('perfil', next.perfil);
      const resetsPage = FILTER_KEYS.some((key) => key in next);
      const page = next.page ?? (resetsPage ? 1 : undefined);
      if (page !== undefined) set('page', page > 1 ? String(page) : '');
      if (merged.toString() === latest.current.toString()) return;
      latest.current = merged;
      setSearchParams(merged, { replace: options.replace ?? false });
    },
    [setSearchParams],
  );

  return [params, update] as const;
}
