import { LayoutDashboardIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { STAFF_DASHBOARD_ERROR, useStaffDashboard } from '@web/features/dashboard/api/staff-dashboard';
import { StaffRecientes } from '@web/features/dashboard/components/staff-recientes';
import { StaffStatCards } from '@web/features/dashboard/components/staff-stat-cards';
import { StaffTopColaboradoras } from '@web/features/dashboard/components/staff-top-colaboradoras';
import { StaffVencidas } from '@web/features/dashboard/components/staff-vencidas';
import { SinEntregarQueue } from '@web/features/seguimiento/components/sin-entregar-queue';
import { CostoPorUtilTile } from '@web/features/resultados/components/costo-por-util-tile';
import { FugasAviso } from '@web/features/ventas/components/fugas-card';
import { SolicitudesResumen } from '@web/features/aplicaciones/components/solicitudes-resumen';
import { ProblemasAviso } from '@web/features/problemas/components/problemas-aviso';

/** / (admin): the staff dashboard, from the brand's live data; never sample figures or names. */
export function DashboardPage() {
  const dashboard = useStaffDashboard();
  return (
    <>
      <PageHeader title="Dashboard" description="Resumen de la actividad de colaboraciones." />
      {dashboard.isPending ? (
        <div className="space-y-6" role="status" aria-label="Cargando...">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} radius="xl" className="h-32 w-full" />
            ))}
          </div>
          <div className="grid gap-6 lg:grid-cols-5">
            <Skeleton radius="xl" className="h-96 w-full lg:col-span-3" />
            <Skeleton radius="xl" className="h-96 w-full lg:col-span-2" />
          </div>
        </div>
      ) : dashboard.isError ? (
        <EmptyState
          icon={LayoutDashboardIcon}
          title={STAFF_DASHBOARD_ERROR}
          description={errorMessage(dashboard.error)}
          action={
            <Button variant="outline" onClick={() => void dashboard.refetch()}>
              Reintentar
            </Button>
          }
        />
      ) : (
        <div className="space-y-6">
          <FugasAviso />
          <ProblemasAviso />
          <StaffStatCards stats={dashboard.data.stats} />
          <SolicitudesResumen />
          <CostoPorUtilTile />
          <div className="grid gap-6 lg:grid-cols-5">
            <div className="min-w-0 lg:col-span-3">
              <StaffRecientes items={dashboard.data.recientes} />
            </div>
            <div className="min-w-0 lg:col-span-2">
              <StaffTopColaboradoras items={dashboard.data.topColaboradoras} />
            </div>
          </div>
          <StaffVencidas vencidas={dashboard.data.vencidas} />
          <SinEntregarQueue />
        </div>
      )}
    </>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { DashboardPage as Component };
