import { LoaderCircleIcon, TriangleAlertIcon } from 'lucide-react';
import type { Entrega } from '@shared/schemas/entregas';
import { cn } from '@web/lib/cn';

type Video = Pick<Entrega, 'url' | 'thumbUrl' | 'previewUrl' | 'videoEstado'>;

/**
 * A delivered video as every screen shows it (issue 18): the H.264 preview when the original's codec needs
 * one (HEVC from an iPhone, a .mov), else the original; its poster before play; 'Procesando video…' while
 * the poster and preview are made (the original plays meanwhile where the browser can), and a note when
 * they could not be made. Only metadata loads until play.
 */
export function DeliveredVideo({ video, label, className, autoPlay = false }: { video: Video; label: string; className?: string; autoPlay?: boolean }) {
  const src = video.previewUrl ?? video.url;
  if (!src) return null;
  return (
    <div className="relative flex w-full flex-col">
      <video
        controls
        playsInline
        autoPlay={autoPlay}
        preload="metadata"
        src={src}
        poster={video.thumbUrl ?? undefined}
        aria-label={label}
        className={cn('w-full bg-black object-contain', className)}
      />
      {video.videoEstado === 'procesando' ? (
        <p role="status" className="pointer-events-none absolute top-2 left-2 flex items-center gap-1.5 rounded-md bg-black/70 px-2 py-1 text-xs text-white">
          <LoaderCircleIcon className="size-3.5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          Procesando video…
        </p>
      ) : null}
      {video.videoEstado === 'fallido' ? (
        // Its own surface: the note sits on a card in lists and on the dark viewer alike.
        <p className="mt-1 flex items-start gap-1.5 self-start rounded-md bg-background px-2 py-1 text-xs text-foreground">
          <TriangleAlertIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          No pudimos preparar la vista previa; si no se reproduce, descarga el original.
        </p>
      ) : null}
    </div>
  );
}
