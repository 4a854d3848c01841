import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { Colaboracion } from '@shared/schemas/colaboracion';
import { Button } from '@web/components/ui/button';
import { lineIcon } from '@web/components/ui/line-icon';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Pagination } from '@web/components/ui/pagination';
import { errorMessage } from '@web/lib/api-client';
import { useOpenedOnce } from '@web/lib/use-opened-once';
import { colaboracionesQueryOptions, useColaboraciones } from '@web/features/colaboraciones/api/get-colaboraciones';
import { currentStoreJobQueryOptions } from '@web/features/colaboraciones/api/store-jobs';
import { queryClient } from '@web/lib/query-client';
import { storeStatusQueryOptions } from '@web/lib/store-status';
import type { FormTarget } from '@web/features/colaboraciones/components/colaboracion-form-dialog';
import { ColaboracionesEmpty } from '@web/features/colaboraciones/components/colaboraciones-empty';
import { ColaboracionesSearch } from '@web/features/colaboraciones/components/colaboraciones-search';
import { ColaboracionesSkeleton } from '@web/features/colaboraciones/components/colaboraciones-skeleton';
import { ColaboracionesTable } from '@web/features/colaboraciones/components/colaboraciones-table';
import { EstadoTabs } from '@web/features/colaboraciones/components/estado-tabs';
import { StoreJobPanel } from '@web/features/colaboraciones/components/store/store-job-panel';
import { StoreToolbar } from '@web/features/colaboraciones/components/store/store-toolbar';
import { parseGestionParams, useGestionParams } from '@web/features/colaboraciones/hooks/use-gestion-params';
import { DescargarCsv } from '@web/features/seguimiento/components/descargar-csv';
import { EXPORT_PATHS } from '@shared/domain/exportar';
import { usePageCount } from '@web/features/colaboraciones/hooks/use-page-count';
import { useRowSelection } from '@web/features/colaboraciones/hooks/use-row-selection';
import { onIntent } from '@web/lib/on-intent';

const NO_IDS: readonly string[] = [];

// The form (react-hook-form, the schemas' resolver) and the delete dialog are not part of the first load
// (decision 082): their chunks are fetched on the first sign that one may be wanted (the pointer over or the
// focus in the table or on 'Nueva', a touch on them: `INTENT`), and each dialog mounts the first
// time it opens. They were fetched and evaluated (zod with them) as soon as the first load was over, on
// every visit, opened or not (decision 089).
const loadForm = () => import('@web/features/colaboraciones/components/colaboracion-form-dialog');
const loadDelete = () => import('@web/features/colaboraciones/components/delete-colaboracion-dialog');
const ColaboracionFormDialog = lazy(() => loadForm().then((m) => ({ default: m.ColaboracionFormDialog })));
const DeleteColaboracionDialog = lazy(() => loadDelete().then((m) => ({ default: m.DeleteColaboracionDialog })));
// The bar shows only with a selection; its dialogs and Radix's Select (with its positioning code) are
// fetched with the dialogs above (decision 085).
const loadBulk = () => import('@web/features/colaboraciones/components/bulk-actions-bar');
const BulkActionsBar = lazy(() => loadBulk().then((m) => ({ default: m.BulkActionsBar })));

/** Pointing at, touching or focusing the table or 'Nueva' starts the dialogs' and the bulk bar's chunks: the first click then opens them at once. */
const INTENT = onIntent(() => Promise.all([loadForm(), loadDelete(), loadBulk()]));

/** Lucide's Plus as one path and no component (decision 099). */
const ICON_NUEVA = lineIcon('M5 12h14M12 5v14');

/**
 * The route's data, asked for by the router with the page's chunk on every visit: the address's page of the
 * list, the store's status and, with a store connected, its current job. On a first load the router waits
 * for them (decision 090), so the list, the toolbar and the job panel render in one commit: the panel of a
 * job that ran in the last half hour arrived after the list and pushed it 98 px down (decision 094).
 */
const STATUS_FRESH_MS = 10_000;
export const prefetch = (search: URLSearchParams) =>
  Promise.all([
    queryClient.prefetchQuery(colaboracionesQueryOptions(parseGestionParams(search))),
    queryClient
      // The router runs this again on every tab, page or search: the status is not read again within seconds.
      .fetchQuery({ ...storeStatusQueryOptions, staleTime: STATUS_FRESH_MS })
      .then((status) => (status.connected ? queryClient.prefetchQuery(currentStoreJobQueryOptions) : undefined))
      .catch(() => undefined),
  ]);

