import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { Button } from './button';

/** 'Anterior' / 'Página N de M' / 'Siguiente' for server-side paging. Renders nothing for a single page. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  disabled = false,
  className,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
  className?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Paginación" className={cn('flex items-center justify-between gap-2 sm:justify-end', className)}>
      <Button variant="outline" size="sm" disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeftIcon aria-hidden="true" />
        Anterior
      </Button>
      <span className="px-2 text-sm text-muted-foreground tabular-nums" aria-live="polite">
        Página {page} de {pageCount}
      </span>
      <Button variant="outline" size="sm" disabled={disabled || page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Siguiente
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}
