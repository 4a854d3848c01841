import { ShirtIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useDisponibles, type DisponiblesFilters as Filters } from '../api/get-disponibles';
import { DisponibleCard } from '../components/disponible-card';
import { DisponiblesFilters } from '../components/disponibles-filters';

/** /colaboradora/disponibles: available jeans, with search, size and cut filters kept in the URL. */
export function DisponiblesPage() {
  const [params, setParams] = useSearchParams();
  const filters: Filters = { q: params.get('q') ?? '', talla: params.get('talla') ?? '', tipo: params.get('tipo') ?? '' };
  const q = useDebouncedValue(filters.q ?? '', 300);
  const list = useDisponibles({ ...filters, q: q.trim() });

  const setFilters = (next: Filters) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) search.set(key, value);
    setParams(search, { replace: true });
  };
  const filtered = Boolean(filters.q || filters.talla || filters.tipo);

  return (
    <>
      <PageHeader title="Disponibles" description="Elige el jean con el que quieres colaborar." />
      <DisponiblesFilters value={filters} onChange={setFilters} />
      {list.isPending ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-busy="true" aria-label="Cargando...">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <Skeleton className="aspect-[4/5] w-full rounded-xl" />
            </li>
          ))}
        </ul>
      ) : list.data && list.data.length > 0 ? (
        <>
          <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
            {list.data.length === 1 ? '1 producto disponible' : `${list.data.length} productos disponibles`}
          </p>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {list.data.map((item) => (
              <DisponibleCard key={item.id} item={item} />
            ))}
          </ul>
        </>
      ) : list.isError ? (
        <EmptyState title="Error al cargar colaboraciones disponibles" icon={ShirtIcon} description="Revisa tu conexión e intenta de nuevo." />
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
