import { ClockIcon } from 'lucide-react';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMisColaboraciones } from '@web/features/colaboraciones/api/get-mis-colaboraciones';
import { useMarcarRecibido } from '@web/features/colaboraciones/api/mis-transiciones';
import { PendienteCard } from '@web/features/colaboraciones/components/pendiente-card';

/** /colaboradora/colaboraciones: the Pendiente list (empaquetado, logistica, produccion, confirmacion). */
export function PendientesPage() {
  const list = useMisColaboraciones('pendientes');
  const recibido = useMarcarRecibido();

  return (
    <>
      <PageHeader title="Pendientes" description="Tus colaboraciones en proceso." />
      {list.isPending ? (
        <ul className="flex flex-col gap-3" aria-busy="true" aria-label="Cargando...">
          {Array.from({ length: 2 }, (_, i) => (
            <li key={i}>
              <Skeleton radius="xl" className="h-24 w-full" />
            </li>
          ))}
        </ul>
      ) : list.data && list.data.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {list.data.map((item) => (
            <PendienteCard key={item.id} item={item} onRecibido={(id) => recibido.mutate(id)} recibiendo={recibido.isPending} />
          ))}
        </ul>
      ) : list.isError ? (
        <EmptyState icon={ClockIcon} title="Error al cargar colaboraciones" description="Revisa tu conexión e intenta de nuevo." />
      ) : (
        <EmptyState
          icon={ClockIcon}
          title="No tienes colaboraciones pendientes"
          description="Aquí aparecerán tus colaboraciones mientras se confirman, se envían y creas tu contenido."
        />
      )}
    </>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { PendientesPage as Component };
