import { useEffect } from 'react';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Pagination } from '@web/components/ui/pagination';
import { errorMessage } from '@web/lib/api-client';
import { useColaboradoras } from '@web/features/colaboradoras/api/get-colaboradoras';
import { ActiveFilters } from '@web/features/colaboradoras/components/active-filters';
import { ColaboradorasList, ColaboradorasSkeleton } from '@web/features/colaboradoras/components/colaboradoras-list';
import { ColaboradorasSearch } from '@web/features/colaboradoras/components/colaboradoras-search';
import { activeFilterCount, FiltrosDialog, NO_FILTERS } from '@web/features/colaboradoras/components/filtros-dialog';
import { NuevaColaboradora } from '@web/features/colaboradoras/components/nueva-colaboradora';
import { InvitacionesDialog } from '@web/features/colaboradoras/components/invitaciones-dialog';
import { PerfilDialog } from '@web/features/colaboradoras/components/perfil-dialog';
import { useColaboradorasParams } from '@web/features/colaboradoras/hooks/use-colaboradoras-params';
import { OrdenSelect } from '@web/features/colaboradoras/components/orden-select';
import { DescargarCsv } from '@web/features/seguimiento/components/descargar-csv';
import { EXPORT_PATHS } from '@shared/schemas/exportar';
import { can } from '@shared/domain/permissions';
import { useSession } from '@web/lib/use-session';
import { CodigoStaffSection } from '@web/features/ventas/components/codigo-staff';

/**
 * /colaboradoras (admin): the collaborators list of spec §2 on live data — search, filters, one card per
 * creator with her score (sortable), 'Ver Perfil' (a dialog, ?perfil=<id>), 'Nueva Colaboradora' (an invitation
 * link) and the list as CSV; her sales with her code on each card and her code in her profile (issue 27).
 */
export function ColaboradorasPage() {
  const [params, setParams] = useColaboradorasParams();
  const { q, estado, equipo, activa, sinEntregar, orden, page } = params;
  const list = useColaboradoras({ q, estado, equipo, activa, sinEntregar, orden, page });
  const role = useSession().data?.role;
  const verVentas = can(role, 'ventas:view');
  const filters = { estado, equipo, activa, sinEntregar };
  const filtered = q !== '' || activeFilterCount(filters) > 0;
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  // A page that no longer exists (creators left the filter) goes to the last one that does.
  const outOfRange = list.data !== undefined && !list.isPlaceholderData && list.data.page > pageCount;
  useEffect(() => {
    if (outOfRange) setParams({ page: pageCount }, { replace: true });
  }, [outOfRange, pageCount, setParams]);

  return (
    <>
      <PageHeader
        title="Colaboradoras"
        description="Las creadoras de contenido que colaboran con la marca."
        actions={
          <div className="flex flex-wrap gap-2">
            <InvitacionesDialog />
            <NuevaColaboradora />
          </div>
        }
      />
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <ColaboradorasSearch value={q} onSearch={(next) => setParams({ q: next }, { replace: true })} />
          <FiltrosDialog value={filters} onApply={(next) => setParams(next)} />
          <OrdenSelect value={orden} onChange={(next) => setParams({ orden: next })} />
          <DescargarCsv path={EXPORT_PATHS.colaboradoras} params={{ q, estado, equipo, activa, sinEntregar }} />
        </div>
        <ActiveFilters value={filters} onChange={(next) => setParams(next)} />
        {list.isPending ? (
          <ColaboradorasSkeleton />
        ) : list.isError && !list.data ? (
          <EmptyState
            title="Error al cargar las colaboradoras"
            description={errorMessage(list.error)}
            action={
              <Button variant="outline" onClick={() => void list.refetch()}>
                Reintentar
              </Button>
            }
          />
        ) : (
          <ColaboradorasList
            data={list.data}
            filtered={filtered}
            busy={list.isPlaceholderData}
            onVerPerfil={(perfil) => setParams({ perfil })}
            onClear={() => setParams({ q: '', ...NO_FILTERS })}
          />
        )}
        <Pagination page={page} pageCount={pageCount} onPageChange={(next) => setParams({ page: next })} disabled={list.isFetching} />
      </div>
      <PerfilDialog id={params.perfil} onClose={() => setParams({ perfil: null })}>
        {params.perfil && verVentas ? <CodigoStaffSection colaboradoraId={params.perfil} canManage={can(role, 'ventas:manage')} /> : null}
      </PerfilDialog>
    </>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { ColaboradorasPage as Component };
