import { useId, type ReactNode } from 'react';
import { CALIFICACION_LABELS, type Calificacion } from '@shared/domain/calificacion';
import { CALIFICACION_DOT } from '@web/lib/calificacion-style';
import { cn } from '@web/lib/cn';

/** One feedback group of a Contenido tab: a heading (Excelente, Bueno, Descartado, Sin revisar), how many, the files. */
export function FeedbackSection({ status, count, unit, children }: { status: Calificacion; count: number; unit: [string, string]; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-feedback={status} className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <span className={cn('size-2.5 rounded-full', CALIFICACION_DOT[status])} aria-hidden="true" />
        <h2 id={id} className="text-base font-semibold">
          {CALIFICACION_LABELS[status]}
        </h2>
        <span className="text-sm text-muted-foreground">· {count === 1 ? `1 ${unit[0]}` : `${count} ${unit[1]}`}</span>
      </div>
      {children}
    </section>
  );
}
