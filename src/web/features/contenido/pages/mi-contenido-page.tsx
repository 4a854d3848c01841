import { ImageIcon, VideoIcon } from 'lucide-react';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';

/** /colaboradora/contenido: the creator's photos and videos. */
export function MiContenidoPage() {
  return (
    <>
      <PageHeader title="Contenido" description="Tus fotos y videos entregados." />
      <Tabs defaultValue="fotos">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="fotos">Fotos</TabsTrigger>
          <TabsTrigger value="videos">Videos</TabsTrigger>
        </TabsList>
        <TabsContent value="fotos">
          <EmptyState icon={ImageIcon} description="Aquí verás tus fotos agrupadas según su calificación." />
        </TabsContent>
        <TabsContent value="videos">
          <EmptyState icon={VideoIcon} description="Aquí verás tus videos agrupados según su calificación." />
        </TabsContent>
      </Tabs>
    </>
  );
}
