import { useSearchParams } from 'react-router';
import { PublicFrame } from '@web/components/layouts/public-frame';
import { EnlaceInvalido, NuevaContrasenaForm } from '@web/features/auth/components/nueva-contrasena-form';

/**
 * /auth/nueva-contrasena?token=… (public, issue 17): the link of the recovery email, or the one an admin
 * made in Gestión de Roles. Without a token there is nothing to check: the link is said to be invalid.
 */
export function NuevaContrasenaPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim();
  return (
    <PublicFrame title="Nueva contraseña" description={token ? 'Elige la contraseña con la que entrarás a partir de ahora.' : undefined}>
      {token ? <NuevaContrasenaForm token={token} /> : <EnlaceInvalido />}
    </PublicFrame>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { NuevaContrasenaPage as Component };
