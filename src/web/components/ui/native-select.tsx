import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/**
 * The platform's own select, styled like Input: on phones it opens the system picker, and it costs no
 * JavaScript (creator pages stay light). Use the Radix Select where a custom list is needed. `compact`:
 * a shorter select as wide as its options, inside a row of other controls.
 */
export function NativeSelect({ className, compact = false, ...props }: ComponentProps<'select'> & { compact?: boolean }) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        'flex min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
        compact ? 'h-9 w-auto' : 'h-10 w-full',
        className,
      )}
      {...props}
    />
  );
}
