import { useEffect, useId, useState } from 'react';
import { InfoIcon, SendIcon } from 'lucide-react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { NO_UPLOAD_ESTADOS, READ_ONLY_ESTADOS, takesUploads, type Estado } from '@shared/domain/estado';
import { useEntregas } from '@web/features/entregas/api/get-entregas';
import { FotosUploadCard } from '@web/features/entregas/components/fotos-upload-card';
import { VideosUploadCard } from '@web/features/entregas/components/videos-upload-card';
import { BackButton } from '@web/components/ui/back-button';
import { Button } from '@web/components/ui/button';
import { EstadoBadge } from '@web/components/ui/estado-badge';
import { Spinner } from '@web/components/ui/spinner';
import { PATHS } from '@web/paths';
import { useMiColaboracion } from '@web/features/colaboraciones/api/get-mis-colaboraciones';
import { usePedidoAbierto, usePedidoRealizado } from '@web/features/colaboraciones/api/mis-transiciones';
import { useEnviarRevision } from '@web/features/entregas/api/enviar-revision';
import { DetallesProductoCard } from '@web/components/detalles-producto-card';
import { EmpaquetadoActions, PedidoPendienteTienda, SuGuia } from '@web/features/colaboraciones/components/empaquetado-actions';
import { EntregadaView } from './entregada-view';
import { ProductImage } from '@web/components/product-image';
import { PlazoPublicacion } from '@web/features/colaboraciones/components/plazo-publicacion';
import { CambiosSolicitados } from '@web/features/colaboraciones/components/cambios-solicitados';
import { PublicacionesCard } from '@web/features/publicaciones/components/publicaciones-card';
import { usePublicadaAt } from '@web/features/publicaciones/api/get-publicaciones';
import { takesPublicaciones } from '@shared/domain/publicaciones';
import { useTerminosUso } from '@web/features/terminos/api/terminos';
import { AceptarTerminos } from '@web/features/terminos/components/aceptar-terminos';
import { ProblemaCreadora } from '@web/features/problemas/components/problema-creadora';
import { PROBLEMA_DESDE_ESTADOS } from '@shared/domain/problemas';

