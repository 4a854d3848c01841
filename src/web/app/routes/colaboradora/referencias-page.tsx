import { BackButton } from '@web/components/ui/back-button';
import { PageHeader } from '@web/components/ui/page-header';
import { ReferenciasCard } from '@web/components/referencias-card';

/** /colaboradora/referencias: Referencias visuales, with a back (history) button. */
export function ReferenciasPage() {
  return (
    <>
      <BackButton />
      <PageHeader title="Referencias visuales" description="Ideas y ejemplos para inspirar tu contenido." />
      <ReferenciasCard />
    </>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { ReferenciasPage as Component };
