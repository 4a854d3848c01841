import { memo } from 'react';
import { ImagesIcon, UserRoundIcon } from 'lucide-react';
import type { RevisionColaboracion } from '@shared/schemas/revision';
import { EstadoBadge } from '@web/components/ui/estado-badge';
import { Thumbnail } from '@web/components/ui/thumbnail';
import { cn } from '@web/lib/cn';
import { pluralWord } from '@web/lib/format';

/**
 * Spec §2: the grid of collaborations that have a creator; the chosen card is marked (aria-pressed).
 * The cards are memoised (choosing one re-renders two), and a card's tooltip writes its count as it is
 * drawn, without a number formatter (a page's counts are small; decision 082).
 */
export function RevisionColaboracionGrid({
  items,
  selectedId,
  onSelect,
}: {
  items: readonly RevisionColaboracion[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <ul aria-label="Colaboraciones" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {items.map((c) => (
        <li key={c.id}>
          <RevisionColaboracionCard colaboracion={c} selected={c.id === selectedId} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}

const RevisionColaboracionCard = memo(function RevisionColaboracionCard({
  colaboracion,
  selected,
  onSelect,
}: {
  colaboracion: RevisionColaboracion;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const { nombre, colaboradora, estado, counts, thumbUrl } = colaboracion;
  return (
    <button
      type="button"
      onClick={() => onSelect(colaboracion.id)}
      aria-pressed={selected}
      data-testid="revision-card"
      data-colaboracion-id={colaboracion.id}
      className={cn(
        'flex h-full w-full items-center gap-3 rounded-xl border p-2.5 text-left shadow-sm transition-colors outline-none hover:border-primary/50 focus-visible:ring-[3px] focus-visible:ring-ring/50',
        selected ? 'border-primary bg-accent/60 ring-1 ring-primary' : 'bg-card',
      )}
    >
      <Thumbnail src={thumbUrl} size={48} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="line-clamp-2 font-medium break-words" title={nombre}>
          {nombre}
        </span>
        <span className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
          <UserRoundIcon className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="sr-only">Colaboradora: </span>
          <span className="truncate" data-testid="revision-card-colaboradora">
            {colaboradora.nombre}
          </span>
        </span>
        <span className="flex items-center gap-1.5 text-xs whitespace-nowrap text-muted-foreground">
          <EstadoBadge estado={estado} />
          <span className="inline-flex items-center gap-1 tabular-nums" data-testid="revision-card-total" title={`${counts.total} ${pluralWord(counts.total, 'entrega', 'entregas')}`}>
            <ImagesIcon className="size-3.5" aria-hidden="true" />
            {counts.total}
            <span className="sr-only">{counts.total === 1 ? ' entrega' : ' entregas'}</span>
          </span>
        </span>
      </span>
    </button>
  );
});
