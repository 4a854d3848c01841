import { ImagesIcon } from 'lucide-react';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';

/** /contenido (admin): content gallery. */
export function ContenidoPage() {
  return (
    <>
      <PageHeader title="Contenido" description="Galería del contenido publicado y programado." />
      <EmptyState icon={ImagesIcon} description="Aquí aparecerán los posts, stories y reels de las colaboradoras." />
    </>
  );
}
