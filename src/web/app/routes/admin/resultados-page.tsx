import { lazy, Suspense } from 'react';
import { ChartColumnIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { RESULTADOS_ERROR, useResultados, type ResultadosParams } from '@web/features/resultados/api/resultados';
import { CostoEnvioForm } from '@web/features/resultados/components/costo-envio-form';
import { ResultadosFiltros } from '@web/features/resultados/components/resultados-filtros';
import { ResultadosResumen } from '@web/features/resultados/components/resultados-resumen';
import { ResultadosTabla } from '@web/features/resultados/components/resultados-tabla';
import { formatDia, formatMes } from '@web/features/resultados/lib/formato';
import { fechaMexico } from '@shared/mexico-time';
import { DescargarCsv } from '@web/features/seguimiento/components/descargar-csv';
import { useVentasResultados } from '@web/features/ventas/api/staff';
import { VentasResultadosSeccion } from '@web/features/ventas/components/ventas-resultados';

// The chart library loads with this screen's charts only, never with another screen (issue 20).
const ResultadosGraficas = lazy(() => import('@web/features/resultados/components/resultados-graficas'));

/** The current month in Mexico City, as the server's default. */
function mesActual(): { desde: string; hasta: string } {
  const [y, m] = fechaMexico().split('-').map(Number) as [number, number];
  const ultimo = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { desde: `${y}-${mm}-01`, hasta: `${y}-${mm}-${String(ultimo).padStart(2, '0')}` };
}

/**
 * /resultados (admin): the program's cost and yield for a range and filters, which live in the URL, and
 * what the creators' codes sold in that range with its return (issue 27).
 */
export function ResultadosPage() {
  const [search, setSearch] = useSearchParams();
  const mes = mesActual();
  const params: ResultadosParams = {
    desde: search.get('desde') ?? mes.desde,
    hasta: search.get('hasta') ?? mes.hasta,
    marca: search.get('marca') ?? '',
    producto: search.get('producto') ?? '',
    colaboradoraId: search.get('colaboradoraId') ?? '',
  };
  const resultados = useResultados(params);
  const ventas = useVentasResultados(params);
  const apply = (next: ResultadosParams) => {
    const s = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v) s.set(k, v);
    setSearch(s);
  };
  const data = resultados.data;

  return (
    <>
      <PageHeader title="Resultados" description="Lo que cuesta el programa y el contenido útil que produce: por producto, por creadora y por mes." />
      <ResultadosFiltros key={JSON.stringify(params)} params={params} onApply={apply} />
      {resultados.isPending ? (
        <div role="status" aria-label="Cargando..." className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} radius="xl" className="h-32 w-full" />
            ))}
          </div>
          <Skeleton radius="xl" className="h-72 w-full" />
        </div>
      ) : resultados.isError && !data ? (
        <EmptyState
          icon={ChartColumnIcon}
          title={RESULTADOS_ERROR}
          description={errorMessage(resultados.error)}
          action={
            <Button variant="outline" onClick={() => void resultados.refetch()}>
              Reintentar
            </Button>
          }
        />
      ) : data ? (
        <div aria-busy={resultados.isFetching}>
          <p className="mb-3 text-sm text-muted-foreground" aria-live="polite" data-testid="resultados-rango">
            Del {formatDia(data.rango.desde)} al {formatDia(data.rango.hasta)} · {data.moneda}
          </p>
          <ResultadosResumen data={data} />
          {data.porMes.length > 0 ? (
            <Suspense fallback={<Skeleton radius="xl" className="mb-6 h-80 w-full" />}>
              <ResultadosGraficas porMes={data.porMes} moneda={data.moneda} />
            </Suspense>
          ) : null}
          <div className="grid gap-6">
            <ResultadosTabla titulo="Por mes" columna="Mes" filas={data.porMes.map((f) => ({ ...f, nombre: formatMes(f.clave) }))} moneda={data.moneda} testId="tabla-mes" />
            <ResultadosTabla titulo="Por producto" columna="Producto" filas={data.porProducto} otros={data.otrosProductos} moneda={data.moneda} testId="tabla-producto" />
            <ResultadosTabla titulo="Por creadora" columna="Creadora" filas={data.porColaboradora} otros={data.otrasColaboradoras} moneda={data.moneda} testId="tabla-creadora" />
          </div>
          <CostoEnvioForm key={String(data.costoEnvioPedido)} actual={data.costoEnvioPedido} moneda={data.moneda} />
          {ventas.data ? (
            <VentasResultadosSeccion
              data={ventas.data}
              acciones={<DescargarCsv path="/api/ventas/resultados.csv" params={{ ...params }} label="Descargar ventas (CSV)" />}
            />
          ) : ventas.isError ? (
            <p className="mt-6 text-sm text-muted-foreground" role="note">
              No se pudieron cargar las ventas: {errorMessage(ventas.error)}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { ResultadosPage as Component };
