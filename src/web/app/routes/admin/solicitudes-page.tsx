import { PageHeader } from '@web/components/ui/page-header';
import { SolicitudesPanel } from '@web/features/aplicaciones/components/solicitudes-panel';
import { PATHS } from '@web/paths';

/** /admin/solicitudes (admin, issue 29 item 4): the applications from /aplica, accepted or declined here. */
export function SolicitudesPage() {
  return (
    <>
      <PageHeader
        title="Solicitudes"
        description={`Creadoras que quieren colaborar, desde el enlace ${window.location.origin}${PATHS.aplica}. Al aceptar, le enviamos su invitación por correo.`}
      />
      <SolicitudesPanel />
    </>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { SolicitudesPage as Component };
