import { RulerIcon } from 'lucide-react';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';

/** /admin/medidas (admin or tienda): Medidas de Jeans. */
export function MedidasPage() {
  return (
    <>
      <PageHeader title="Medidas de Jeans" description="Captura cintura, cadera y largo de las prendas que aún no tienen medidas." />
      <EmptyState icon={RulerIcon} description="Aquí aparecerán las colaboraciones que necesitan medidas." />
    </>
  );
}
