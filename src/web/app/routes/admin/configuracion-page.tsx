import { can } from '@shared/domain/permissions';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { useSession } from '@web/lib/use-session';
import { useStoreStatus } from '@web/lib/store-status';
import { ConfiguracionStatements } from '@web/features/shopify/components/configuracion-statements';
import { ConnectionCard } from '@web/features/shopify/components/connection-card';
import { SettingsCard } from '@web/features/shopify/components/settings-card';
import { InstagramCard } from '@web/features/conexiones/components/instagram-card';
import { SyncCard } from '@web/features/shopify/components/sync-card';
import { TerminosUsoCard } from '@web/features/terminos/components/terminos-uso-card';
import { ProgramaVentasCard } from '@web/features/ventas/components/programa-ventas-card';
import { InstruccionesDevolucionCard } from '@web/features/problemas/components/instrucciones-devolucion-card';
import { PreguntasSolicitudCard } from '@web/features/aplicaciones/components/preguntas-solicitud-card';

/** /admin/configuracion: the store connection, its sync, the settings, the sales program (issue 27), the usage terms, the return instructions and the application's questions (issue 29). Admin edits; tienda reads. */
export function ConfiguracionPage() {
  const session = useSession();
  const status = useStoreStatus();
  const canEdit = can(session.data?.role, 'configuracion:manage');

  return (
    <>
      <PageHeader title="Configuración" description="Integración con la tienda en línea." />
      {status.isPending ? (
        <div className="flex flex-col gap-4" role="status" aria-label="Cargando...">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      ) : status.isError ? (
        <EmptyState
          title="No se pudo cargar la configuración"
          description={errorMessage(status.error)}
          action={
            <Button variant="outline" onClick={() => void status.refetch()}>
              Reintentar
            </Button>
          }
        />
      ) : (
        <div className="flex flex-col gap-6">
          <ConfiguracionStatements connected={status.data.connected} syncIntervalMinutes={status.data.syncIntervalMinutes} />
          <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
            <ConnectionCard status={status.data} canEdit={canEdit} />
            <div className="flex flex-col gap-6">
              <SyncCard status={status.data} />
              <SettingsCard key={status.data.referenciasUrl ?? ''} referenciasUrl={status.data.referenciasUrl} canEdit={canEdit} />
            </div>
          </div>
          <InstagramCard canEdit={canEdit} />
          <ProgramaVentasCard canEdit={canEdit} />
          <TerminosUsoCard canEdit={canEdit} />
          <InstruccionesDevolucionCard canEdit={canEdit} />
          <PreguntasSolicitudCard canEdit={canEdit} />
        </div>
      )}
    </>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { ConfiguracionPage as Component };
