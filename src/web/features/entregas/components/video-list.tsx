import type { Entrega } from '@shared/schemas/entregas';
import { DeliveredVideo } from '@web/components/delivered-video';
import { DeleteEntregaButton } from './delete-entrega-button';
import { FeedbackBadge, FeedbackComentario } from './feedback-badge';
import { formatDuration } from '../lib/format';
import { GuiaTecnicaAvisos } from './guia-tecnica-avisos';

export interface VideoListProps {
  colaboracionId: string;
  videos: Entrega[];
  canDelete?: boolean;
  showFeedback?: boolean;
  /** The Guía técnica warnings under each video that has them (while she can still replace it). */
  showAvisos?: boolean;
}

/** Her delivered videos: the player loads only the metadata until she presses play. */
export function VideoList({ colaboracionId, videos, canDelete = false, showFeedback = false, showAvisos = false }: VideoListProps) {
  return (
    <div className="@container">
      <ul className="grid grid-cols-1 gap-4 @lg:grid-cols-2" aria-label="Videos entregados">
        {videos.map((video, index) => {
          const n = videos.length - index;
          const name = `Video ${n}`;
          return (
            <li key={video.id} className="flex flex-col gap-2" data-testid="entrega-video">
              {video.url ? (
                <DeliveredVideo video={video} label={name} className="aspect-[9/16] max-h-[60dvh] rounded-lg" />
              ) : null}
              <div className="flex items-center justify-between gap-2">
                <p className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
                  <span className="font-medium">{name}</span>
                  {video.durationMs !== null ? (
                    <span className="text-muted-foreground">
                      <span className="sr-only">Duración: </span>
                      {formatDuration(video.durationMs)}
                    </span>
                  ) : null}
                  {showFeedback ? <FeedbackBadge entrega={video} /> : null}
                </p>
                {canDelete ? <DeleteEntregaButton colaboracionId={colaboracionId} entrega={video} label={`Eliminar ${name.toLowerCase()}`} /> : null}
              </div>
              {showFeedback ? <FeedbackComentario entrega={video} /> : null}
              {showAvisos ? <GuiaTecnicaAvisos avisos={video.avisos} /> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
