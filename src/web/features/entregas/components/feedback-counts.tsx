import { FEEDBACK_LABELS, FEEDBACK_STATUSES } from '@shared/domain/options';
import type { Entrega } from '@shared/schemas/entregas';
import { cn } from '@web/lib/cn';

const TONES = {
  excelente: 'text-success',
  bueno: 'text-foreground',
  descartado: 'text-destructive',
} as const;

/** How the staff rated her files of this collaboration: Excelente, Bueno, Descartado. */
export function FeedbackCounts({ entregas }: { entregas: Entrega[] | undefined }) {
  return (
    <section aria-labelledby="feedback-counts-title" className="flex flex-col gap-2">
      <h2 id="feedback-counts-title" className="text-sm font-medium">
        Calificación de tu contenido
      </h2>
      <dl className="grid grid-cols-3 gap-2">
        {FEEDBACK_STATUSES.map((status) => (
          <div key={status} className="flex flex-col items-center gap-0.5 rounded-xl border bg-card px-2 py-3 text-card-foreground shadow-xs">
            <dt className="text-xs text-muted-foreground">{FEEDBACK_LABELS[status]}</dt>
            <dd className={cn('text-2xl font-semibold tabular-nums', TONES[status])} data-testid={`feedback-count-${status}`}>
              {entregas ? entregas.filter((e) => e.feedbackStatus === status).length : '–'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
