import { CalendarClockIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { formatFechaLarga } from '@web/lib/format';
import { plazo } from './plazo';

/** From the day she marked it received: the due date and the days left, red when overdue (spec §5). */
export function PlazoPublicacion({ dueAt, now = new Date() }: { dueAt: string; now?: Date }) {
  const { overdue, restante } = plazo(dueAt, now);
  const fecha = formatFechaLarga(dueAt);
  return (
    <div
      className={cn('flex items-start gap-3 rounded-xl border p-3 text-sm', overdue ? 'border-destructive/50 text-destructive' : 'bg-card')}
      data-testid="plazo-publicacion"
      data-overdue={overdue}
    >
      <CalendarClockIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        <span className="block font-medium">Fecha límite de publicación: {fecha}</span>
        <span className={cn('block', overdue ? 'font-semibold' : 'text-muted-foreground')}>{restante}</span>
      </p>
    </div>
  );
}
