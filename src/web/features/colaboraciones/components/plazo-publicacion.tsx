import { CalendarCheckIcon, CalendarClockIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { formatFechaLarga } from '@web/lib/format';
import { plazo } from './plazo';

/**
 * From the day she marked it received: the due date and the days left, red when overdue (spec §5). Once
 * she added a post link (`publicadaAt`, decision 047) the rule is met: it says so, never overdue.
 */
export function PlazoPublicacion({ dueAt, publicadaAt = null, now = new Date() }: { dueAt: string; publicadaAt?: string | null; now?: Date }) {
  const fecha = formatFechaLarga(dueAt);
  if (publicadaAt) {
    return (
      <div className="flex items-start gap-3 rounded-xl border border-success/40 bg-success/10 p-3 text-sm" data-testid="plazo-publicacion" data-overdue={false} data-cumplido>
        <CalendarCheckIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>
          <span className="block font-medium">Plazo de publicación cumplido</span>
          <span className="block text-muted-foreground">Agregaste tu primera publicación el {formatFechaLarga(publicadaAt)}.</span>
        </p>
      </div>
    );
  }
  const { overdue, restante } = plazo(dueAt, now);
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
