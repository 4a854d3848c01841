import { RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';

/** Spec §2: the loading text of the review, 'Cargando...'. */
export function RevisionLoading() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-muted-foreground">
      <Spinner />
      Cargando...
    </p>
  );
}

/** Spec §8: 'Error al cargar entregas' (also a toast), with a way to try again. */
export function RevisionLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 px-6 py-10 text-center">
      <TriangleAlertIcon className="size-6 text-destructive" aria-hidden="true" />
      <p className="font-medium">Error al cargar entregas</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCwIcon aria-hidden="true" />
        Reintentar
      </Button>
    </div>
  );
}
