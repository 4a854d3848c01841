import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { DescargarCsv } from '@web/features/seguimiento/components/descargar-csv';
import { useComisiones, useFugas, usePagos } from '@web/features/ventas/api/staff';
import { ComisionesTabla, PagosRegistrados } from '@web/features/ventas/components/comisiones';
import { FugasCard } from '@web/features/ventas/components/fugas-card';

/**
 * /ventas (admin, issue 27 items 4 and 5): codes with unusual activity (one-click Desactivar), each
 * creator's commissions by state and currency with her CLABE, 'Registrar pago', the payable list as CSV,
 * and the payouts recorded. Revenue and return per creator, product and month are in Resultados.
 */
export function VentasPage() {
  const comisiones = useComisiones();
  const pagos = usePagos();
  const fugas = useFugas();
  const nombres = new Map((comisiones.data?.filas ?? []).flatMap((f) => (f.colaboradoraId ? [[f.colaboradoraId, f.nombre] as const] : [])));

  return (
    <>
      <PageHeader title="Ventas y comisiones" description="Lo que se debe a cada creadora por las ventas con su código, y los pagos hechos." />
      <div className="flex flex-col gap-6">
        {fugas.data ? <FugasCard fugas={fugas.data.fugas} /> : null}
        {comisiones.isPending ? (
          <div role="status" aria-label="Cargando...">
            <Skeleton radius="xl" className="h-64 w-full" />
          </div>
        ) : !comisiones.data ? (
          <EmptyState
            title="No se pudieron cargar las comisiones"
            description={errorMessage(comisiones.error)}
            action={
              <Button variant="outline" onClick={() => void comisiones.refetch()}>
                Reintentar
              </Button>
            }
          />
        ) : (
          <ComisionesTabla filas={comisiones.data.filas} csv={<DescargarCsv path="/api/ventas/comisiones.csv" label="Descargar lo pagable (CSV)" />} />
        )}
        {pagos.data ? <PagosRegistrados pagos={pagos.data.pagos} nombres={nombres} /> : null}
      </div>
    </>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { VentasPage as Component };
