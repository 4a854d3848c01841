import { UploadIcon } from 'lucide-react';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';

/** /colaboradora/entregas: Mis Entregas. */
export function MisEntregasPage() {
  return (
    <>
      <PageHeader title="Mis Entregas" description="Sube y consulta el contenido de tu colaboración activa." />
      <EmptyState icon={UploadIcon} description="Aquí podrás elegir tu colaboración activa, subir imágenes y ver la calificación de cada una." />
    </>
  );
}
