import { PackageCheckIcon } from 'lucide-react';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';

/** /entregas (admin): deliveries review. */
export function EntregasPage() {
  return (
    <>
      <PageHeader title="Entregas" description="Revisa y califica el contenido que entregan las colaboradoras." />
      <EmptyState icon={PackageCheckIcon} description="Aquí aparecerán las colaboraciones con fotos y videos entregados para calificarlos." />
    </>
  );
}
