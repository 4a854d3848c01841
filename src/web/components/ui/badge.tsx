import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** Tones match BadgeTone of src/shared/domain/estado.ts. */
export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 border py-0.5 text-xs font-semibold [&_svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        outline: 'border-input text-foreground',
        success: 'border-transparent bg-success text-success-foreground',
        warning: 'border-transparent bg-warning text-warning-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
      },
      /** tight: a count beside a label. */
      size: { default: 'px-2.5', tight: 'px-1.5' },
      /** wrap: a sentence that may not fit a phone's narrow card breaks onto two lines instead of being cut. */
      wrap: { false: 'whitespace-nowrap rounded-full', true: 'max-w-full whitespace-normal rounded-lg text-left [&_svg]:shrink-0' },
    },
    defaultVariants: { variant: 'default', size: 'default', wrap: false },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, size, wrap, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant, size, wrap }), className)} {...props} />;
}
