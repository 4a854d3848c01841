import { TicketPercentIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { PATHS } from '@web/paths';
import { useMisVentas } from '@web/features/ventas/api/mis-ventas';
import { CodigoCard } from '@web/features/ventas/components/codigo-card';
import { GananciasCard, PagosRecibidos, VentasLista, VentasPorMes } from '@web/features/ventas/components/mis-ventas-secciones';

/** The route's data, asked for by the router before the page renders. */
export { prefetchMisVentas as prefetch } from '@web/features/ventas/api/mis-ventas';

/**
 * /colaboradora/ventas (issue 27 item 4): her code and link, her orders by month, her sales, her earnings
 * by state and the payouts she received. Only her own, and never a customer's name or address.
 */
export function MisVentasPage() {
  const ventas = useMisVentas();
  const data = ventas.data;
  return (
    <>
      <PageHeader title="Mis ventas" description="Lo que vendes con tu código y lo que ganas." />
      {ventas.isPending ? (
        <div className="flex flex-col gap-4" role="status" aria-label="Cargando...">
          <Skeleton radius="xl" className="h-48 w-full" />
          <Skeleton radius="xl" className="h-32 w-full" />
        </div>
      ) : !data ? (
        <EmptyState
          title="No se pudieron cargar tus ventas"
          description={errorMessage(ventas.error)}
          action={
            <Button variant="outline" onClick={() => void ventas.refetch()}>
              Reintentar
            </Button>
          }
        />
      ) : !data.programaActivo && data.ventas.length === 0 && data.pagos.length === 0 ? (
        <EmptyState icon={TicketPercentIcon} title="El programa de ventas no está activo" description="Cuando la marca lo active, aquí verás tu código de descuento y tus ventas." />
      ) : (
        <div className="flex flex-col gap-6">
          <CodigoCard programaActivo={data.programaActivo} codigo={data.codigo} />
          {data.comisionPorcentaje > 0 || data.ganancias.length > 0 ? (
            <GananciasCard ganancias={data.ganancias} comisionPorcentaje={data.comisionPorcentaje} diasRetencion={data.diasRetencion} />
          ) : null}
          {data.comisionPorcentaje > 0 && !data.datosPago.clabe ? (
            <p className="rounded-md bg-muted p-3 text-sm" role="note">
              Para recibir tus pagos, registra tu CLABE en{' '}
              <Link to={PATHS.creator.perfil} className="font-medium text-primary underline underline-offset-4">
                Mi Perfil
              </Link>
              .
            </p>
          ) : null}
          <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
            <VentasPorMes porMes={data.porMes} />
            <PagosRecibidos pagos={data.pagos} />
          </div>
          <VentasLista ventas={data.ventas} />
        </div>
      )}
    </>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { MisVentasPage as Component };
