import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/** The screen's one <h1>, an optional subtitle and actions on the right. */
/** rowFrom: the width from which the actions sit beside the title (a long toolbar waits for 2xl). */
export function PageHeader({
  title,
  description,
  actions,
  rowFrom = 'sm',
  className,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  rowFrom?: 'sm' | '2xl';
  className?: string;
}) {
  return (
    <header
      className={cn('mb-6 flex flex-col gap-3 sm:justify-between', rowFrom === 'sm' ? 'sm:flex-row sm:items-end' : 'sm:items-start 2xl:flex-row 2xl:items-end', className)}
    >
      <div className="space-y-1">
        <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {description ? <p className="text-sm text-muted-foreground sm:text-base">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}
