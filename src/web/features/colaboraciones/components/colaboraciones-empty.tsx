import { FolderKanbanIcon, SearchXIcon } from 'lucide-react';
import type { AdminTab } from '@shared/schemas/colaboracion';
import { EmptyState } from '@web/components/ui/empty-state';
import { tabLabel } from './estado-tabs';

/** What an empty tab says: nothing matches the search, nothing at all yet, or nothing in this state. */
export function ColaboracionesEmpty({ tab, q, className }: { tab: AdminTab; q: string; className?: string }) {
  if (q) {
    return (
      <EmptyState
        className={className}
        icon={SearchXIcon}
        title="No se encontraron resultados"
        description={`Ninguna colaboración${tab === 'todos' ? '' : ` en ${tabLabel(tab)}`} coincide con «${q}».`}
      />
    );
  }
  if (tab === 'todos') {
    return (
      <EmptyState
        className={className}
        icon={FolderKanbanIcon}
        title="Aún no hay colaboraciones"
        description="Crea una con «Nueva» o impórtala desde la tienda."
      />
    );
  }
  return (
    <EmptyState
      className={className}
      icon={FolderKanbanIcon}
      title={`No hay colaboraciones en ${tabLabel(tab)}`}
      description="Cuando una colaboración llegue a este estado aparecerá aquí."
    />
  );
}
