import type { ComponentProps } from 'react';
import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '@web/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn('fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-overlay-in', className)}
      {...props}
    />
  );
}

const DIALOG_WIDTH = { md: 'max-w-md', lg: 'max-w-lg', '2xl': 'max-w-2xl', '3xl': 'max-w-3xl', '5xl': 'max-w-5xl' } as const;
const DIALOG_PADDING = { default: 'p-6', compact: 'p-4 sm:p-6', roomy: 'p-6 sm:p-8' } as const;

/** width: the dialog's largest width; padding 'compact': p-4 on phones, 'roomy': p-8 from sm up. */
export function DialogContent({
  className,
  children,
  showCloseButton = true,
  width = 'lg',
  padding = 'default',
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean; width?: keyof typeof DIALOG_WIDTH; padding?: keyof typeof DIALOG_PADDING }) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-popover text-popover-foreground shadow-lg outline-none data-[state=open]:animate-content-in',
          DIALOG_WIDTH[width],
          DIALOG_PADDING[padding],
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close className="absolute top-4 right-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring">
            <XIcon className="size-4" aria-hidden="true" />
            <span className="sr-only">Cerrar</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

/** layout 'stack': title over description (centred on phones); 'row': a picture beside them. */
export function DialogHeader({ className, layout = 'stack', ...props }: ComponentProps<'div'> & { layout?: 'stack' | 'row' }) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('flex', layout === 'row' ? 'flex-row items-center gap-4' : 'flex-col gap-2 text-center sm:text-left', className)}
      {...props}
    />
  );
}

/** justify 'between': something on the left (a count, a note) and the buttons on the right, from sm up. */
export function DialogFooter({ className, justify = 'end', ...props }: ComponentProps<'div'> & { justify?: 'end' | 'between' }) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row', justify === 'between' ? 'sm:justify-between' : 'sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, size = 'default', ...props }: ComponentProps<typeof DialogPrimitive.Title> & { size?: 'default' | 'lg' }) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('font-semibold', size === 'lg' ? 'text-xl leading-tight' : 'text-lg leading-none', className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="dialog-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
