import type { ReactNode } from 'react';
import { DownloadIcon } from 'lucide-react';
import { DeliveredVideo } from '@web/components/delivered-video';
import type { GaleriaItem } from '@shared/schemas/galeria';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { galeriaRating } from './galeria-format';
import { formatFecha } from '@web/lib/format';

/**
 * The original photo or the video player, with a link to the original file. `extra`: what the screen adds
 * under it for this file (its collaboration's ad authorizations, from another feature).
 */
export function GaleriaViewer({ item, onClose, extra }: { item: GaleriaItem | null; onClose: () => void; extra?: (item: GaleriaItem) => ReactNode }) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent width="3xl" className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        {item ? (
          <>
            <DialogHeader>
              <DialogTitle>{item.colaboradora?.nombre ?? 'Sin colaboradora'}</DialogTitle>
              <DialogDescription>
                {item.colaboracion.nombre} · {formatFecha(item.createdAt)}
              </DialogDescription>
            </DialogHeader>
            <div className="flex justify-center overflow-hidden rounded-lg bg-black/90">
              {item.url ? (
                item.tipoContenido === 'video' ? (
                  <DeliveredVideo video={item} label="Video entregado" className="max-h-[70dvh]" />
                ) : (
                  <img src={item.url} alt={`Foto de ${item.colaboradora?.nombre ?? 'la colaboradora'}`} className="max-h-[70dvh] w-auto object-contain" />
                )
              ) : (
                <p className="p-10 text-sm text-white/80">El archivo no está disponible.</p>
              )}
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex items-center gap-2 text-sm">
                <span className="text-muted-foreground">Calificación:</span>
                <Badge variant={galeriaRating(item).tone}>{galeriaRating(item).label}</Badge>
              </div>
              {item.url ? (
                <Button asChild variant="outline" size="sm">
                  <a
                    href={item.url}
                    // eslint-disable-next-line no-restricted-syntax -- our own signed file link (/api/files/...), not an address from outside
                    target="_blank"
                    rel="noopener noreferrer"
                    download
                  >
                    <DownloadIcon aria-hidden="true" />
                    Descargar original
                  </a>
                </Button>
              ) : null}
            </div>
            {item.feedbackComentario ? <p className="rounded-md bg-muted p-3 text-sm">{item.feedbackComentario}</p> : null}
            {extra?.(item)}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
