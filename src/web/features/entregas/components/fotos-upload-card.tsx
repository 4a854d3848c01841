import { PHOTO_ACCEPT, PHOTO_FORMATS_TEXT } from '@shared/domain/photo-formats';
import { useState } from 'react';
import { ImageIcon, ImagePlusIcon, UploadIcon } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { LIMITS } from '@shared/domain/limits';
import { ERROR_MESSAGES } from '@shared/errors';
import type { Entrega } from '@shared/schemas/entregas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { useUploadImagenes } from '../api/upload-imagenes';
import { ChosenFiles, FilePickerButton, sameFile } from './file-picker';
import { GuiaTecnicaAvisos } from './guia-tecnica-avisos';
import { PhotoGrid } from './photo-grid';


/** Spec §5 image rules, before any byte is sent (the server sniffs them again). */
function photoProblem(file: File): string | null {
  // Some browsers give HEIC photos no type at all.
  const heic = file.type === '' && /\.(heic|heif)$/i.test(file.name);
  if (!file.type.startsWith('image/') && !heic) return ERROR_MESSAGES.INVALID_IMAGE;
  if (file.size > LIMITS.imageMaxBytes) return ERROR_MESSAGES.IMAGE_TOO_LARGE;
  return null;
}

export interface EntregasListProps {
  colaboracionId: string;
  /** Her entregas of this collaboration (both kinds; each card takes its own); undefined while loading. */
  entregas: Entrega[] | undefined;
  loadFailed: boolean;
  /** Delete buttons: only while the collaboration takes uploads (takesUploads). */
  canDelete: boolean;
  /** The staff's rating on each file. */
  showFeedback?: boolean;
}

/** 'Fotos': choose photos, send them one by one, and see (and delete) the ones already delivered. */
export function FotosUploadCard({ colaboracionId, entregas, loadFailed, canDelete, showFeedback = false }: EntregasListProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [avisos, setAvisos] = useState<string[]>([]);
  const { upload, progress, isUploading } = useUploadImagenes(colaboracionId);
  const photos = entregas?.filter((e) => e.tipoContenido === 'imagen');

  const choose = (chosen: File[]) => {
    setAvisos([]);
    // Every refused file is named under its reason (issue 28: with two, only one was).
    const problems = new Map<string, string[]>();
    const ok: File[] = [];
    for (const file of chosen) {
      const problem = photoProblem(file);
      if (problem) problems.set(problem, [...(problems.get(problem) ?? []), file.name]);
      else ok.push(file);
    }
    for (const [problem, names] of problems) toast.error(problem, { id: problem, description: names.join(', ') });
    setFiles((current) => [...current, ...ok.filter((f) => !current.some((c) => sameFile(c, f)))]);
  };

  const submit = async () => {
    if (files.length === 0) {
      toast.error('Selecciona al menos una imagen');
      return;
    }
    const result = await upload(files);
    setFiles(result.remaining);
    const found = [...new Set(result.uploaded.flatMap((e) => e.avisos))];
    setAvisos(found);
    if (found.length > 0) toast.warning('Revisa la Guía técnica', { description: found.join(' ') });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ImageIcon className="size-4" aria-hidden="true" />
          Fotos
        </CardTitle>
        <CardDescription>{PHOTO_FORMATS_TEXT} de hasta 5 MB cada una. Verticales y de al menos 1080×1350.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <FilePickerButton
          label="Elegir fotos"
          accept={PHOTO_ACCEPT}
          multiple
          disabled={isUploading}
          icon={<ImagePlusIcon aria-hidden="true" />}
          onFiles={choose}
        />
        <ChosenFiles files={files} label="Fotos elegidas" disabled={isUploading} onRemove={(f) => setFiles((c) => c.filter((x) => x !== f))} />
        <Button className="w-full sm:w-fit" onClick={() => void submit()} disabled={isUploading}>
          {isUploading ? <Spinner /> : <UploadIcon aria-hidden="true" />}
          Subir imágenes
        </Button>
        <p className="text-sm text-muted-foreground empty:hidden" aria-live="polite">
          {progress ? `Subiendo ${progress.current} de ${progress.total}` : null}
        </p>
        {progress ? <Progress value={progress.percent} aria-label="Progreso de subida" /> : null}
        <GuiaTecnicaAvisos avisos={avisos} />

        <div className="mt-2 flex flex-col gap-2">
          <h3 className="text-sm font-medium">Tus fotos{photos && photos.length > 0 ? ` (${photos.length})` : ''}</h3>
          {photos === undefined ? (
            loadFailed ? (
              <p className="text-sm text-muted-foreground">No se pudieron cargar tus fotos.</p>
            ) : (
              <Skeleton radius="lg" className="aspect-[4/5] w-1/2" />
            )
          ) : photos.length === 0 ? (
            <p className="text-sm text-muted-foreground">Aún no has subido fotos.</p>
          ) : (
            <PhotoGrid colaboracionId={colaboracionId} photos={photos} canDelete={canDelete} showFeedback={showFeedback} />
          )}
        </div>
      </CardContent>
    </Card>
  );
}
