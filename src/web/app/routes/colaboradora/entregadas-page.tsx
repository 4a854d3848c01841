import { PackageCheckIcon } from 'lucide-react';
import type { MiColaboracion } from '@shared/schemas/mis-colaboraciones';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useEntregadas } from '@web/features/entregas/api/get-entregadas';
import { EntregadaCard } from '@web/features/entregas/components/entregada-card';

/** /colaboradora/entregadas: Entregas, with Revisión and Entregadas tabs. */
export function EntregadasPage() {
  const list = useEntregadas();
  const revision = list.data?.filter((i) => i.estado === 'revision') ?? [];
  const entregadas = list.data?.filter((i) => i.estado === 'entregado') ?? [];

  const content = (items: MiColaboracion[], empty: string) =>
    list.isPending ? (
      <Skeleton radius="xl" className="h-24 w-full" aria-label="Cargando..." />
    ) : list.isError ? (
      <EmptyState icon={PackageCheckIcon} title="Error al cargar colaboraciones" description="Revisa tu conexión e intenta de nuevo." />
    ) : items.length === 0 ? (
      <EmptyState icon={PackageCheckIcon} description={empty} />
    ) : (
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <EntregadaCard key={item.id} item={item} />
        ))}
      </ul>
    );

  return (
    <>
      <PageHeader title="Entregas" description="Tus colaboraciones en revisión y las ya entregadas." />
      <Tabs defaultValue="revision">
        <TabsList width="full-mobile">
          <TabsTrigger value="revision">Revisión</TabsTrigger>
          <TabsTrigger value="entregadas">Entregadas</TabsTrigger>
        </TabsList>
        <TabsContent value="revision">{content(revision, 'Aquí aparecerán las colaboraciones que enviaste a revisión.')}</TabsContent>
        <TabsContent value="entregadas">{content(entregadas, 'Aquí aparecerán tus colaboraciones aprobadas y entregadas.')}</TabsContent>
      </Tabs>
    </>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { EntregadasPage as Component };
