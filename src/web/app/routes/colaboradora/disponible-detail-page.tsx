import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { BackButton } from '@web/components/ui/back-button';
import { Button } from '@web/components/ui/button';
import { DetallesProductoCard } from '@web/components/detalles-producto-card';
import { ApiError } from '@web/lib/api-client';
import { PATHS } from '@web/paths';
import { useDisponible } from '@web/features/disponibles/api/get-disponible';
import { isTaken, useSolicitar } from '@web/features/disponibles/api/solicitar';
import { ProductImage } from '@web/components/product-image';
import { SolicitudEnviadaDialog } from '@web/features/disponibles/components/solicitud-enviada-dialog';
import { AjusteBadge } from '@web/features/disponibles/components/ajuste-badge';
import { AjusteSinMedidas } from '@web/features/disponibles/components/ajuste-sin-medidas';

/** /colaboradora/disponibles/{id}: the item's details and the request (spec §2, §4). */
export function DisponibleDetailPage() {
  const { id = '' } = useParams();
  const item = useDisponible(id);
  const request = useSolicitar();

  // Spec §8: a failed load says so and goes back to the available list.
  const loadFailed = item.isError;
  useEffect(() => {
    if (!loadFailed) return;
    const gone = item.error instanceof ApiError && item.error.code === 'NOT_AVAILABLE';
    // An id: StrictMode runs effects twice in development, and the second shows the same toast again.
    toast.error(gone ? 'Esta colaboración ya no está disponible' : 'Error al cargar la colaboración', { id: `disponible-${id}` });
  }, [loadFailed, item.error, id]);
  if (loadFailed || (request.isError && isTaken(request.error))) return <Navigate to={PATHS.creator.disponibles} replace />;

  if (item.isPending) return <p className="py-12 text-center text-muted-foreground">Cargando...</p>;
  const d = item.data;
  const name = d.nombreVisualizacion ?? d.titulo;

  return (
    <>
      <BackButton to={PATHS.creator.disponibles} />
      <div className="grid gap-4 md:grid-cols-2">
        <ProductImage src={d.imagenUrl} alt={name} eager className="aspect-[4/5] w-full rounded-xl" />
        <div className="space-y-4">
          <div>
            <h1 className="font-display text-2xl font-semibold tracking-tight">{name}</h1>
            {d.marca ? <p className="text-sm text-muted-foreground">{d.marca}</p> : null}
          </div>
          {d.ajuste ? <AjusteBadge ajuste={d.ajuste} /> : <AjusteSinMedidas />}
          <DetallesProductoCard item={d} />
          <p className="text-sm text-muted-foreground">
            El producto y el envío no tienen costo. Al solicitarlo, el equipo confirmará la disponibilidad.
          </p>
          <Button className="w-full" size="lg" disabled={request.isPending || request.isSuccess} onClick={() => request.mutate(d.id)}>
            {request.isPending ? 'Solicitando...' : 'Solicitar colaboración'}
          </Button>
        </div>
      </div>
      <SolicitudEnviadaDialog open={request.isSuccess} />
    </>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { DisponibleDetailPage as Component };
