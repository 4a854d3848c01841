import type { ReactNode } from 'react';
import { ImageIcon, VideoIcon } from 'lucide-react';
import type { Entrega } from '@shared/schemas/entregas';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { PhotoGrid } from './photo-grid';
import { VideoList } from './video-list';

export interface EntregadasCardProps {
  colaboracionId: string;
  /** Her entregas of this collaboration (both kinds); undefined while loading or after a failed load. */
  entregas: Entrega[] | undefined;
  loadFailed: boolean;
  /** What to say when the list could not be read, e.g. the collaboration's own count ('2 fotos entregadas'). */
  fallback?: ReactNode;
}

function ContenidoCard({ icon: Icon, title, children }: { icon: typeof ImageIcon; title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-4" aria-hidden="true" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const failedText = (what: string) => <p className="text-sm text-muted-foreground">{`No se pudieron cargar tus ${what}.`}</p>;

/** Read-only 'Fotos' (spec §2 revision / entregado): her photos with the staff's rating, nothing to delete. */
export function FotosEntregadasCard({ colaboracionId, entregas, loadFailed, fallback }: EntregadasCardProps) {
  const photos = entregas?.filter((e) => e.tipoContenido === 'imagen');
  return (
    <ContenidoCard icon={ImageIcon} title="Fotos">
      {photos === undefined ? (
        loadFailed ? (
          (fallback ?? failedText('fotos'))
        ) : (
          <Skeleton radius="lg" className="aspect-[4/5] w-1/2" />
        )
      ) : photos.length === 0 ? (
        <p className="text-sm text-muted-foreground">No hay fotos entregadas aún</p>
      ) : (
        <PhotoGrid colaboracionId={colaboracionId} photos={photos} showFeedback />
      )}
    </ContenidoCard>
  );
}

/** Read-only 'Videos': the players, with the staff's rating and comment on each. */
export function VideosEntregadosCard({ colaboracionId, entregas, loadFailed, fallback }: EntregadasCardProps) {
  const videos = entregas?.filter((e) => e.tipoContenido === 'video');
  return (
    <ContenidoCard icon={VideoIcon} title="Videos">
      {videos === undefined ? (
        loadFailed ? (
          (fallback ?? failedText('videos'))
        ) : (
          <Skeleton radius="lg" className="aspect-[9/16] max-h-64 w-1/2" />
        )
      ) : videos.length === 0 ? (
        <p className="text-sm text-muted-foreground">No hay videos entregados aún</p>
      ) : (
        <VideoList colaboracionId={colaboracionId} videos={videos} showFeedback />
      )}
    </ContenidoCard>
  );
}
