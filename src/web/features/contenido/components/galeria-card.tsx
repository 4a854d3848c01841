import { ImageIcon, PlayIcon } from 'lucide-react';
import { AnunciosVigentes, DerechosUso } from '@web/components/derechos-uso';
import type { GaleriaItem } from '@shared/schemas/galeria';
import { Badge } from '@web/components/ui/badge';
import { galeriaRating } from './galeria-format';
import { formatFecha } from '@web/lib/format';

/** A delivered file: its thumbnail (never the original) opening the viewer, and who, what, when and rating. */
export function GaleriaCard({ item, onOpen }: { item: GaleriaItem; onOpen: (item: GaleriaItem) => void }) {
  const rating = galeriaRating(item);
  const creadora = item.colaboradora?.nombre ?? 'Sin colaboradora';
  const tipo = item.tipoContenido === 'video' ? 'Video' : 'Foto';
  return (
    <figure className="flex flex-col gap-2" data-testid="galeria-card" data-tipo={item.tipoContenido}>
      <button
        type="button"
        onClick={() => onOpen(item)}
        className="group relative block overflow-hidden rounded-lg border bg-muted outline-none transition-colors hover:border-primary/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {/* The name is this text and then the visible words (type, rating), so it holds what is seen (WCAG 2.5.3). */}
        <span className="sr-only">{`Ver ${tipo.toLowerCase()} de ${creadora}, ${item.colaboracion.nombre}:`}</span>
        {item.thumbUrl ? (
          <img src={item.thumbUrl} alt="" width={320} height={320} loading="lazy" decoding="async" className="aspect-square w-full object-cover" />
        ) : (
          <span className="flex aspect-square w-full flex-col items-center justify-center gap-2 text-muted-foreground">
            {item.tipoContenido === 'video' ? <PlayIcon className="size-8" aria-hidden="true" /> : <ImageIcon className="size-8" aria-hidden="true" />}
            <span className="text-xs font-medium">{tipo}</span>
          </span>
        )}
        {item.tipoContenido === 'video' && item.thumbUrl ? (
          <span className="absolute inset-0 flex items-center justify-center bg-black/20" aria-hidden="true">
            <PlayIcon className="size-8 text-white" />
          </span>
        ) : null}
        <Badge variant={rating.tone} className="absolute top-2 left-2 shadow-sm" data-testid="galeria-rating">
          {rating.label}
        </Badge>
      </button>
      <figcaption className="min-w-0 text-sm">
        <span className="block truncate font-medium" data-testid="galeria-colaboradora">
          {creadora}
        </span>
        <span className="line-clamp-2 break-words text-muted-foreground">{item.colaboracion.nombre}</span>
        <span className="block text-xs text-muted-foreground">
          {tipo} · <time dateTime={item.createdAt}>{formatFecha(item.createdAt)}</time>
        </span>
        <DerechosUso derechos={item.derechos} compact />
        <AnunciosVigentes anuncios={item.anuncios} />
      </figcaption>
    </figure>
  );
}
