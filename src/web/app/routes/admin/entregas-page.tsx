import { useId } from 'react';
import { ArrowLeftIcon, PackageCheckIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { EmptyState } from '@web/components/ui/empty-state';
import { Label } from '@web/components/ui/label';
import { PageHeader } from '@web/components/ui/page-header';
import { Pagination } from '@web/components/ui/pagination';
import { revisionColaboracionesQueryOptions, revisionEntregasQueryOptions, useRevisionColaboraciones } from '@web/features/revision/api/revision-queries';
import { queryClient } from '@web/lib/query-client';
import { useAdminMode } from '@web/features/revision/components/revision-admin-mode';
import { RevisionAdminSwitch } from '@web/features/revision/components/revision-admin-switch';
import { RevisionColaboracionGrid } from '@web/features/revision/components/revision-colaboracion-grid';
import { RevisionColaboracionPanel } from '@web/features/revision/components/revision-colaboracion-panel';
import { RevisionEstadoFilter } from '@web/features/revision/components/revision-estado-filter';
import { DescargarCsv } from '@web/features/seguimiento/components/descargar-csv';
import { EXPORT_PATHS } from '@shared/domain/exportar';
import { parseRevisionParams, useRevisionParams } from '@web/features/revision/components/revision-params';
import { RevisionLoading, RevisionLoadError } from '@web/features/revision/components/revision-states';

/**
 * The route's data, asked for by the router with the page's chunk: the grid's page and then the files of the
 * collaboration it opens (the chosen one, else the page's first). On a first load the router waits for both
 * (decision 090): the grid and the panel render in one commit, where the panel's read started only once the
 * grid had rendered (two round trips one after the other, two commits).
 */
export const prefetch = async (search: URLSearchParams) => {
  const params = parseRevisionParams(search);
  // The page's read if it has one (the router runs this again when a card is chosen): the screen's own query
  // reads a stale page again as it mounts, as before.
  const grid = await queryClient.ensureQueryData(revisionColaboracionesQueryOptions(params.page, params.estado)).catch(() => null);
  const selectedId = params.colaboracion ?? grid?.items[0]?.id ?? null;
  if (selectedId) await queryClient.prefetchQuery(revisionEntregasQueryOptions(selectedId));
};

/**
 * /entregas (admin): spec §2 deliveries review. The grid of collaborations with a creator (newest first,
 * the first selected), the selected one's counters and deliveries by feedback, and 'Modo administrador'
 * for the feedback editor; the approval outcomes while it is in revision. Filtered by state, En Revisión
 * first (issue 16). On a phone the list comes first and a chosen collaboration replaces it, with a way
 * back; from md up both show, as the spec's grid.
 */
export function EntregasPage() {
  const { params, setPage, select, setEstado, unselect } = useRevisionParams();
  const grid = useRevisionColaboraciones(params.page, params.estado);
  const chosen = params.colaboracion !== null;
  const [adminMode, setAdminMode] = useAdminMode();
  const switchId = useId();

  const items = grid.data?.items ?? [];
  const selectedId = params.colaboracion ?? items[0]?.id ?? null;
  const pageCount = grid.data ? Math.max(1, Math.ceil(grid.data.total / grid.data.pageSize)) : 1;

  return (
    <>
      <PageHeader
        title="Entregas"
        description="Revisa y califica el contenido que entregan las colaboradoras."
        actions={
          <>
            <DescargarCsv path={EXPORT_PATHS.entregas} params={{ estado: params.estado }} />
            <div className="flex items-center gap-2 rounded-lg border bg-card px-3 py-2">
              <RevisionAdminSwitch id={switchId} checked={adminMode} onCheckedChange={setAdminMode} />
              <Label htmlFor={switchId}>Modo administrador</Label>
            </div>
          </>
        }
      />
      <div className={cn('mb-5', chosen && 'max-md:hidden')}>
        <RevisionEstadoFilter value={params.estado} onChange={setEstado} />
      </div>
      {grid.isPending ? (
        <RevisionLoading />
      ) : grid.isError ? (
        <RevisionLoadError onRetry={() => void grid.refetch()} />
      ) : grid.data.total === 0 && !chosen ? (
        params.estado === 'todas' ? (
          <EmptyState
            icon={PackageCheckIcon}
            title="No hay colaboraciones con entregas aún"
            description="Cuando una colaboradora tenga una colaboración asignada, aparecerá aquí con sus fotos y videos."
          />
        ) : (
          <EmptyState
            icon={PackageCheckIcon}
            title="No hay colaboraciones en este estado"
            description="Elige otro estado, o Todas para ver cada colaboración con una colaboradora asignada."
          />
        )
      ) : (
        <div className="flex flex-col gap-5">
          <div className={cn('flex flex-col gap-5', chosen && 'max-md:hidden')}>
            {items.length > 0 ? (
              <RevisionColaboracionGrid items={items} selectedId={selectedId} onSelect={select} />
            ) : (
              <p className="rounded-xl border border-dashed px-6 py-8 text-center text-sm text-muted-foreground">No hay colaboraciones en esta página.</p>
            )}
            <Pagination page={params.page} pageCount={pageCount} onPageChange={setPage} disabled={grid.isFetching} />
          </div>
          {chosen ? (
            <Button variant="outline" className="self-start md:hidden" onClick={unselect}>
              <ArrowLeftIcon aria-hidden="true" />
              Volver a la lista
            </Button>
          ) : null}
          {selectedId ? (
            // On a phone the first card is not opened for her: the list comes first.
            <div className={cn(!chosen && 'max-md:hidden')}>
              <RevisionColaboracionPanel key={selectedId} colaboracionId={selectedId} adminMode={adminMode} />
            </div>
          ) : null}
        </div>
      )}
    </>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { EntregasPage as Component };
