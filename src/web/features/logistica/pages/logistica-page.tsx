import { TruckIcon } from 'lucide-react';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';

/** /logistica (admin): shipment tracking. */
export function LogisticaPage() {
  return (
    <>
      <PageHeader title="Logística" description="Seguimiento de los envíos a las colaboradoras." />
      <EmptyState icon={TruckIcon} description="Aquí verás cada envío con su número de guía, destino, avance y ubicación actual." />
    </>
  );
}
