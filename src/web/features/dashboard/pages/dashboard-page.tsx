import { LayoutDashboardIcon } from 'lucide-react';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';

/** / (admin): the staff dashboard. Live figures arrive with the dashboard API; never sample numbers. */
export function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" description="Resumen de la actividad de colaboraciones." />
      <EmptyState
        icon={LayoutDashboardIcon}
        description="Aquí verás las colaboradoras activas, las entregas pendientes, el contenido publicado y el engagement promedio cuando haya actividad."
      />
    </>
  );
}
