import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '@web/lib/cn';

export function Tabs({ className, gap = 'default', ...props }: ComponentProps<typeof TabsPrimitive.Root> & { gap?: 'default' | 'tight' }) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('flex flex-col', gap === 'tight' ? 'gap-3' : 'gap-4', className)} {...props} />;
}

const LIST_WIDTH = { fit: 'w-fit', full: 'w-full', 'full-mobile': 'w-full sm:w-fit' } as const;

/** width 'full-mobile': the whole row on phones, its own width from sm up. */
export function TabsList({ className, width = 'fit', ...props }: ComponentProps<typeof TabsPrimitive.List> & { width?: keyof typeof LIST_WIDTH }) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn('inline-flex h-10 max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground', LIST_WIDTH[width], className)}
      {...props}
    />
  );
}

const TRIGGER_FIT = { fill: 'h-full flex-1 gap-1.5 px-3', content: 'h-full flex-none gap-1.5 px-3', compact: 'h-8 flex-none gap-1 px-2' } as const;

/** fit 'fill': the triggers share the list; 'content': each as wide as its text; 'compact': that, smaller. */
export function TabsTrigger({ className, fit = 'fill', ...props }: ComponentProps<typeof TabsPrimitive.Trigger> & { fit?: keyof typeof TRIGGER_FIT }) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        TRIGGER_FIT[fit],
        'inline-flex items-center justify-center whitespace-nowrap rounded-md text-sm font-medium transition-colors outline-none hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn('outline-none', className)} {...props} />;
}
