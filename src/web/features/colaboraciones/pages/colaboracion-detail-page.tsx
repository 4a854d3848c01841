import { ClockIcon } from 'lucide-react';
import { BackButton } from '@web/components/ui/back-button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { PATHS } from '@web/paths';

/** /colaboradora/colaboraciones/{id}: collaboration detail. */
export function ColaboracionDetailPage() {
  return (
    <>
      <BackButton to={PATHS.creator.colaboraciones} />
      <PageHeader title="Detalle de colaboración" />
      <EmptyState icon={ClockIcon} description="Aquí verás el estado de tu colaboración, los detalles del producto y tu contenido." />
    </>
  );
}
