import type { Entrega } from '@shared/schemas/entregas';
import { lineIcon } from '@web/components/ui/line-icon';
import { IMAGE_PATH, PENCIL_PATH } from '@web/components/ui/line-icon-paths';
import { TIPO_LABEL } from './revision-format';
import { useNearViewport } from '@web/lib/use-near-viewport';
import { formatDuracion, formatFecha } from '@web/lib/format';

// Lucide's Play, Image, Pencil, TriangleAlert and MessageSquareText, each one path and no component
// (decision 099).
const PLAY = lineIcon('M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z', 'size-6 translate-x-0.5');
const NO_IMAGE = lineIcon(IMAGE_PATH, 'size-6');
const PENCIL = lineIcon(PENCIL_PATH, 'size-3.5');
const WARNING = lineIcon('M21.73 18l-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3M12 9v4M12 17h.01', 'size-3.5');
const COMMENT = lineIcon(
  'M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2zM7 11h10M7 15h6M7 7h8',
  'mt-px size-3.5 shrink-0 text-muted-foreground',
);

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

  return (
    <figure className="flex flex-col gap-1.5" data-testid="revision-entrega" data-entrega-id={entrega.id} data-tipo={entrega.tipoContenido}>
      <button
        type="button"
        onClick={onOpen}
        aria-label={label}
        className="group relative block aspect-[4/5] w-full overflow-hidden rounded-lg border bg-muted outline-none transition-colors hover:border-primary/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {entrega.tipoContenido === 'video' ? (
          <span className="flex size-full flex-col items-center justify-center gap-2 bg-neutral-900 text-neutral-100">
            <span className="flex size-12 items-center justify-center rounded-full bg-white/15">{PLAY}</span>
            <span className="text-xs font-medium">{videoText}</span>
          </span>
        ) : src ? (
          <TilePhoto src={src} />
        ) : (
          <span className="flex size-full items-center justify-center text-muted-foreground">{NO_IMAGE}</span>
        )}
        {adminMode ? (
          <span className="absolute top-1.5 right-1.5 flex size-7 items-center justify-center rounded-full bg-background/90 text-foreground shadow-sm">{PENCIL}</span>
        ) : null}
      </button>
      <figcaption className="flex min-w-0 flex-col gap-1 text-xs text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <time dateTime={entrega.createdAt}>{fecha}</time>
          {entrega.avisos.length > 0 ? (
            <span className="inline-flex items-center gap-0.5 text-warning-foreground dark:text-warning" title={entrega.avisos.join('\n')}>
              {WARNING}
              <span className="sr-only">Avisos de la Guía técnica: {entrega.avisos.join(' ')}</span>
            </span>
          ) : null}
        </span>
        {entrega.feedbackComentario ? (
          <span className="flex items-start gap-1 text-foreground" data-testid="revision-comentario">
            {COMMENT}
            <span className="line-clamp-2 break-words">{entrega.feedbackComentario}</span>
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}

/**
 * The photo, requested only when its tile comes near the screen. The watch and the render it causes when
 * the tile nears are the photo's own: a video's or a missing photo's tile watches nothing, and a photo's
 * arrival re-renders one <img>, not the tile (every tile rendered twice on a first load; decision 099).
 */
function TilePhoto({ src }: { src: string }) {
  const [ref, near] = useNearViewport<HTMLImageElement>();
  return <img ref={ref} src={near ? src : undefined} alt="" width={240} height={300} decoding="async" className="size-full object-cover" />;
}
