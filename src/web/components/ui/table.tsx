import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div data-slot="table-container" className="relative w-full overflow-x-auto">
      <table data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}
export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />;
}
export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}
/** hover: false for the header's row. */
export function TableRow({ className, hover = true, ...props }: ComponentProps<'tr'> & { hover?: boolean }) {
  return <tr data-slot="table-row" className={cn('border-b transition-colors data-[state=selected]:bg-muted', hover && 'hover:bg-muted/50', className)} {...props} />;
}
/** dense: narrower side padding on phones (px-2, px-3 from sm up). */
const cellPadding = (dense: boolean) => (dense ? 'px-2 sm:px-3' : 'px-3');
export function TableHead({ className, align = 'left', dense = false, ...props }: ComponentProps<'th'> & { align?: 'left' | 'right'; dense?: boolean }) {
  return (
    <th
      data-slot="table-head"
      className={cn('h-10 whitespace-nowrap align-middle text-xs font-semibold uppercase tracking-wide text-muted-foreground', cellPadding(dense), align === 'right' ? 'text-right' : 'text-left', className)}
      {...props}
    />
  );
}
export function TableCell({ className, dense = false, ...props }: ComponentProps<'td'> & { dense?: boolean }) {
  return <td data-slot="table-cell" className={cn('py-3 align-middle', cellPadding(dense), className)} {...props} />;
}
