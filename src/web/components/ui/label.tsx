import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** A plain <label> (no Radix here, so the light /auth page stays small). */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    <label data-slot="label" className={cn('text-sm font-medium leading-none select-none peer-disabled:opacity-50', className)} {...props} />
  );
}
