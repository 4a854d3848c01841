import { CheckIcon } from 'lucide-react';
import { PASO_ENVIO_LABELS, type PasoTimeline } from '@shared/schemas/logistica';
import { cn } from '@web/lib/cn';
import { formatFecha } from '@web/lib/format';

/** The spec's five steps with their dates: across on wide cards, down on phones. */
export function EnvioTimeline({ steps }: { steps: PasoTimeline[] }) {
  return (
    <ol className="grid gap-3 sm:grid-cols-5 sm:gap-2" aria-label="Línea de tiempo del envío">
      {steps.map((s, i) => (
        <li key={s.paso} className="relative flex gap-3 sm:flex-col sm:items-center sm:gap-1.5 sm:text-center" data-alcanzado={s.alcanzado} data-testid="timeline-paso">
          {i > 0 ? (
            <span
              className={cn('absolute top-3.5 right-1/2 hidden h-0.5 w-[calc(100%+0.5rem)] sm:block', s.alcanzado ? 'bg-primary' : 'bg-border')}
              aria-hidden="true"
            />
          ) : null}
          <span
            className={cn(
              'relative z-10 flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold',
              s.alcanzado ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card text-muted-foreground',
            )}
            aria-hidden="true"
          >
            {s.alcanzado ? <CheckIcon className="size-3.5" /> : i + 1}
          </span>
          <span className="min-w-0">
            <span className={cn('block text-sm font-medium', !s.alcanzado && 'text-muted-foreground')}>
              {PASO_ENVIO_LABELS[s.paso]}
              <span className="sr-only">{s.alcanzado ? ' (completado)' : ' (pendiente)'}</span>
            </span>
            <span className="block text-xs text-muted-foreground">
              {s.fecha ? <time dateTime={s.fecha}>{formatFecha(s.fecha)}</time> : s.alcanzado ? 'Sin fecha reportada' : '—'}
            </span>
            {s.nota ? <span className="block text-xs text-muted-foreground italic">{s.nota}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
