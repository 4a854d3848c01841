import { ImageIcon, TriangleAlertIcon } from 'lucide-react';
import type { Entrega } from '@shared/schemas/entregas';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { DeleteEntregaButton } from './delete-entrega-button';
import { FeedbackBadge, FeedbackComentario } from './feedback-badge';
import { GuiaTecnicaAvisos } from './guia-tecnica-avisos';

export interface PhotoGridProps {
  colaboracionId: string;
  photos: Entrega[];
  /** Delete buttons: only while the collaboration takes uploads. */
  canDelete?: boolean;
  /** The staff's rating on each photo (read-only views, Mis Entregas). */
  showFeedback?: boolean;
}

/**
 * Her delivered photos (spec §9: 2 to 5 columns by width, here by the width of the card it sits in):
 * WebP thumbnails in the grid, never the originals; a tap opens the original in a dialog.
 */
export function PhotoGrid({ colaboracionId, photos, canDelete = false, showFeedback = false }: PhotoGridProps) {
  return (
    <div className="@container">
      <ul className="grid grid-cols-2 gap-2 @xs:grid-cols-3 @lg:grid-cols-4 @2xl:grid-cols-5" aria-label="Fotos entregadas">
        {photos.map((photo, index) => (
          <PhotoTile
            key={photo.id}
            colaboracionId={colaboracionId}
            photo={photo}
            n={photos.length - index}
            canDelete={canDelete}
            showFeedback={showFeedback}
          />
        ))}
      </ul>
    </div>
  );
}

function PhotoTile({
  colaboracionId,
  photo,
  n,
  canDelete,
  showFeedback,
}: {
  colaboracionId: string;
  photo: Entrega;
  n: number;
  canDelete: boolean;
  showFeedback: boolean;
}) {
  const name = `Foto ${n}`;
  return (
    <li className="relative" data-testid="entrega-foto">
      <Dialog>
        <DialogTrigger
          aria-label={`Ver ${name.toLowerCase()}`}
          className="block aspect-[4/5] w-full overflow-hidden rounded-lg border bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {photo.thumbUrl ? (
            <img src={photo.thumbUrl} alt="" loading="lazy" decoding="async" width={320} height={400} className="size-full object-cover" />
          ) : (
            <span className="flex size-full items-center justify-center text-muted-foreground">
              <ImageIcon className="size-6" aria-hidden="true" />
            </span>
          )}
        </DialogTrigger>
        <DialogContent padding="compact" className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{name}</DialogTitle>
            <DialogDescription className="sr-only">La foto original que entregaste.</DialogDescription>
          </DialogHeader>
          {photo.url ? (
            <img
              src={photo.url}
              alt={name}
              width={photo.width ?? undefined}
              height={photo.height ?? undefined}
              className="max-h-[65dvh] w-full rounded-md bg-muted object-contain"
            />
          ) : null}
          {showFeedback ? (
            <div className="flex flex-col gap-1">
              <FeedbackBadge entrega={photo} />
              <FeedbackComentario entrega={photo} />
            </div>
          ) : null}
          <GuiaTecnicaAvisos avisos={photo.avisos} />
          {photo.url ? (
            <a
              href={photo.url}
              // eslint-disable-next-line no-restricted-syntax -- our own signed file link (/api/files/...), not an address from outside
              target="_blank"
              rel="noopener noreferrer"
              className="w-fit rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              Abrir en una pestaña nueva
            </a>
          ) : null}
        </DialogContent>
      </Dialog>
      {photo.avisos.length > 0 ? (
        <span
          className="pointer-events-none absolute top-1.5 left-1.5 flex size-6 items-center justify-center rounded-full bg-warning text-warning-foreground shadow-sm"
          title="No sigue la Guía técnica"
        >
          <TriangleAlertIcon className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{`${name}: no sigue la Guía técnica`}</span>
        </span>
      ) : null}
      {showFeedback ? <FeedbackBadge entrega={photo} className="pointer-events-none absolute bottom-1.5 left-1.5 shadow-sm" /> : null}
      {canDelete ? (
        <DeleteEntregaButton
          colaboracionId={colaboracionId}
          entrega={photo}
          label={`Eliminar imagen ${n}`}
          className="absolute top-1.5 right-1.5"
        />
      ) : null}
      {showFeedback && photo.feedbackComentario ? <FeedbackComentario entrega={photo} className="mt-1 line-clamp-3 text-xs text-muted-foreground" /> : null}
    </li>
  );
}
