import { ImageIcon } from 'lucide-react';
import type { MiEntrega } from '@shared/schemas/entregas';
import { EntregaCaption } from './entrega-caption';
import { formatFecha } from '@web/lib/format';

/** Her photos as thumbnails (never the originals) in 2 to 5 columns; each opens the original in a new tab. */
export function FotoGrid({ items }: { items: MiEntrega[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
      {items.map((foto) => {
        const src = foto.thumbUrl ?? foto.url;
        const alt = `Foto de ${foto.colaboracion.nombre}, ${formatFecha(foto.createdAt)}`;
        const picture = src ? (
          <img src={src} alt={alt} width={320} height={320} loading="lazy" decoding="async" className="aspect-square w-full object-cover" />
        ) : (
          <span className="flex aspect-square w-full items-center justify-center text-muted-foreground">
            <ImageIcon className="size-6" aria-hidden="true" />
            <span className="sr-only">{alt} (no disponible)</span>
          </span>
        );
        return (
          <li key={foto.id}>
            <figure className="flex flex-col gap-2">
              {foto.url ? (
                <a
                  href={foto.url}
                  // eslint-disable-next-line no-restricted-syntax -- our own signed file link (/api/files/...), not an address from outside
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block overflow-hidden rounded-lg border bg-muted outline-none transition-colors hover:border-primary/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {picture}
                  <span className="sr-only"> (se abre en una pestaña nueva)</span>
                </a>
              ) : (
                <div className="overflow-hidden rounded-lg border bg-muted">{picture}</div>
              )}
              <EntregaCaption entrega={foto} />
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
