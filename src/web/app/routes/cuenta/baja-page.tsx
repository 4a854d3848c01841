import { useSearchParams } from 'react-router';
import { PublicFrame } from '@web/components/layouts/public-frame';
import { BAJA_SIN_ENLACE_MESSAGE, BajaCorreo } from '@web/features/avisos/components/baja-correo';

/** /baja?t=… (public, issue 17): the unsubscribe link at the foot of every email she may turn off. */
export function BajaPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('t')?.trim();
  return (
    <PublicFrame title="Dejar de recibir correos">
      {token ? (
        <BajaCorreo token={token} />
      ) : (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
          {BAJA_SIN_ENLACE_MESSAGE}
        </p>
      )}
    </PublicFrame>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { BajaPage as Component };
