import { ClockIcon } from 'lucide-react';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';

/** /colaboradora/colaboraciones: the Pendiente list. */
export function PendientesPage() {
  return (
    <>
      <PageHeader title="Pendientes" description="Tus colaboraciones en proceso." />
      <EmptyState icon={ClockIcon} description="Aquí aparecerán tus colaboraciones mientras se confirman, se envían y creas tu contenido." />
    </>
  );
}
