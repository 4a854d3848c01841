import { RulerIcon, SearchXIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { errorMessage } from '@web/lib/api-client';
import { MarcaTabs } from '@web/features/medidas/components/marca-tabs';
import { MedidasList } from '@web/features/medidas/components/medidas-list';
import { BanderasMedidas } from '@web/features/problemas/components/banderas-medidas';
import { MedidasSearch } from '@web/features/medidas/components/medidas-search';
import { MedidasSkeleton } from '@web/features/medidas/components/medidas-skeleton';
import { useMedidasView } from '@web/features/medidas/hooks/use-medidas-view';

/** /admin/medidas (admin or tienda): Medidas de Jeans. */
export function MedidasPage() {
  const { search, setSearch, filtered, marca, setMarca, list } = useMedidasView();
  return (
    <>
      <PageHeader title="Medidas de Jeans" description="Captura cintura, cadera y largo de las prendas que aún no tienen medidas." />
      <div className="flex flex-col gap-4">
        <BanderasMedidas />
        <MedidasSearch value={search} onChange={setSearch} />
        <MarcaTabs value={marca} marcas={list.data?.marcas ?? []} onValueChange={setMarca}>
          {list.isPending ? (
            <MedidasSkeleton />
          ) : list.isError && !list.data ? (
            <EmptyState
              title="Error al cargar colaboraciones"
              description={errorMessage(list.error)}
              action={
                <Button variant="outline" onClick={() => void list.refetch()}>
                  Reintentar
                </Button>
              }
            />
          ) : list.data.items.length === 0 ? (
            filtered ? (
              <EmptyState icon={SearchXIcon} title="No se encontraron resultados" description="Prueba con otra búsqueda o marca." />
            ) : (
              <EmptyState icon={RulerIcon} title="Todas las colaboraciones tienen sus medidas completas" />
            )
          ) : (
            <MedidasList items={list.data.items} />
          )}
        </MarcaTabs>
      </div>
    </>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { MedidasPage as Component };
