import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/**
 * A plain <label> (no Radix here, so the light /auth page stays small). `wrap`: a label long enough to
 * take two lines (a setting's title beside its switch) gets a readable line height.
 */
export function Label({ className, wrap = false, ...props }: ComponentProps<'label'> & { wrap?: boolean }) {
  return (
    <label data-slot="label" className={cn('text-sm font-medium select-none peer-disabled:opacity-50', wrap ? 'leading-snug' : 'leading-none', className)} {...props} />
  );
}
