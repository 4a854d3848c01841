import { homePathFor } from '@shared/domain/permissions';
import { BackButton } from '@web/components/ui/back-button';
import { PageHeader } from '@web/components/ui/page-header';
import { useSession } from '@web/lib/use-session';
import { PATHS } from '@web/paths';
import { BandejaAvisos } from '@web/features/avisos/components/bandeja-avisos';

/** /cuenta/avisos (issue 17): all her notices, in her own shell ('Ver todos' from the bell). */
export function AvisosPage() {
  const { data } = useSession();
  if (!data) return null;
  return (
    <div className="mx-auto w-full max-w-2xl">
      <BackButton to={data.role ? homePathFor(data.role) : PATHS.dashboard} />
      <PageHeader title="Avisos" description="Lo que pasó con tus colaboraciones y tu cuenta, lo más reciente primero." />
      <BandejaAvisos />
    </div>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { AvisosPage as Component };
