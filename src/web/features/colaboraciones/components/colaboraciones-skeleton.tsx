import { Skeleton } from '@web/components/ui/skeleton';

/** The table's shape while the first page loads. */
export function ColaboracionesSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="flex flex-col gap-3 p-4" role="status" aria-label="Cargando colaboraciones">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-4" />
          <Skeleton className="size-10" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="hidden h-4 w-24 md:block" />
          <Skeleton radius="full" className="h-6 w-20" />
        </div>
      ))}
    </div>
  );
}
