import { ImageIcon, VideoIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { MiColaboracion } from '@shared/schemas/mis-colaboraciones';
import { EstadoBadge } from '@web/components/ui/estado-badge';
import { Thumbnail } from '@web/components/ui/thumbnail';
import { PATHS } from '@web/paths';

/** One delivered (or in-review) collaboration: thumbnail, name, badge, photo and video counts; links to the detail. */
export function EntregadaCard({ item }: { item: MiColaboracion }) {
  const name = item.nombreVisualizacion ?? item.titulo;
  return (
    <li>
      <Link
        to={PATHS.creator.colaboracion(item.id)}
        className="flex gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-xs outline-none transition-colors hover:border-primary/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <Thumbnail src={item.thumbUrl} size={64} radius="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex items-start justify-between gap-2">
            <span className="line-clamp-2 text-sm font-medium">{name}</span>
            <EstadoBadge estado={item.estado} className="shrink-0" />
          </div>
          <p className="flex gap-4 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <ImageIcon className="size-3.5" aria-hidden="true" />
              {item.fotos === 1 ? '1 foto' : `${item.fotos} fotos`}
            </span>
            <span className="inline-flex items-center gap-1">
              <VideoIcon className="size-3.5" aria-hidden="true" />
              {item.videos === 1 ? '1 video' : `${item.videos} videos`}
            </span>
          </p>
        </div>
      </Link>
    </li>
  );
}
