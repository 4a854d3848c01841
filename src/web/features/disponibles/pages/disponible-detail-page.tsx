import { ShirtIcon } from 'lucide-react';
import { BackButton } from '@web/components/ui/back-button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { PATHS } from '@web/paths';

/** /colaboradora/disponibles/{id}: product detail and request. */
export function DisponibleDetailPage() {
  return (
    <>
      <BackButton to={PATHS.creator.disponibles} />
      <PageHeader title="Detalle del producto" />
      <EmptyState icon={ShirtIcon} description="Aquí verás los detalles del producto y podrás solicitarlo." />
    </>
  );
}
