import { useState } from 'react';
import { FilmIcon, HistoryIcon, PauseIcon, PlayIcon, UploadIcon, VideoIcon } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { LIMITS } from '@shared/domain/limits';
import { ERROR_MESSAGES } from '@shared/errors';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { ChosenFiles, FilePickerButton } from './file-picker';
import { percentOf } from '../lib/format';
import type { EntregasListProps } from './fotos-upload-card';
import { GuiaTecnicaAvisos } from './guia-tecnica-avisos';
import { useVideoUpload, type VideoUploadState } from '../hooks/use-video-upload';
import { VideoList } from './video-list';
import { formatBytes } from '@web/lib/format';

export const VIDEO_ACCEPT = 'video/mp4,video/quicktime';
/** The server's own words for a file that is not a video (it sniffs the bytes again). */
const INVALID_VIDEO = 'Por favor selecciona un archivo de video válido (MP4 o MOV)';
const VIDEO_TOO_LARGE = ERROR_MESSAGES.VIDEO_TOO_LARGE;

function videoProblem(file: File): string | null {
  const byName = /\.(mp4|mov|m4v)$/i.test(file.name);
  if (!file.type.startsWith('video/') && !(file.type === '' && byName)) return INVALID_VIDEO;
  if (file.size > LIMITS.videoMaxBytes) return VIDEO_TOO_LARGE;
  return null;
}

/**
 * 'Videos': one video at a time over tus (use-video-upload.ts), with a progress bar, Pausar and
 * Reanudar, a note when a video of this collaboration was left half-way, and her delivered videos.
 */
export function VideosUploadCard({ colaboracionId, entregas, loadFailed, canDelete, showFeedback = false }: EntregasListProps) {
  const [file, setFile] = useState<File | null>(null);
  const video = useVideoUpload(colaboracionId);
  const videos = entregas?.filter((e) => e.tipoContenido === 'video');
  const active = video.busy;

  const choose = ([chosen]: File[]) => {
    if (!chosen) return;
    const problem = videoProblem(chosen);
    if (problem) {
      toast.error(problem);
      return;
    }
    setFile(chosen);
  };

  const submit = () => {
    if (!file) {
      toast.error('Selecciona al menos un video');
      return;
    }
    video.start(file);
  };

  // Cleared once it went up (not on failure: 'Subir video' again continues where it stopped).
  const [lastUploaded, setLastUploaded] = useState(video.uploaded);
  if (video.uploaded !== lastUploaded) {
    setLastUploaded(video.uploaded);
    if (video.uploaded) setFile(null);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <VideoIcon className="size-4" aria-hidden="true" />
          Videos
        </CardTitle>
        <CardDescription>MP4 o MOV de hasta 1 GB. Verticales 9:16, de 15 a 60 segundos.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {video.pending && !active ? (
          <p className="flex items-start gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm" role="status">
            <HistoryIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{`Tienes un video a medias: ${video.pending.filename}. Elígelo de nuevo para continuar donde se quedó.`}</span>
          </p>
        ) : null}
        <FilePickerButton label="Elegir video" accept={VIDEO_ACCEPT} disabled={active} icon={<FilmIcon aria-hidden="true" />} onFiles={choose} />
        <ChosenFiles files={file ? [file] : []} label="Video elegido" disabled={active} onRemove={() => setFile(null)} />
        {video.state.status !== 'idle' ? <UploadProgress state={video.state} onPause={video.pause} onResume={video.resume} /> : null}
        {!active ? (
          <Button className="w-full sm:w-fit" onClick={submit}>
            <UploadIcon aria-hidden="true" />
            Subir video
          </Button>
        ) : null}
        {video.errorMessage && !active ? (
          <p className="text-sm text-destructive" role="alert">
            {video.errorMessage}
          </p>
        ) : null}

        <div className="mt-2 flex flex-col gap-2">
          <h3 className="text-sm font-medium">Tus videos{videos && videos.length > 0 ? ` (${videos.length})` : ''}</h3>
          {videos === undefined ? (
            loadFailed ? (
              <p className="text-sm text-muted-foreground">No se pudieron cargar tus videos.</p>
            ) : (
              <Skeleton radius="lg" className="aspect-[9/16] max-h-64 w-1/2" />
            )
          ) : videos.length === 0 ? (
            <p className="text-sm text-muted-foreground">Aún no has subido videos.</p>
          ) : (
            <VideoList colaboracionId={colaboracionId} videos={videos} canDelete={canDelete} showFeedback={showFeedback} showAvisos />
          )}
          {/* The list may not have it yet (a failed reload): the warnings still reach her. */}
          {video.uploaded && videos && !videos.some((v) => v.id === video.uploaded?.entregaId) ? (
            <GuiaTecnicaAvisos avisos={video.uploaded.avisos} />
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

function UploadProgress({ state, onPause, onResume }: { state: VideoUploadState; onPause: () => void; onResume: () => void }) {
  const percent = percentOf(state.bytesSent, state.bytesTotal);
  const line = `${percent}% · ${formatBytes(state.bytesSent)} de ${formatBytes(state.bytesTotal)}`;
  const note = {
    idle: '',
    uploading: state.filename ? `Subiendo ${state.filename}` : 'Subiendo video',
    paused: 'En pausa',
    offline: 'Sin conexión: la subida seguirá sola cuando vuelvas a tener internet.',
    processing: 'Procesando video...',
    done: 'Video subido',
  }[state.status];
  return (
    <div className="flex flex-col gap-2" data-testid="video-upload-progress">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="min-w-0 truncate text-muted-foreground" aria-live="polite">
          {note}
        </span>
        <span className="shrink-0 tabular-nums" data-testid="video-upload-line">
          {line}
        </span>
      </div>
      <Progress value={percent} aria-label="Progreso de subida" aria-valuetext={line} />
      {state.status === 'done' ? null : (
        <div className="flex gap-2">
          {state.status === 'uploading' || state.status === 'processing' ? (
            <Button variant="outline" fill onClick={onPause} disabled={state.status === 'processing'}>
              {state.status === 'processing' ? <Spinner /> : <PauseIcon aria-hidden="true" />}
              Pausar
            </Button>
          ) : (
            <Button fill onClick={onResume}>
              <PlayIcon aria-hidden="true" />
              Reanudar
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
