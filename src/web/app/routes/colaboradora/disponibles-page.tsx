import { useDeferredValue, useState } from 'react';
import { ShirtIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { DISPONIBLES_Q_MAX } from '@shared/domain/limits';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-error';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useItemsNearScreen } from '@web/lib/use-items-near-screen';
import { prefetchDisponibles, useDisponibles, type DisponiblesFilters as Filters } from '@web/features/disponibles/api/get-disponibles';
import { DisponibleCard } from '@web/features/disponibles/components/disponible-card';
import { DisponiblesFilters } from '@web/features/disponibles/components/disponibles-filters';

/** "24 productos disponibles", or "Mostrando 24 productos disponibles" while more pages wait. */
function shownText(count: number, more: boolean): string {
  const text = count === 1 ? '1 producto disponible' : `${count} productos disponibles`;
  return more ? `Mostrando ${text}` : text;
}

/**
 * The grid as the screen's width makes it (two columns on a phone, three from sm, four from lg): about a
 * screenful of cards rendered at once, enough that the space kept for the rest starts below the screen
 * and beyond useItemsNearScreen's margin; the rest of the page of 24 render a screenful at a time as that
 * space nears the screen (decision 102; they were all rendered in idle chunks during the first load
 * before, decision 067). `rowPx` is a row of cards' height with its gap, for the space kept.
 */
function gridOfScreen(): { perScreen: number; columns: number; rowPx: number } {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return { perScreen: 8, columns: 2, rowPx: 320 };
  if (window.matchMedia('(min-width: 1024px)').matches) return { perScreen: 12, columns: 4, rowPx: 410 };
  if (window.matchMedia('(min-width: 640px)').matches) return { perScreen: 9, columns: 3, rowPx: 340 };
  return { perScreen: 6, columns: 2, rowPx: 320 };
}

/** The filters in the address; the list reads them with the search cut to what the server takes (issue 28). */
function filtersOf(params: URLSearchParams): Filters {
  return { q: params.get('q') ?? '', talla: params.get('talla') ?? '', tipo: params.get('tipo') ?? '' };
}
const listFilters = (filters: Filters, q: string): Filters => ({ ...filters, q: q.trim().slice(0, DISPONIBLES_Q_MAX) });

/** The route's data, asked for by the router before the page renders: the list as the address filters it. */
export const prefetch = (params: URLSearchParams) => {
  const filters = filtersOf(params);
  return prefetchDisponibles(listFilters(filters, filters.q ?? ''));
};

/** /colaboradora/disponibles: available jeans, with search, size and cut filters kept in the URL,
 * 24 at a time with 'Cargar más'. */
export function DisponiblesPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const q = useDebouncedValue(filters.q ?? '', 300);
  // A longer search (a pasted address) is cut to what the server takes, as the input would (issue 28).
  const list = useDisponibles(listFilters(filters, q));

  const setFilters = (next: Filters) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) search.set(key, value);
    setParams(search, { replace: true });
  };
  const filtered = Boolean(filters.q || filters.talla || filters.tipo);
  // The cards render as a deferred update: when the page arrives React draws them in 5 ms slices (only
  // the commit is one task) instead of in the task that received it (decision 081). Until then the
  // skeleton stays.
  const data = useDeferredValue(list.data);
  const items = data?.pages.flatMap((page) => page.items);
  const pending = data === undefined && !list.isError;
  const [grid] = useState(gridOfScreen);
  const { shown, left, ref } = useItemsNearScreen(items?.length ?? 0, grid.perScreen, grid.perScreen);

  return (
    <>
      <PageHeader title="Disponibles" description="Elige el jean con el que quieres colaborar." />
      <DisponiblesFilters value={filters} onChange={setFilters} />
      {pending ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-busy="true" aria-label="Cargando...">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <Skeleton radius="xl" className="aspect-[4/5] w-full" />
            </li>
          ))}
        </ul>
      ) : items && items.length > 0 ? (
        <>
          <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
            {shownText(items.length, list.hasNextPage)}
          </p>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {items.slice(0, shown).map((item) => (
              <DisponibleCard key={item.id} item={item} />
            ))}
          </ul>
          {left > 0 ? <div ref={ref} aria-hidden="true" data-testid="tarjetas-pendientes" style={{ height: Math.ceil(left / grid.columns) * grid.rowPx }} /> : null}
          {list.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <Button variant="outline" className="w-full sm:w-auto" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {list.isFetchingNextPage ? 'Cargando...' : 'Cargar más'}
              </Button>
            </div>
          ) : null}
        </>
      ) : list.isError ? (
        <EmptyState title="Error al cargar colaboraciones disponibles" icon={ShirtIcon} description={errorMessage(list.error, 'Revisa tu conexión e intenta de nuevo.')} />
      ) : (
        <EmptyState
          icon={ShirtIcon}
          title={filtered ? 'No hay productos con esos filtros' : 'Por ahora no hay productos disponibles'}
          description={filtered ? 'Prueba con otra talla o corte.' : 'Vuelve pronto: el equipo agrega productos nuevos constantemente.'}
        />
      )}
    </>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { DisponiblesPage as Component };
