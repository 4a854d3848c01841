import { CalendarClockIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';

const DAY_MS = 24 * 60 * 60 * 1000;

/** From the day she marked it received: the due date and the days left, red when overdue (spec §5). */
export function PlazoPublicacion({ dueAt, now = new Date() }: { dueAt: string; now?: Date }) {
  const due = new Date(dueAt);
  const daysLeft = Math.ceil((due.getTime() - now.getTime()) / DAY_MS);
  const overdue = due.getTime() < now.getTime();
  const fecha = due.toLocaleDateString('es-MX', { day: 'numeric', month: 'long', year: 'numeric' });
  const restante = overdue
    ? `Vencida hace ${Math.max(1, -daysLeft)} ${Math.max(1, -daysLeft) === 1 ? 'día' : 'días'}`
    : daysLeft <= 0
      ? 'Vence hoy'
      : `${daysLeft === 1 ? 'Queda 1 día' : `Quedan ${daysLeft} días`}`;
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
