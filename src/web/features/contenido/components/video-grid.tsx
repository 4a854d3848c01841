import { VideoOffIcon } from 'lucide-react';
import type { MiEntrega } from '@shared/schemas/entregas';
import { DeliveredVideo } from '@web/components/delivered-video';
import { EntregaCaption } from './entrega-caption';
import { formatFecha } from '@web/lib/format';

/** Her videos, each in a player that fetches only its metadata until she presses play. */
export function VideoGrid({ items }: { items: MiEntrega[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {items.map((video) => (
        <li key={video.id}>
          <figure className="flex flex-col gap-2">
            {video.url ? (
              <DeliveredVideo video={video} label={`Video de ${video.colaboracion.nombre}, ${formatFecha(video.createdAt)}`} className="aspect-[9/16] rounded-lg border" />
            ) : (
              <span className="flex aspect-[9/16] w-full flex-col items-center justify-center gap-2 rounded-lg border bg-muted text-xs text-muted-foreground">
                <VideoOffIcon className="size-6" aria-hidden="true" />
                Video no disponible
              </span>
            )}
            <EntregaCaption entrega={video} />
          </figure>
        </li>
      ))}
    </ul>
  );
}