/** /colaboradora/colaboraciones/{id}: collaboration detail, every state as spec §2 describes. */
export function ColaboracionDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useMiColaboracion(id);
  const pedido = usePedidoRealizado();
  const abierto = usePedidoAbierto();
  const enviar = useEnviarRevision();
  const estado = query.data?.estado;
  const hasUploads = estado !== undefined && !(NO_UPLOAD_ESTADOS as readonly Estado[]).includes(estado);
  // Spec §8: a delivery list load failure on the detail page is only logged.
  const entregas = useEntregas(id, { enabled: hasUploads, onLoadError: 'log' });
  // The 7-day card reads her posts list (the one 'Mis publicaciones' shows): a post found and attached
  // meets it on screen as soon as the list has it, without a reload.
  const publicadaAt = usePublicadaAt(query.data?.dueAt ? id : '');

  // Spec §8: a failed load (missing, or another creator's) says so and goes back to the list.
  const loadFailed = query.isError;
  useEffect(() => {
    // An id: StrictMode runs effects twice in development, and the second shows the same toast again.
    if (loadFailed) toast.error('Error al cargar la colaboración', { id: `colaboracion-${id}` });
  }, [loadFailed, id]);
  if (loadFailed) return <Navigate to={PATHS.creator.colaboraciones} replace />;
  if (query.isPending) return <p className="py-12 text-center text-muted-foreground">Cargando colaboración...</p>;

  const item = query.data;
  const name = item.nombreVisualizacion ?? item.titulo;
  const readOnly = (READ_ONLY_ESTADOS as readonly string[]).includes(item.estado);
  // Files are rated only in review; once staff asked for changes (back to produccion) she sees each rating.
  const reviewed = entregas.data?.entregas.some((e) => e.estado !== 'enviado') ?? false;

  return (
    <div className="flex flex-col gap-4">
      <header>
        <BackButton to={readOnly ? PATHS.creator.entregadas : PATHS.creator.colaboraciones} />
        <h1 className="font-display text-2xl font-semibold tracking-tight">{name}</h1>
      </header>

      {readOnly ? (
        <EntregadaView item={item} entregas={entregas.data?.entregas} loadFailed={entregas.isError} />
      ) : (
        <>
          <div className="relative">
            <ProductImage src={item.imagenUrl} alt={name} eager className="aspect-[4/5] w-full rounded-xl md:max-w-sm" />
            <EstadoBadge estado={item.estado} className="absolute left-3 top-3" />
          </div>

          <CambiosSolicitados cambios={item.cambiosSolicitados} />

          {item.dueAt ? <PlazoPublicacion dueAt={item.dueAt} publicadaAt={publicadaAt.isSuccess ? publicadaAt.data : item.publicadaAt} /> : null}

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
              abierto={item.pedidoAbierto}
              onAbrir={() => abierto.mutate(item.id)}
              pending={pedido.isPending}
              onPedidoRealizado={() =>
                pedido.mutate(item.id, { onSuccess: () => void navigate(PATHS.creator.confirmacionPedido(item.id)) })
              }
            />
          ) : null}

          {item.estado === 'logistica' && !item.pedidoEnTienda ? <PedidoPendienteTienda pedidoUrl={item.pedidoUrl} /> : null}
          {item.guia && (item.estado === 'logistica' || item.estado === 'produccion') ? <SuGuia guia={item.guia} /> : null}

          {/* Issue 29: it did not fit, came damaged or never came; and the replacement's steps. */}
          {(PROBLEMA_DESDE_ESTADOS as readonly Estado[]).includes(item.estado) ? <ProblemaCreadora colaboracionId={item.id} puedeReportar /> : null}

          <DetallesProductoCard item={item} />

          {hasUploads ? (
            <>
              <FotosUploadCard
                colaboracionId={item.id}
                entregas={entregas.data?.entregas}
                loadFailed={entregas.isError}
                canDelete={takesUploads(item.estado)}
                showFeedback={reviewed}
              />
              <VideosUploadCard
                colaboracionId={item.id}
                entregas={entregas.data?.entregas}
                loadFailed={entregas.isError}
                canDelete={takesUploads(item.estado)}
                showFeedback={reviewed}
              />
            </>
          ) : null}

          {takesPublicaciones(item.estado) ? <PublicacionesCard colaboracionId={item.id} canEdit /> : null}

          {item.estado === 'produccion' ? (
            <EnviarRevision
              ready={(entregas.data?.counts.imagenes ?? 0) >= 1 && (entregas.data?.counts.videos ?? 0) >= 1}
              pending={enviar.isPending}
              onEnviar={(terminosVersion) => enviar.mutate({ id: item.id, terminosVersion }, { onSuccess: () => void navigate(PATHS.creator.entregadas) })}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

/**
 * produccion: 'Enviar a revisión', disabled until she delivered at least one photo and one video, with
 * the spec's hint while it is (spec §2, §5); once the brand has usage terms, also until she accepts their
 * current version (issue 18), shown here in full.
 */
function EnviarRevision({ ready, pending, onEnviar }: { ready: boolean; pending: boolean; onEnviar: (terminosVersion?: number) => void }) {
  const hintId = useId();
  const terminos = useTerminosUso();
  const current = terminos.data?.terminos ?? null;
  const [acepta, setAcepta] = useState(false);
  const blocked = !ready || terminos.isPending || (current !== null && !acepta);
  return (
    <div className="flex flex-col gap-3">
      {current ? <AceptarTerminos terminos={current} acepta={acepta} onChange={setAcepta} /> : null}
      <Button size="lg" className="w-full" disabled={blocked || pending} aria-describedby={ready ? undefined : hintId} onClick={() => onEnviar(current?.version)}>
        {pending ? <Spinner /> : <SendIcon aria-hidden="true" />}
        Enviar a revisión
      </Button>
      {ready ? null : (
        <p id={hintId} className="text-center text-sm text-muted-foreground">
          Debes agregar el contenido antes de enviar
        </p>
      )}
    </div>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { ColaboracionDetailPage as Component };
