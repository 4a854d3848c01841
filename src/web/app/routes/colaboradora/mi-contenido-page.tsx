import { TriangleAlertIcon } from 'lucide-react';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useMisEntregas } from '@web/features/contenido/api/get-mis-entregas';
import { ContenidoTab } from '@web/features/contenido/components/contenido-tab';

function ContenidoSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Cargando entregas...</span>
      <Skeleton className="h-5 w-32" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} radius="lg" className="aspect-square w-full" />
        ))}
      </div>
    </div>
  );
}

/** /colaboradora/contenido: her photos and videos in Fotos and Videos tabs, grouped by the staff's feedback. */
export function MiContenidoPage() {
  const list = useMisEntregas();
  const entregas = list.data ?? [];
  const count = (tipo: 'imagen' | 'video') => entregas.filter((e) => e.tipoContenido === tipo).length;

  const tab = (tipo: 'imagen' | 'video') =>
    list.isPending ? (
      <ContenidoSkeleton />
    ) : list.isError ? (
      <EmptyState icon={TriangleAlertIcon} title="Error al cargar entregas" description="Revisa tu conexión e intenta de nuevo." />
    ) : (
      <ContenidoTab entregas={entregas} tipo={tipo} />
    );

  return (
    <>
      <PageHeader title="Contenido" description="Tus fotos y videos entregados, agrupados según la calificación del equipo." />
      <Tabs defaultValue="fotos">
        <TabsList width="full-mobile">
          <TabsTrigger value="fotos">
            Fotos
            {list.isSuccess ? <span className="text-xs text-muted-foreground">{count('imagen')}</span> : null}
          </TabsTrigger>
          <TabsTrigger value="videos">
            Videos
            {list.isSuccess ? <span className="text-xs text-muted-foreground">{count('video')}</span> : null}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="fotos">{tab('imagen')}</TabsContent>
        <TabsContent value="videos">{tab('video')}</TabsContent>
      </Tabs>
    </>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { MiContenidoPage as Component };
