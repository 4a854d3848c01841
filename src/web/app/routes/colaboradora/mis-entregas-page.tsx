import { useId, useState } from 'react';
import { ArrowRightIcon, UploadIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ESTADO_BADGES, takesUploads } from '@shared/domain/estado';
import { useEntregas } from '@web/features/entregas/api/get-entregas';
import { FotosEntregadasCard, VideosEntregadosCard } from '@web/features/entregas/components/entregas-read-only';
import { FotosUploadCard } from '@web/features/entregas/components/fotos-upload-card';
import { VideosUploadCard } from '@web/features/entregas/components/videos-upload-card';
import { buttonVariants } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { EstadoBadge } from '@web/components/ui/estado-badge';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { Thumbnail } from '@web/components/ui/thumbnail';
import { PATHS } from '@web/paths';
import { useColaboracionesActivas } from '@web/features/entregas/api/get-colaboraciones-activas';
import { FeedbackCounts } from '@web/features/entregas/components/feedback-counts';

/**
 * /colaboradora/entregas: Mis Entregas (spec §2): choose an active collaboration, see how her content
 * was rated, upload photos and videos while it takes uploads, and see her own files.
 */
export function MisEntregasPage() {
  const selectId = useId();
  const activas = useColaboracionesActivas();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const items = activas.data ?? [];
  const selected = items.find((i) => i.id === chosenId) ?? items.find((i) => takesUploads(i.estado)) ?? items[0];
  const entregas = useEntregas(selected?.id ?? '', { enabled: selected !== undefined, onLoadError: 'toast' });

  const header = <PageHeader title="Mis Entregas" description="Sube y consulta el contenido de tu colaboración activa." />;

  if (activas.isPending) {
    return (
      <>
        {header}
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton radius="xl" className="h-16 w-full" />
          <Skeleton radius="xl" className="h-48 w-full" />
          <p className="sr-only">Cargando...</p>
        </div>
      </>
    );
  }
  if (activas.isError) {
    return (
      <>
        {header}
        <EmptyState icon={UploadIcon} title="Error al cargar colaboraciones" description="Revisa tu conexión e intenta de nuevo." />
      </>
    );
  }
  if (!selected) {
    return (
      <>
        {header}
        <EmptyState
          icon={UploadIcon}
          title="Aún no tienes una colaboración activa"
          description="Cuando recibas una prenda, aquí subirás tus fotos y videos."
          action={
            <Link to={PATHS.creator.disponibles} className={buttonVariants()}>
              Ver Disponibles
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          }
        />
      </>
    );
  }

  const name = selected.nombreVisualizacion ?? selected.titulo;
  const uploads = takesUploads(selected.estado);
  const list = { colaboracionId: selected.id, entregas: entregas.data?.entregas, loadFailed: entregas.isError };

  return (
    <>
      {header}
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <Label htmlFor={selectId}>Colaboración</Label>
          <NativeSelect id={selectId} value={selected.id} onChange={(e) => setChosenId(e.target.value)}>
            {items.map((i) => (
              <option key={i.id} value={i.id}>
                {`${i.nombreVisualizacion ?? i.titulo} · ${ESTADO_BADGES[i.estado].label}`}
              </option>
            ))}
          </NativeSelect>
        </div>

        <div className="flex items-center gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-xs">
          <Thumbnail src={selected.thumbUrl} size={56} radius="lg" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="line-clamp-2 text-sm font-medium">{name}</span>
            <EstadoBadge estado={selected.estado} />
          </div>
          <Link
            to={PATHS.creator.colaboracion(selected.id)}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            aria-label={`Ver colaboración ${name}`}
          >
            Ver
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </div>

        <FeedbackCounts entregas={entregas.data?.entregas} />

        {selected.estado === 'produccion' ? (
          <p className="rounded-lg border bg-muted/50 p-3 text-sm text-muted-foreground">
            Cuando tengas al menos una foto y un video, envíalos desde{' '}
            <Link
              to={PATHS.creator.colaboracion(selected.id)}
              className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              el detalle de tu colaboración
            </Link>{' '}
            con «Enviar a revisión».
          </p>
        ) : null}

        {uploads ? (
          <>
            {/* Keyed: choosing another collaboration starts its cards afresh (chosen files, half-done video). */}
            <FotosUploadCard key={`fotos-${selected.id}`} {...list} canDelete showFeedback />
            <VideosUploadCard key={`videos-${selected.id}`} {...list} canDelete showFeedback />
          </>
        ) : (
          <>
            <FotosEntregadasCard {...list} />
            <VideosEntregadosCard {...list} />
          </>
        )}
      </div>
    </>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { MisEntregasPage as Component };
