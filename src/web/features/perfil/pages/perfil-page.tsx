import { UserIcon } from 'lucide-react';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';

/** /colaboradora/perfil: Mi Perfil. */
export function PerfilPage() {
  return (
    <>
      <PageHeader title="Mi Perfil" description="Tus datos como colaboradora." />
      <EmptyState icon={UserIcon} description="Aquí podrás ver y editar tu perfil, y subir tu foto." />
    </>
  );
}
