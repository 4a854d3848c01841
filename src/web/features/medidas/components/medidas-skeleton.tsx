import { Skeleton } from '@web/components/ui/skeleton';

export function MedidasSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className="flex flex-col gap-3" role="status" aria-label="Cargando medidas">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-3 rounded-xl border bg-card p-4">
          <Skeleton className="size-12" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="hidden h-9 w-72 lg:block" />
        </div>
      ))}
    </div>
  );
}
