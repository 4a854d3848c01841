import { useDeferredValue, useState } from 'react';
import { can } from '@shared/domain/permissions';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { useSession } from '@web/lib/use-session';
import { useConfirmacion } from '@web/features/confirmacion/api/get-confirmacion';
import { useStoreStatus } from '@web/lib/store-status';
import { ConfirmacionList } from '@web/features/confirmacion/components/confirmacion-list';
import { ConfirmacionSearch } from '@web/features/confirmacion/components/confirmacion-search';
import { searchCards } from '@web/features/confirmacion/lib/search-cards';
import { useEmpaquetado } from '@web/features/confirmacion/hooks/use-empaquetado';

/** /logistica/confirmacion (admin or tienda): Confirmación de producto. */
export function ConfirmacionPage() {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const cards = useConfirmacion();
  const batch = useEmpaquetado(cards.data);
  const store = useStoreStatus();
  const session = useSession();
  const storeState = {
    connected: store.data?.connected === true,
    missing: store.data?.connected === false,
    canConfigure: can(session.data?.role, 'configuracion:manage'),
  };

  return (
    <>
      <PageHeader title="Confirmación de producto" description="Verifica que el producto sigue disponible." />
      <div className="mb-5">
        <ConfirmacionSearch value={query} onChange={setQuery} />
      </div>
      {cards.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" role="status" aria-label="Cargando...">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} radius="xl" className="h-96 w-full" />
          ))}
        </div>
      ) : cards.isError ? (
        <EmptyState
          title="Error al cargar colaboraciones"
          description={errorMessage(cards.error)}
          action={
            <Button variant="outline" onClick={() => void cards.refetch()}>
              Reintentar
            </Button>
          }
        />
      ) : (
        <ConfirmacionList cards={searchCards(batch.cards, deferredQuery)} total={batch.cards.length} store={storeState} batch={batch} />
      )}
    </>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { ConfirmacionPage as Component };
