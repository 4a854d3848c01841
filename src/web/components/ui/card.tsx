import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card" className={cn('rounded-xl border bg-card text-card-foreground shadow-sm', className)} {...props} />;
}

const HEADER_LAYOUT = { stack: 'flex-col gap-1.5', 'stack-loose': 'flex-col gap-3', row: 'flex-row gap-3' } as const;

/** layout 'stack': title over description; 'stack-loose': more room between; 'row': an icon or actions beside the title. */
export function CardHeader({ className, layout = 'stack', ...props }: ComponentProps<'div'> & { layout?: keyof typeof HEADER_LAYOUT }) {
  return <div data-slot="card-header" className={cn('flex p-5 sm:p-6', HEADER_LAYOUT[layout], className)} {...props} />;
}

export function CardTitle({ className, size = 'default', ...props }: ComponentProps<'h2'> & { size?: 'default' | 'sm' }) {
  return <h2 data-slot="card-title" className={cn('font-semibold tracking-tight', size === 'sm' ? 'text-base' : 'text-lg leading-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-5 pb-5 sm:px-6 sm:pb-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex items-center gap-2 px-5 pb-5 sm:px-6 sm:pb-6', className)} {...props} />;
}
