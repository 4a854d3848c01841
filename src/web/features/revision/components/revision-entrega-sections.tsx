import { useId } from 'react';
import { CALIFICACION_LABELS, calificacionDe, type Calificacion } from '@shared/domain/calificacion';
import { FEEDBACK_STATUSES } from '@shared/domain/options';
import type { Entrega } from '@shared/schemas/entregas';
import { cn } from '@web/lib/cn';
import { CALIFICACION_DOT } from '@web/lib/calificacion-style';
import { RevisionEntregaTile } from './revision-entrega-tile';
import { plural } from '@web/lib/format';

/**
 * Spec §2: the deliveries in three sections by feedback (Excelente, Bueno, Descartado), photos and videos
 * together, newest first, in 2 to 5 columns by width. Out of admin mode the empty sections are hidden.
 * Files nobody rated yet come first under 'Sin revisar' (decision 040), never under Bueno; that section
 * shows only when it has files.
 */
export function RevisionEntregaSections({
  entregas,
  adminMode,
  onOpen,
}: {
  entregas: readonly Entrega[];
  adminMode: boolean;
  onOpen: (entrega: Entrega) => void;
}) {
  const groups = (['sin_revisar', ...FEEDBACK_STATUSES] as const)
    .map((status) => ({ status, items: entregas.filter((e) => calificacionDe(e) === status) }))
    .filter((g) => g.items.length > 0 || (adminMode && g.status !== 'sin_revisar'));
  if (groups.length === 0) {
    return <p className="rounded-xl border border-dashed px-6 py-10 text-center text-sm text-muted-foreground">Esta colaboración aún no tiene entregas.</p>;
  }
  return (
    <div className="flex flex-col gap-8">
      {groups.map((g, i) => (
        <FeedbackSection key={g.status} status={g.status} items={g.items} adminMode={adminMode} onOpen={onOpen} first={i === 0} />
      ))}
    </div>
  );
}

const SECTION = 'flex flex-col gap-3';
const SECTION_BELOW = `${SECTION} [content-visibility:auto] [contain-intrinsic-size:auto_20rem]`;

function FeedbackSection({
  status,
  items,
  adminMode,
  onOpen,
  first,
}: {
  status: Calificacion;
  items: Entrega[];
  adminMode: boolean;
  onOpen: (entrega: Entrega) => void;
  first: boolean;
}) {
  const id = useId();
  return (
    // Laid out and painted when it comes near the screen (below the grid and the panel's header on a first
    // load); its height is remembered once drawn (decision 082). Not the first: it is on screen when the
    // page opens on a desktop, and there `content-visibility: auto` made Chromium restyle and lay it out a
    // second time in the first frame, once it had found it on screen (decision 099).
    <section aria-labelledby={id} data-feedback={status} className={first ? SECTION : SECTION_BELOW}>
      <div className="flex items-center gap-2">
        <span className={cn('size-2.5 rounded-full', CALIFICACION_DOT[status])} aria-hidden="true" />
        <h3 id={id} className="text-base font-semibold">
          {CALIFICACION_LABELS[status]}
        </h3>
        <span className="text-sm text-muted-foreground tabular-nums">· {plural(items.length, 'entrega', 'entregas')}</span>
      </div>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">Sin entregas en esta sección.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5">
          {items.map((e) => (
            <li key={e.id}>
              <RevisionEntregaTile entrega={e} adminMode={adminMode} onOpen={() => onOpen(e)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
