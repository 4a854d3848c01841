import type { Aviso } from '@shared/schemas/avisos';
import { AvisosLista } from '@web/components/avisos-lista';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useAvisos, useMarcarLeido, useMarcarTodos } from '@web/lib/avisos';
import { useNoLeidos } from '@web/lib/no-leidos';

/** Avisos (issue 17): every notice of hers, 20 at a time with 'Cargar más', and 'Marcar todo como leído'. */
export function BandejaAvisos() {
  const avisos = useAvisos();
  const noLeidos = useNoLeidos();
  const marcarLeido = useMarcarLeido();
  const marcarTodos = useMarcarTodos();
  const open = (aviso: Aviso) => {
    if (!aviso.leido) marcarLeido.mutate(aviso.id);
  };

  if (avisos.isError) {
    return (
      <EmptyState
        title="No se pudieron cargar tus avisos"
        description={errorMessage(avisos.error)}
        action={
          <Button variant="outline" onClick={() => void avisos.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  }
  return (
    <section aria-labelledby="bandeja-titulo" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="bandeja-titulo" className="text-sm font-medium text-muted-foreground">
          {noLeidos > 0 ? `${noLeidos} sin leer` : 'Todo leído'}
        </h2>
        <Button variant="outline" size="sm" disabled={noLeidos === 0} pending={marcarTodos.isPending} onClick={() => marcarTodos.mutate()}>
          Marcar todo como leído
        </Button>
      </div>
      <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
        <AvisosLista avisos={avisos.avisos} isPending={avisos.isPending} onOpen={open} />
      </div>
      {avisos.hasNextPage ? (
        <Button variant="outline" className="self-center" pending={avisos.isFetchingNextPage} onClick={() => void avisos.fetchNextPage()}>
          {avisos.isFetchingNextPage ? <Spinner /> : null}
          Cargar más
        </Button>
      ) : null}
    </section>
  );
}
