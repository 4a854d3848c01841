import { memo } from 'react';
import type { RevisionColaboracion } from '@shared/schemas/revision';
import { estadoBadge } from '@web/components/ui/estado-badge';
import { lineIcon } from '@web/components/ui/line-icon';
import { IMAGE_PATH, USER_ROUND_PATH } from '@web/components/ui/line-icon-paths';
import { pluralWord } from '@web/lib/format';

/**
 * Spec §2: the grid of collaborations that have a creator; the chosen card is marked (aria-pressed).
 * The grid and its cards are memoised (choosing one re-renders two; a render from above, none), and a
 * card's tooltip writes its count as it is drawn, without a number formatter (a page's counts are small;
 * decision 082).
 */
export const RevisionColaboracionGrid = memo(function RevisionColaboracionGrid({
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
});

// A card is plain markup with its classes written once (decision 099): the design system's Thumbnail,
// EstadoBadge (a Badge) and two Lucide icons drew the same DOM through seven components per card.
const CARD = 'flex h-full w-full items-center gap-3 rounded-xl border p-2.5 text-left shadow-sm transition-colors outline-none hover:border-primary/50 focus-visible:ring-[3px] focus-visible:ring-ring/50';
const CARD_CHOSEN = `${CARD} border-primary bg-accent/60 ring-1 ring-primary`;
const CARD_OTHER = `${CARD} bg-card`;
const THUMB = 'size-12 shrink-0 rounded-md border bg-muted object-cover';
const NO_THUMB = 'flex size-12 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground';
// Lucide's Image, UserRound and Images, each one path.
const NO_IMAGE = lineIcon(IMAGE_PATH);
const ICON_USER = lineIcon(USER_ROUND_PATH, 'size-3.5 shrink-0');
const ICON_FILES = lineIcon(
  'M22 11l-1.296-1.296a2.4 2.4 0 0 0-3.408 0L11 16M4 8a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2M12 7a1 1 0 1 0 2 0a1 1 0 1 0-2 0M10 2h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z',
  'size-3.5',
);

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
      className={selected ? CARD_CHOSEN : CARD_OTHER}
    >
      {thumbUrl ? (
        <img src={thumbUrl} alt="" width={48} height={48} loading="lazy" decoding="async" className={THUMB} />
      ) : (
        <span className={NO_THUMB}>{NO_IMAGE}</span>
      )}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="line-clamp-2 font-medium break-words" title={nombre}>
          {nombre}
        </span>
        <span className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
          {ICON_USER}
          <span className="sr-only">Colaboradora: </span>
          <span className="truncate" data-testid="revision-card-colaboradora">
            {colaboradora.nombre}
          </span>
        </span>
        <span className="flex items-center gap-1.5 text-xs whitespace-nowrap text-muted-foreground">
          {estadoBadge(estado)}
          <span className="inline-flex items-center gap-1 tabular-nums" data-testid="revision-card-total" title={`${counts.total} ${pluralWord(counts.total, 'entrega', 'entregas')}`}>
            {ICON_FILES}
            {counts.total}
            <span className="sr-only">{counts.total === 1 ? ' entrega' : ' entregas'}</span>
          </span>
        </span>
      </span>
    </button>
  );
});
