import { CALIFICACION_LABELS } from '@shared/domain/calificacion';
import { FEEDBACK_STATUSES } from '@shared/domain/options';
import type { FeedbackCounts } from '@shared/schemas/revision';
import { CALIFICACION_DOT } from '@web/lib/calificacion-style';

/** The five counters' keys, labels and dots, built once (decision 099): a render writes only the values. */
const COUNTERS = [
  { key: 'total', label: 'Total', dot: 'size-2.5 rounded-full bg-muted-foreground' },
  ...[...FEEDBACK_STATUSES, 'sin_revisar' as const].map((s) => ({ key: s, label: CALIFICACION_LABELS[s], dot: `size-2.5 rounded-full ${CALIFICACION_DOT[s]}` })),
] as const;

/** Spec §2: the selected collaboration's counters, total, excelente, bueno and descartado, then Sin revisar (decision 040). */
export function RevisionCounters({ counts }: { counts: FeedbackCounts }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label="Contadores">
      {COUNTERS.map((item) => (
        <div key={item.key} className="rounded-xl border bg-card px-4 py-3 shadow-sm" data-testid={`contador-${item.key}`}>
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <span className={item.dot} aria-hidden="true" />
            {item.label}
          </dt>
          <dd className="text-2xl font-semibold tabular-nums">{counts[item.key]}</dd>
        </div>
      ))}
    </dl>
  );
}
