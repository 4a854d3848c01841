import { TruckIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PASOS_ENVIO, type PasoEnvio } from '@shared/schemas/logistica';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { LOGISTICA_ERROR, useLogistica } from '@web/features/logistica/api/get-logistica';
import { EnvioCard } from '@web/features/logistica/components/envio-card';
import { PasoFilter, type PasoFiltro } from '@web/features/logistica/components/paso-filter';

const isPaso = (v: string | null): v is PasoEnvio => (PASOS_ENVIO as readonly string[]).includes(v ?? '');

/** /logistica (admin): shipment tracking from what the store reported; the step filter lives in the URL. */
export function LogisticaPage() {
  const envios = useLogistica();
  const [params, setParams] = useSearchParams();
  const raw = params.get('paso');
  const paso: PasoFiltro = isPaso(raw) ? raw : 'todos';
  const setPaso = (next: PasoFiltro) => setParams(next === 'todos' ? {} : { paso: next }, { replace: true });
  const shown = envios.data ? (paso === 'todos' ? envios.data.envios : envios.data.envios.filter((e) => e.paso === paso)) : [];

  return (
    <>
      <PageHeader
        title="Logística"
        description="Seguimiento de los envíos a las colaboradoras: colaboraciones en Empaquetado, Logística y Producción."
      />
      {envios.isPending ? (
        <div className="grid gap-4 lg:grid-cols-2" role="status" aria-label="Cargando...">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} radius="xl" className="h-80 w-full" />
          ))}
        </div>
      ) : envios.isError ? (
        <EmptyState
          icon={TruckIcon}
          title={LOGISTICA_ERROR}
          description={errorMessage(envios.error)}
          action={
            <Button variant="outline" onClick={() => void envios.refetch()}>
              Reintentar
            </Button>
          }
        />
      ) : envios.data.envios.length === 0 ? (
        <EmptyState
          icon={TruckIcon}
          title="No hay envíos en curso"
          description="Aquí aparecerá cada colaboración desde que se empaqueta hasta que la colaboradora la recibe, con su guía, destino y avance."
        />
      ) : (
        <>
          <PasoFilter value={paso} onChange={setPaso} porPaso={envios.data.porPaso} total={envios.data.envios.length} />
          {shown.length === 0 ? (
            <EmptyState icon={TruckIcon} title="No hay envíos en este estado" description="Elige otro estado o Todos." />
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2" aria-label="Envíos">
              {shown.map((e) => (
                <li key={e.colaboracion.id} className="min-w-0">
                  <EnvioCard envio={e} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { LogisticaPage as Component };
