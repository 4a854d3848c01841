import { CALIFICACION_LABELS, contarCalificaciones } from '@shared/domain/calificacion';
import { FEEDBACK_STATUSES } from '@shared/domain/options';
import type { Entrega } from '@shared/schemas/entregas';
import { cn } from '@web/lib/cn';
import { CALIFICACION_TEXT } from '@web/lib/calificacion-style';

const SHOWN = [...FEEDBACK_STATUSES, 'sin_revisar'] as const;

/** How the staff rated her files of this collaboration: Excelente, Bueno, Descartado, and those not rated yet. */
export function FeedbackCounts({ entregas }: { entregas: Entrega[] | undefined }) {
  const counts = entregas ? contarCalificaciones(entregas) : undefined;
  return (
    <section aria-labelledby="feedback-counts-title" className="flex flex-col gap-2">
      <h2 id="feedback-counts-title" className="text-sm font-medium">
        Calificación de tu contenido
      </h2>
      <dl className="grid grid-cols-2 gap-2 min-[400px]:grid-cols-4">
        {SHOWN.map((status) => (
          <div key={status} className="flex flex-col items-center gap-0.5 rounded-xl border bg-card px-2 py-3 text-card-foreground shadow-xs">
            <dt className="text-xs text-muted-foreground">{CALIFICACION_LABELS[status]}</dt>
            <dd className={cn('text-2xl font-semibold tabular-nums', CALIFICACION_TEXT[status])} data-testid={`feedback-count-${status}`}>
              {counts ? counts[status] : '–'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
