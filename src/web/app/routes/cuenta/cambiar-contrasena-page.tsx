import { ShieldCheckIcon } from 'lucide-react';
import { homePathFor } from '@shared/domain/permissions';
import { BackButton } from '@web/components/ui/back-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { useSession } from '@web/lib/use-session';
import { PATHS } from '@web/paths';
import { CambiarContrasenaForm } from '@web/features/auth/components/cambiar-contrasena-form';

/**
 * /cuenta/contrasena (issue 14 item 6): anyone signed in changes her password, in her own shell (staff,
 * creator, or the holding screen's while she waits for a role). Changing it ends her other sessions.
 */
export function CambiarContrasenaPage() {
  const { data } = useSession();
  if (!data) return null;
  return (
    <div className="mx-auto w-full max-w-md">
      <BackButton to={data.role ? homePathFor(data.role) : PATHS.dashboard} />
      <PageHeader title="Cambiar contraseña" description="Elige una contraseña que no uses en otros sitios." />
      <Card>
        <CardHeader layout="row" className="items-start">
          <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary sm:flex">
            <ShieldCheckIcon className="size-5" aria-hidden="true" />
          </span>
          <div className="flex flex-col gap-1">
            <CardTitle>Tu cuenta</CardTitle>
            <CardDescription className="break-all">{data.user.email}</CardDescription>
            <CardDescription>Al guardarla se cerrará tu sesión en los demás dispositivos; en este seguirás dentro.</CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          <CambiarContrasenaForm email={data.user.email} />
        </CardContent>
      </Card>
    </div>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { CambiarContrasenaPage as Component };
