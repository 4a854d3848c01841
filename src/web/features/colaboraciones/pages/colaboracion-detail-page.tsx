import { useEffect } from 'react';
import { InfoIcon } from 'lucide-react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { READ_ONLY_ESTADOS } from '@shared/domain/estado';
import { BackButton } from '@web/components/ui/back-button';
import { EstadoBadge } from '@web/components/ui/estado-badge';
import { PATHS } from '@web/paths';
import { useMiColaboracion } from '../api/get-mis-colaboraciones';
import { usePedidoRealizado } from '../api/mis-transiciones';
import { DetallesProductoCard } from '@web/components/detalles-producto-card';
import { EmpaquetadoActions } from '../components/empaquetado-actions';
import { EntregadaView } from '../components/entregada-view';
import { ProductImage } from '@web/components/product-image';
import { PlazoPublicacion } from '../components/plazo-publicacion';

/** /colaboradora/colaboraciones/{id}: collaboration detail, every state as spec §2 describes. */
export function ColaboracionDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useMiColaboracion(id);
  const pedido = usePedidoRealizado();

  // Spec §8: a failed load (missing, or another creator's) says so and goes back to the list.
  const loadFailed = query.isError;
  useEffect(() => {
    if (loadFailed) toast.error('Error al cargar la colaboración');
  }, [loadFailed]);
  if (loadFailed) return <Navigate to={PATHS.creator.colaboraciones} replace />;
  if (query.isPending) return <p className="py-12 text-center text-muted-foreground">Cargando colaboración...</p>;

  const item = query.data;
  const name = item.nombreVisualizacion ?? item.titulo;
  const readOnly = (READ_ONLY_ESTADOS as readonly string[]).includes(item.estado);

  return (
    <div className="flex flex-col gap-4">
      <header>
        <BackButton to={readOnly ? PATHS.creator.entregadas : PATHS.creator.colaboraciones} />
        <h1 className="font-display text-2xl font-semibold tracking-tight">{name}</h1>
      </header>

      {readOnly ? (
        <EntregadaView item={item} />
      ) : (
        <>
          <div className="relative">
            <ProductImage src={item.imagenUrl} alt={name} eager className="aspect-[4/5] w-full rounded-xl md:max-w-sm" />
            <EstadoBadge estado={item.estado} className="absolute left-3 top-3" />
          </div>

          {item.dueAt ? <PlazoPublicacion dueAt={item.dueAt} /> : null}

          {item.estado === 'confirmacion' ? (
            <div className="flex items-start gap-3 rounded-xl border border-warning/40 bg-warning/10 p-3 text-sm" role="status">
              <InfoIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <p>
                <span className="block font-medium">Confirmando disponibilidad</span>
                <span className="block text-muted-foreground">Estamos confirmando la disponibilidad del producto</span>
              </p>
            </div>
          ) : null}

          {item.estado === 'empaquetado' ? (
            <EmpaquetadoActions
              pedidoUrl={item.pedidoUrl}
              pending={pedido.isPending}
              onPedidoRealizado={() =>
                pedido.mutate(item.id, { onSuccess: () => void navigate(PATHS.creator.confirmacionPedido(item.id)) })
              }
            />
          ) : null}

          <DetallesProductoCard item={item} />

          {/*
            Uploads go here (every state but NO_UPLOAD_ESTADOS: confirmacion, empaquetado): the Fotos and
            Videos upload cards, and in produccion the 'Enviar a revisión' button (disabled with 'Debes
            agregar el contenido antes de enviar' until one image and one video exist). They arrive with
            the deliveries upload API (src/server/features/entregas); no placeholder UI until then.
          */}
        </>
      )}
    </div>
  );
}
