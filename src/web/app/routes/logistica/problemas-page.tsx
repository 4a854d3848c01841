import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { useColaProblemas } from '@web/features/problemas/api/problemas';
import { ProblemasCola } from '@web/features/problemas/components/problemas-cola';

/** /logistica/problemas (admin or tienda): Problemas, issue 29. */
export function ProblemasPage() {
  const [filtro, setFiltro] = useState<'abiertos' | 'todos'>('abiertos');
  const cola = useColaProblemas(filtro);
  return (
    <>
      <PageHeader title="Problemas" description="Tallas que no quedaron, paquetes dañados o que no llegaron, y sus reemplazos." />
      <div className="mb-5 flex flex-wrap gap-2" role="group" aria-label="Filtro">
        <Button size="sm" variant={filtro === 'abiertos' ? 'default' : 'outline'} aria-pressed={filtro === 'abiertos'} onClick={() => setFiltro('abiertos')}>
          Abiertos{cola.data ? ` (${cola.data.conteo.abiertos + cola.data.conteo.enReemplazo})` : ''}
        </Button>
        <Button size="sm" variant={filtro === 'todos' ? 'default' : 'outline'} aria-pressed={filtro === 'todos'} onClick={() => setFiltro('todos')}>
          Todos
        </Button>
      </div>
      {cola.isPending ? (
        <Skeleton radius="xl" className="h-64 w-full" />
      ) : cola.isError ? (
        <EmptyState
          title="Error al cargar los problemas"
          description={errorMessage(cola.error)}
          action={
            <Button variant="outline" onClick={() => void cola.refetch()}>
              Reintentar
            </Button>
          }
        />
      ) : (
        <ProblemasCola problemas={cola.data.problemas} />
      )}
    </>
  );
}

export { ProblemasPage as Component };
