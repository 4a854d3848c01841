import { ClipboardCheckIcon } from 'lucide-react';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';

/** /logistica/confirmacion (admin or tienda): Confirmación de producto. */
export function ConfirmacionPage() {
  return (
    <>
      <PageHeader title="Confirmación de producto" description="Verifica qué el producto sigue disponible." />
      <EmptyState icon={ClipboardCheckIcon} description="Aquí aparecerán las solicitudes de las colaboradoras que esperan confirmación." />
    </>
  );
}
