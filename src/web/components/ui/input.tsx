import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** compact: 36 px high (a row of inline fields); mono: a code or link to copy, small monospace. */
export function Input({ className, type = 'text', compact = false, mono = false, ...props }: ComponentProps<'input'> & { compact?: boolean; mono?: boolean }) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'flex w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 shadow-xs transition-colors placeholder:text-muted-foreground outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive file:border-0 file:bg-transparent file:text-sm file:font-medium',
        compact ? 'h-9' : 'h-10',
        mono ? 'font-mono text-xs md:text-xs' : 'text-base md:text-sm',
        className,
      )}
      {...props}
    />
  );
}
