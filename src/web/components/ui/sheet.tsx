import type { ComponentProps } from 'react';
import { XIcon } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import { cn } from '@web/lib/cn';

/** A panel that slides in from a side, built on Radix Dialog (focus trap, Escape, labelled). */
export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;

/** menu: a side menu most of a phone wide; panel: the whole width, its parts ruled apart by their own borders. */
const SHEET_SIZE = { menu: 'w-[85vw] max-w-xs gap-4 bg-sidebar', panel: 'w-full gap-0 bg-popover' } as const;

export function SheetContent({
  className,
  children,
  side = 'left',
  size = 'menu',
  closeLabel = 'Cerrar menú',
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & { side?: 'left' | 'right'; size?: keyof typeof SHEET_SIZE; closeLabel?: string }) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-overlay-in" />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          'fixed inset-y-0 z-50 flex h-full flex-col text-foreground shadow-xl outline-none',
          SHEET_SIZE[size],
          side === 'left' ? 'left-0 border-r data-[state=open]:animate-sheet-in-left' : 'right-0 border-l data-[state=open]:animate-sheet-in-right',
          className,
        )}
        {...props}
      >
        {children}
        <SheetPrimitive.Close className="absolute top-4 right-4 rounded-sm p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring">
          <XIcon className="size-4" aria-hidden="true" />
          <span className="sr-only">{closeLabel}</span>
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title className={cn('text-base font-semibold', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
