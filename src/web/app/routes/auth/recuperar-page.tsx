import { PublicFrame } from '@web/components/layouts/public-frame';
import { RecuperarForm } from '@web/features/auth/components/recuperar-form';

/** /auth/recuperar (public, issue 17): '¿Olvidaste tu contraseña?' from the sign-in form lands here. */
export function RecuperarPage() {
  return (
    <PublicFrame title="Recuperar contraseña" description="Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.">
      <RecuperarForm />
    </PublicFrame>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { RecuperarPage as Component };
