import { ImageIcon, MessageSquareTextIcon, PencilIcon, PlayIcon, TriangleAlertIcon } from 'lucide-react';
import type { Entrega } from '@shared/schemas/entregas';
import { TIPO_LABEL } from './revision-format';
import { useNearViewport } from '@web/lib/use-near-viewport';
import { formatDuracion, formatFecha } from '@web/lib/format';

/**
 * One delivered file: the photo's thumbnail (never the original; loaded near the screen), or a video tile whose player
 * opens in the viewer. A click opens the feedback editor in admin mode, the viewer otherwise.
 */
export function RevisionEntregaTile({ entrega, adminMode, onOpen }: { entrega: Entrega; adminMode: boolean; onOpen: () => void }) {
  const tipo = TIPO_LABEL[entrega.tipoContenido];
  const fecha = formatFecha(entrega.createdAt);
  const duracion = entrega.tipoContenido === 'video' ? formatDuracion(entrega.durationMs) : null;
  const videoText = duracion ? `Video · ${duracion}` : 'Video';
  // A name that holds the tile's visible text too (WCAG 2.5.3: speech users say what they see).
  const label = `${adminMode ? 'Calificar' : 'Ver'} ${tipo.toLowerCase()} del ${fecha}${entrega.tipoContenido === 'video' ? `, ${videoText}` : ''}`;
  const src = entrega.tipoContenido === 'imagen' ? (entrega.thumbUrl ?? entrega.url) : null;
  // The thumbnail is requested only when the tile comes near the screen.
  const [ref, near] = useNearViewport<HTMLButtonElement>();

  return (
    <figure className="flex flex-col gap-1.5" data-testid="revision-entrega" data-entrega-id={entrega.id} data-tipo={entrega.tipoContenido}>
      <button
        ref={ref}
        type="button"
        onClick={onOpen}
        aria-label={label}
        className="group relative block aspect-[4/5] w-full overflow-hidden rounded-lg border bg-muted outline-none transition-colors hover:border-primary/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {entrega.tipoContenido === 'video' ? (
          <span className="flex size-full flex-col items-center justify-center gap-2 bg-neutral-900 text-neutral-100">
            <span className="flex size-12 items-center justify-center rounded-full bg-white/15">
              <PlayIcon className="size-6 translate-x-0.5" aria-hidden="true" />
            </span>
            <span className="text-xs font-medium">{videoText}</span>
          </span>
        ) : src ? (
          near ? <img src={src} alt="" width={240} height={300} decoding="async" className="size-full object-cover" /> : null
        ) : (
          <span className="flex size-full items-center justify-center text-muted-foreground">
            <ImageIcon className="size-6" aria-hidden="true" />
          </span>
        )}
        {adminMode ? (
          <span className="absolute top-1.5 right-1.5 flex size-7 items-center justify-center rounded-full bg-background/90 text-foreground shadow-sm">
            <PencilIcon className="size-3.5" aria-hidden="true" />
          </span>
        ) : null}
      </button>
      <figcaption className="flex min-w-0 flex-col gap-1 text-xs text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <time dateTime={entrega.createdAt}>{fecha}</time>
          {entrega.avisos.length > 0 ? (
            <span className="inline-flex items-center gap-0.5 text-warning-foreground dark:text-warning" title={entrega.avisos.join('\n')}>
              <TriangleAlertIcon className="size-3.5" aria-hidden="true" />
              <span className="sr-only">Avisos de la Guía técnica: {entrega.avisos.join(' ')}</span>
            </span>
          ) : null}
        </span>
        {entrega.feedbackComentario ? (
          <span className="flex items-start gap-1 text-foreground" data-testid="revision-comentario">
            <MessageSquareTextIcon className="mt-px size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="line-clamp-2 break-words">{entrega.feedbackComentario}</span>
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
