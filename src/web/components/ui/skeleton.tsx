import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

const RADIUS = { md: 'rounded-md', lg: 'rounded-lg', xl: 'rounded-xl', full: 'rounded-full' } as const;

/** radius: the corners of what it stands in for (a card is xl, a badge full). */
export function Skeleton({ className, radius = 'md', ...props }: ComponentProps<'div'> & { radius?: keyof typeof RADIUS }) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn('animate-pulse bg-muted', RADIUS[radius], className)} {...props} />;
}
