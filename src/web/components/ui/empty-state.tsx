import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { InboxIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';

export const EMPTY_TITLE = 'Aún no hay datos para mostrar';

/** An honest empty state: what will appear here, never invented figures. */
export function EmptyState({
  title = EMPTY_TITLE,
  description,
  icon: Icon = InboxIcon,
  action,
  className,
}: {
  title?: string;
  description?: ReactNode;
  icon?: LucideIcon;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      className={cn('flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-card/60 px-6 py-12 text-center', className)}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="text-base font-medium">{title}</p>
      {description ? <p className="max-w-md text-sm text-muted-foreground">{description}</p> : null}
      {action}
    </section>
  );
}
