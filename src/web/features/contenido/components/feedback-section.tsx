import { useId, type ReactNode } from 'react';
import { FEEDBACK_LABELS, type FeedbackStatus } from '@shared/domain/options';
import { cn } from '@web/lib/cn';

const DOT: Record<FeedbackStatus, string> = {
  excelente: 'bg-success',
  bueno: 'bg-primary',
  descartado: 'bg-destructive',
};

/** One feedback group of a Contenido tab: a heading (Excelente, Bueno, Descartado), how many, the files. */
export function FeedbackSection({ status, count, unit, children }: { status: FeedbackStatus; count: number; unit: [string, string]; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-feedback={status} className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <span className={cn('size-2.5 rounded-full', DOT[status])} aria-hidden="true" />
        <h2 id={id} className="text-base font-semibold">
          {FEEDBACK_LABELS[status]}
        </h2>
        <span className="text-sm text-muted-foreground">· {count === 1 ? `1 ${unit[0]}` : `${count} ${unit[1]}`}</span>
      </div>
      {children}
    </section>
  );
}
