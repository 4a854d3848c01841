import { PackageCheckIcon } from 'lucide-react';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';

/** /colaboradora/entregadas: Entregas, with Revisión and Entregadas tabs. */
export function EntregadasPage() {
  return (
    <>
      <PageHeader title="Entregas" description="Tus colaboraciones en revisión y las ya entregadas." />
      <Tabs defaultValue="revision">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="revision">Revisión</TabsTrigger>
          <TabsTrigger value="entregadas">Entregadas</TabsTrigger>
        </TabsList>
        <TabsContent value="revision">
          <EmptyState icon={PackageCheckIcon} description="Aquí aparecerán las colaboraciones que enviaste a revisión." />
        </TabsContent>
        <TabsContent value="entregadas">
          <EmptyState icon={PackageCheckIcon} description="Aquí aparecerán tus colaboraciones aprobadas y entregadas." />
        </TabsContent>
      </Tabs>
    </>
  );
}
