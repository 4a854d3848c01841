import { useSearchParams } from 'react-router';
import { PublicFrame } from '@web/components/layouts/public-frame';
import { Spinner } from '@web/components/ui/spinner';
import { useEstadoEnlace } from '@web/features/auth/api/estado-enlace';
import { ENLACE_USADO_MESSAGE, EnlaceInvalido, NuevaContrasenaForm } from '@web/features/auth/components/nueva-contrasena-form';

/**
 * /auth/nueva-contrasena?token=… (public, issue 17): the link of the recovery email, or the one an admin
 * made in Gestión de Roles. Without a token there is nothing to check: the link is said to be invalid.
 */
export function NuevaContrasenaPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim();
  return (
    <PublicFrame title="Nueva contraseña" description={token ? 'Elige la contraseña con la que entrarás a partir de ahora.' : undefined}>
      {token ? <ConToken token={token} /> : <EnlaceInvalido />}
    </PublicFrame>
  );
}

/** The form once the link is known to work; a used or expired link says so before anything is typed. */
function ConToken({ token }: { token: string }) {
  const estado = useEstadoEnlace(token);
  if (estado.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground">
        <Spinner /> Comprobando el enlace…
      </p>
    );
  }
  if (estado.data?.valido === false) return <EnlaceInvalido message={ENLACE_USADO_MESSAGE} />;
  return <NuevaContrasenaForm token={token} />;
}

/** The router's name for this screen (src/web/router.tsx). */
export { NuevaContrasenaPage as Component };
