import { memo } from 'react';
import { Link } from 'react-router';
import type { Disponible } from '@shared/schemas/disponibles';
import { PATHS } from '@web/paths';
import { ProductImage } from '@web/components/product-image';
import { AjusteBadge } from './ajuste-badge';

/**
 * One available item in the list: thumbnail, name, size, measurements and her fit hint; the whole card is
 * the link. Memo'd: the list draws its page in chunks (useItemsNearScreen) and the items keep their
 * identity between renders, so each chunk renders only its new cards (decision 081).
 *
 * No `content-visibility: auto` (decision 095, undoing 084's): the first screen's cards are all near the
 * viewport, so Chromium drew them anyway, one style recalc and one layout later than the rest of the
 * screen (first-load-work.ts: 8–10 recalcs and 7–9 layouts with it, 6 and 5–6 without). The cards after
 * the first screenful are added as the space kept for them nears the screen (useItemsNearScreen).
 */
export const DisponibleCard = memo(function DisponibleCard({ item }: { item: Disponible }) {
  const name = item.nombreVisualizacion ?? item.titulo;
  return (
    <li>
      <Link
        to={PATHS.creator.disponible(item.id)}
        className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs outline-none transition-colors hover:border-primary/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ProductImage src={item.thumbUrl} alt={name} className="aspect-[4/5] w-full" />
        <div className="flex flex-1 flex-col gap-1 p-3">
          <p className="line-clamp-2 text-sm font-medium">{name}</p>
          <p className="text-xs text-muted-foreground">
            {[item.talla ? `Talla ${item.talla}` : null, item.tipo].filter(Boolean).join(' · ')}
          </p>
          <p className="text-xs text-muted-foreground">
            Cintura {item.cintura} cm · Cadera {item.cadera} cm
          </p>
          {item.ajuste ? <AjusteBadge ajuste={item.ajuste} className="mt-1" /> : null}
        </div>
      </Link>
    </li>
  );
});
