import type { ComponentProps } from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '@web/lib/cn';

/**
 * A progress bar on the spec's 0-100 scale (§9): role progressbar with aria-valuenow, so give it an
 * aria-label (or aria-labelledby). `value` null is indeterminate. `thin`: a square 4 px line along an
 * edge (a bar's own progress), where callers would otherwise override the height and the rounding.
 */
export function Progress({ className, value, thin = false, ...props }: ComponentProps<typeof ProgressPrimitive.Root> & { thin?: boolean }) {
  const clamped = value == null ? null : Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={clamped}
      max={100}
      className={cn('w-full overflow-hidden bg-muted', thin ? 'absolute inset-x-0 top-0 h-1' : 'relative h-2 rounded-full', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className="h-full w-full flex-1 bg-primary transition-transform duration-200 motion-reduce:transition-none"
        style={{ transform: `translateX(-${100 - (clamped ?? 0)}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
