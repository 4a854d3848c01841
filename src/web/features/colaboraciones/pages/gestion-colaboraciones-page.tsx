import { FolderKanbanIcon } from 'lucide-react';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';

/** /admin/colaboraciones (admin): Gestión de Colaboraciones. */
export function GestionColaboracionesPage() {
  return (
    <>
      <PageHeader title="Gestión de Colaboraciones" description="Productos disponibles para colaborar, su estado e inventario." />
      <EmptyState icon={FolderKanbanIcon} description="Aquí aparecerán las colaboraciones creadas o importadas desde la tienda." />
    </>
  );
}
