import { lazy, memo, Suspense, useEffect, useState } from 'react';
import type { DashboardResponse } from '@shared/schemas/dashboard';
import { LayoutDashboardIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { STAFF_DASHBOARD_ERROR, staffDashboardQueryOptions, useStaffDashboard } from '@web/features/dashboard/api/staff-dashboard';
import { StaffRecientes } from '@web/features/dashboard/components/staff-recientes';
import { StaffStatCards } from '@web/features/dashboard/components/staff-stat-cards';
import { StaffTopColaboradoras } from '@web/features/dashboard/components/staff-top-colaboradoras';
import { StaffVencidas } from '@web/features/dashboard/components/staff-vencidas';
import { NearScreen } from '@web/features/dashboard/components/near-screen';
import { CostoPorUtilTile } from '@web/features/resultados/components/costo-por-util-tile';
import { resultadosMesQueryOptions, useResultadosMes } from '@web/features/resultados/api/resultados';
import { fugasQueryOptions, useFugas } from '@web/features/ventas/api/staff';
import type * as FugasCardModule from '@web/features/ventas/components/fugas-card';
import { SolicitudesResumen } from '@web/features/aplicaciones/components/solicitudes-resumen';
import { aplicacionesConteoQueryOptions, useAplicacionesConteo } from '@web/features/aplicaciones/api/aplicaciones';
import { ProblemasAviso } from '@web/features/problemas/components/problemas-aviso';
import { conteoProblemasQueryOptions, useConteoProblemas } from '@web/features/problemas/api/problemas';

// The queue is the page's last block, below the fold on every screen: its chunk (zod with it), its read
// and its render wait until it nears the screen (decision 089; they waited for the end of the first load,
// decision 082, and so still ran in every visit's first seconds).
const SinEntregarQueue = lazy(() => import('@web/features/seguimiento/components/sin-entregar-queue').then((m) => ({ default: m.SinEntregarQueue })));

// The leaked codes' card brings the codes' actions (their dialogs, the ventas schemas and zod): its own
// chunk, asked for once the leaks' read says there are some (it was asked for with the reads, on every
// visit: ten chunks and zod's evaluation for a card most visits do not draw; decision 089). The page
// waits for it then, so the card does not push the page down when it comes.
type FugasModule = typeof FugasCardModule;
let fugasModule: FugasModule | null = null;
function useFugasModule(wanted: boolean): FugasModule | null {
  const [mod, setMod] = useState(fugasModule);
  useEffect(() => {
    if (mod || !wanted) return;
    let live = true;
    void import('@web/features/ventas/components/fugas-card').then((m) => {
      fugasModule = m;
      if (live) setMod(m);
    });
    return () => {
      live = false;
    };
  }, [mod, wanted]);
  return mod;
}

/** Below-the-fold blocks: laid out and painted only when they come near the screen. */
const OFFSCREEN = '[content-visibility:auto] [contain-intrinsic-size:auto_24rem]';

/**
 * The route's data, asked for by the router with the page's chunk, on every visit (decision 015): the five
 * reads the page waits for. On a first load the router waits for them, so the page renders once, with
 * everything, instead of a skeleton and then once more per read as each answered (five renders, decisions
 * 089 and 093).
 */
export const prefetch = () =>
  Promise.all([
    queryClient.prefetchQuery(staffDashboardQueryOptions),
    queryClient.prefetchQuery(fugasQueryOptions),
    queryClient.prefetchQuery(conteoProblemasQueryOptions),
    queryClient.prefetchQuery(aplicacionesConteoQueryOptions),
    queryClient.prefetchQuery(resultadosMesQueryOptions),
  ]);

/** / (admin): the staff dashboard, from the brand's live data; never sample figures or names. */
export function DashboardPage() {
  // Read for this visit by the route's loader (prefetch, above): mounting does not read it a second time.
  const dashboard = useStaffDashboard({ refetchOnMount: false });
  // The notices and tiles above 'Entregas recientes' read their own data. Their reads start here, with
  // the dashboard's (they started only once it had arrived), and the page shows when all have answered:
  // each arriving on its own pushed 'Entregas recientes' down (CLS 0.018–0.076, decision 082). The
  // components read the same queries from the cache.
  const fugas = useFugas();
  const above = [fugas, useConteoProblemas(), useAplicacionesConteo(), useResultadosMes()];
  const hayFugas = (fugas.data?.fugas.length ?? 0) > 0;
  const Fugas = useFugasModule(hayFugas);
  const fugasPending = Fugas === null && hayFugas;
  return (
    <>
      <PageHeader title="Dashboard" description="Resumen de la actividad de colaboraciones." />
      {dashboard.isPending || above.some((q) => q.isLoading) || fugasPending ? (
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
        <DashboardContent data={dashboard.data} Fugas={Fugas} />
      )}
    </>
  );
}

/**
 * The page once everything has answered. Memoised: its data and the leaks card's module keep their
 * identity, so when something above the screens renders again (a first load's second commit re-renders
 * from the router down, decision 093) the cards, lists and their dates are not drawn a second time.
 */
const DashboardContent = memo(function DashboardContent({ data, Fugas }: { data: DashboardResponse; Fugas: FugasModule | null }) {
  return (
    <div className="space-y-6">
      {Fugas ? <Fugas.FugasAviso /> : null}
      <ProblemasAviso />
      <StaffStatCards stats={data.stats} />
      <SolicitudesResumen />
      <CostoPorUtilTile />
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="min-w-0 lg:col-span-3">
          <StaffRecientes items={data.recientes} />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <StaffTopColaboradoras items={data.topColaboradoras} />
        </div>
      </div>
      <div className={OFFSCREEN}>
        <StaffVencidas vencidas={data.vencidas} />
      </div>
      <NearScreen className={OFFSCREEN} data-testid="sin-entregar-lugar">
        <Suspense fallback={null}>
          <SinEntregarQueue />
        </Suspense>
      </NearScreen>
    </div>
  );
});

/** The router's name for this screen (src/web/router.tsx). */
export { DashboardPage as Component };
