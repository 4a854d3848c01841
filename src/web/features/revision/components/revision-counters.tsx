import { CALIFICACION_LABELS } from '@shared/domain/calificacion';
import { FEEDBACK_STATUSES } from '@shared/domain/options';
import type { FeedbackCounts } from '@shared/schemas/revision';
import { cn } from '@web/lib/cn';
import { CALIFICACION_DOT } from '@web/lib/calificacion-style';

/** Spec §2: the selected collaboration's counters, total, excelente, bueno and descartado, then Sin revisar (decision 040). */
export function RevisionCounters({ counts }: { counts: FeedbackCounts }) {
  const items = [
    { key: 'total', label: 'Total', value: counts.total, dot: 'bg-muted-foreground' },
    ...[...FEEDBACK_STATUSES, 'sin_revisar' as const].map((s) => ({ key: s, label: CALIFICACION_LABELS[s], value: counts[s], dot: CALIFICACION_DOT[s] })),
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label="Contadores">
      {items.map((item) => (
        <div key={item.key} className="rounded-xl border bg-card px-4 py-3 shadow-sm" data-testid={`contador-${item.key}`}>
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <span className={cn('size-2.5 rounded-full', item.dot)} aria-hidden="true" />
            {item.label}
          </dt>
          <dd className="text-2xl font-semibold tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
