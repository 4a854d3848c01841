import { UsersIcon } from 'lucide-react';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';

/** /colaboradoras (admin): the creators list. */
export function ColaboradorasPage() {
  return (
    <>
      <PageHeader title="Colaboradoras" description="Las creadoras de contenido que colaboran con la marca." />
      <EmptyState icon={UsersIcon} description="Aquí aparecerán las colaboradoras registradas, con sus datos de contacto, entregas y contenido." />
    </>
  );
}
