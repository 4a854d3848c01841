import type { ComponentProps } from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { cn } from '@web/lib/cn';

/** A panel anchored to its trigger (Radix Popover: Escape and an outside click close it, focus moves in and back). */
export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverClose = PopoverPrimitive.Close;

export function PopoverContent({ className, sideOffset = 6, align = 'end', ...props }: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        sideOffset={sideOffset}
        align={align}
        className={cn('z-50 rounded-xl border bg-popover text-popover-foreground shadow-lg outline-none data-[state=open]:animate-pop-in', className)}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