/**
 * /admin/colaboraciones (admin): Gestión de Colaboraciones.
 * The store toolbar (connection badge, Sincronizar, Importar) sits in the header; after a sync or an
 * import it invalidates the query key ['colaboraciones'] so the table and counts refresh.
 */
export function GestionColaboracionesPage() {
  const [params, setParams] = useGestionParams();
  // Read for this visit by the route's loader (prefetch, above): mounting does not read it a second time.
  const list = useColaboraciones(params, { refetchOnMount: false });
  const items = list.data?.items;
  const pageCount = usePageCount(list.data, (page) => setParams({ page }, { replace: true }));
  const ids = useMemo(() => items?.map((c) => c.id) ?? NO_IDS, [items]);
  const selection = useRowSelection(ids);
  const [formTarget, setFormTarget] = useState<FormTarget>(null);
  const [toDelete, setToDelete] = useState<Colaboracion | null>(null);
  // Stable, so the table's memoised rows do not all re-render when one is selected (decision 082).
  const edit = useCallback((colaboracion: Colaboracion) => setFormTarget({ mode: 'edit', colaboracion }), []);
  const formMounted = useOpenedOnce(formTarget !== null);
  const deleteMounted = useOpenedOnce(toDelete !== null);

  return (
    <>
      <PageHeader
        title="Gestión de Colaboraciones"
        description="Productos disponibles para colaborar, su estado e inventario."
        // The store toolbar and 'Nueva' make a long row: under the title until the screen fits both.
        rowFrom="2xl"
        actions={
          <>
            {/* A line of its own below 2xl: the badge arriving after first paint cannot wrap 'Descargar CSV'
                and 'Nueva' onto a second line and push the whole list down (issue 31, CLS 0.32). */}
            <StoreToolbar className="basis-full 2xl:basis-auto" />
            <DescargarCsv path={EXPORT_PATHS.colaboraciones} params={{ estado: params.estado === 'todos' ? '' : params.estado, q: params.q }} />
            <Button onClick={() => setFormTarget({ mode: 'create' })} {...INTENT}>
              {ICON_NUEVA}
              Nueva
            </Button>
          </>
        }
      />
      <div className="flex flex-col gap-4">
        <StoreJobPanel />
        <ColaboracionesSearch value={params.q} onSearch={(q) => setParams({ q }, { replace: true })} />
        <EstadoTabs value={params.estado} counts={list.data?.counts} onValueChange={(estado) => setParams({ estado })}>
          {selection.selected.length > 0 ? (
            <Suspense fallback={null}>
              <BulkActionsBar ids={selection.selected} onDone={selection.clear} />
            </Suspense>
          ) : null}
          <section aria-label="Colaboraciones" className="rounded-xl border bg-card shadow-sm" {...INTENT}>
            {list.isPending ? (
              <ColaboracionesSkeleton />
            ) : list.isError && !items ? (
              <EmptyState
                className="m-4"
                title="Error al cargar las colaboraciones"
                description={errorMessage(list.error)}
                action={
                  <Button variant="outline" onClick={() => void list.refetch()}>
                    Reintentar
                  </Button>
                }
              />
            ) : !items || items.length === 0 ? (
              <ColaboracionesEmpty className="m-4" tab={params.estado} q={params.q} />
            ) : (
              <ColaboracionesTable
                // Another tab, page or search starts again from the rows on screen (decision 089); a refetch
                // of the same list (a sync, an edit) keeps the rows already drawn.
                key={`${params.estado}|${params.page}|${params.q}`}
                items={items}
                busy={list.isPlaceholderData}
                allState={selection.allState}
                isSelected={selection.isSelected}
                onToggle={selection.toggle}
                onToggleAll={selection.setAll}
                onEdit={edit}
                onDelete={setToDelete}
              />
            )}
          </section>
          <Pagination page={params.page} pageCount={pageCount} onPageChange={(page) => setParams({ page })} disabled={list.isFetching} />
        </EstadoTabs>
      </div>
      <Suspense fallback={null}>
        {formMounted ? <ColaboracionFormDialog target={formTarget} onClose={() => setFormTarget(null)} /> : null}
        {deleteMounted ? <DeleteColaboracionDialog colaboracion={toDelete} onClose={() => setToDelete(null)} /> : null}
      </Suspense>
    </>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { GestionColaboracionesPage as Component };
