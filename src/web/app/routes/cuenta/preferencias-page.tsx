import { homePathFor } from '@shared/domain/permissions';
import { BackButton } from '@web/components/ui/back-button';
import { PageHeader } from '@web/components/ui/page-header';
import { useSession } from '@web/lib/use-session';
import { PATHS } from '@web/paths';
import { PREFERENCIAS_INTRO, PreferenciasCorreo } from '@web/features/avisos/components/preferencias-correo';

/** /cuenta/preferencias (issue 17): which notices also reach her by email, in her own shell. */
export function PreferenciasPage() {
  const { data } = useSession();
  if (!data) return null;
  return (
    <div className="mx-auto w-full max-w-2xl">
      <BackButton to={data.role ? homePathFor(data.role) : PATHS.dashboard} />
      <PageHeader title="Preferencias de correo" description={PREFERENCIAS_INTRO} />
      <PreferenciasCorreo />
    </div>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { PreferenciasPage as Component };
