import { SearchXIcon, UsersIcon } from 'lucide-react';
import type { ColaboradorasListResponse } from '@shared/schemas/colaboradoras';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { ColaboradoraCard } from './colaboradora-card';

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4';

export function ColaboradorasSkeleton() {
  return (
    <div className={GRID} role="status" aria-label="Cargando...">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} radius="xl" className="h-80 w-full" />
      ))}
    </div>
  );
}

/** The cards, or the empty state that fits: none yet, or none for this search and these filters. */
export function ColaboradorasList({
  data,
  filtered,
  busy,
  onVerPerfil,
  onClear,
}: {
  data: ColaboradorasListResponse;
  filtered: boolean;
  busy: boolean;
  onVerPerfil: (id: string) => void;
  onClear: () => void;
}) {
  if (data.items.length === 0) {
    return filtered ? (
      <EmptyState
        icon={SearchXIcon}
        title="No se encontraron colaboradoras"
        description="Prueba con otra búsqueda o quita algún filtro."
        action={
          <Button variant="outline" onClick={onClear}>
            Limpiar búsqueda y filtros
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={UsersIcon}
        title="Aún no hay colaboradoras"
        description="Crea un enlace con «Nueva Colaboradora» y compártelo: quien se registre con él aparecerá aquí."
      />
    );
  }
  const from = (data.page - 1) * data.pageSize + 1;
  const to = from + data.items.length - 1;
  return (
    <>
      <ul aria-label="Colaboradoras" aria-busy={busy} className={`${GRID} transition-opacity ${busy ? 'opacity-60' : ''}`}>
        {data.items.map((card) => (
          <li key={card.id} className="flex">
            <ColaboradoraCard card={card} onVerPerfil={onVerPerfil} />
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground" role="status">
        Mostrando {from}–{to} de {data.total} {data.total === 1 ? 'colaboradora' : 'colaboradoras'}
      </p>
    </>
  );
}
