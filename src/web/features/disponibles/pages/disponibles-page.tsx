import { ShirtIcon } from 'lucide-react';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';

/** /colaboradora/disponibles: available jeans. */
export function DisponiblesPage() {
  return (
    <>
      <PageHeader title="Disponibles" description="Elige el jean con el que quieres colaborar." />
      <EmptyState icon={ShirtIcon} description="Aquí verás los jeans disponibles en tu talla para solicitarlos." />
    </>
  );
}
