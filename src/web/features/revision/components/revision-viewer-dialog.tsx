import { DownloadIcon, MessageSquareTextIcon } from 'lucide-react';
import { DeliveredVideo } from '@web/components/delivered-video';
import { CALIFICACION_LABELS, calificacionDe } from '@shared/domain/calificacion';
import type { Entrega } from '@shared/schemas/entregas';
import { buttonVariants } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { cn } from '@web/lib/cn';
import { CALIFICACION_DOT } from '@web/lib/calificacion-style';
import { TIPO_LABEL } from './revision-format';
import { formatDuracion, formatFecha } from '@web/lib/format';

/** The full-size viewer: the original photo, or the video in a player, and 'Descargar' for the original file. */
export function RevisionViewerDialog({
  entrega,
  nombre,
  onClose,
}: {
  entrega: Entrega | undefined;
  /** The collaboration and creator, for the title. */
  nombre: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={entrega !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="5xl" className="max-h-[calc(100dvh-2rem)] grid-rows-[auto_minmax(0,1fr)_auto] overflow-hidden">
        {entrega ? <ViewerBody entrega={entrega} nombre={nombre} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ViewerBody({ entrega, nombre }: { entrega: Entrega; nombre: string }) {
  const tipo = TIPO_LABEL[entrega.tipoContenido];
  const duracion = formatDuracion(entrega.durationMs);
  const medidas = entrega.width && entrega.height ? `${entrega.width}×${entrega.height}` : null;
  return (
    <>
      <DialogHeader className="pr-8">
        <DialogTitle>
          {tipo} del {formatFecha(entrega.createdAt)}
        </DialogTitle>
        <DialogDescription>{nombre}</DialogDescription>
        <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm text-muted-foreground sm:justify-start">
          <span className="inline-flex items-center gap-1.5">
            <span className={cn('size-2 rounded-full', CALIFICACION_DOT[calificacionDe(entrega)])} aria-hidden="true" />
            {CALIFICACION_LABELS[calificacionDe(entrega)]}
          </span>
          {medidas ? <span>{medidas}</span> : null}
          {duracion ? <span>{duracion}</span> : null}
        </p>
      </DialogHeader>
      <div className="flex min-h-0 items-center justify-center overflow-hidden rounded-lg bg-neutral-950">
        {!entrega.url ? (
          <p className="p-10 text-sm text-neutral-300">El archivo no está disponible.</p>
        ) : entrega.tipoContenido === 'video' ? (
          <DeliveredVideo video={entrega} autoPlay label={`Video de ${nombre}`} className="max-h-[70dvh]" />
        ) : (
          <img src={entrega.url} alt={`Foto de ${nombre}, ${formatFecha(entrega.createdAt)}`} className="max-h-[70dvh] w-auto max-w-full object-contain" />
        )}
      </div>
      <DialogFooter justify="between" className="items-center">
        {entrega.feedbackComentario ? (
          <p className="flex min-w-0 items-start gap-1.5 text-sm">
            <MessageSquareTextIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="break-words whitespace-pre-line">{entrega.feedbackComentario}</span>
          </p>
        ) : (
          <span />
        )}
        {entrega.url ? (
          <a href={entrega.url} download className={cn(buttonVariants({ variant: 'outline' }))}>
            <DownloadIcon aria-hidden="true" />
            Descargar
          </a>
        ) : null}
      </DialogFooter>
    </>
  );
}
