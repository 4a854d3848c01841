import { Link } from 'react-router';
import { PUBLIC_LINK_CLASS } from '@web/components/layouts/public-frame';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { PATHS } from '@web/paths';
import { useBaja, useConfirmarBaja } from '../api/baja';

export const BAJA_SIN_ENLACE_MESSAGE = 'El enlace no es válido o ya venció.';

/**
 * 'Dejar de recibir correos' (issue 17), from the link at the foot of an email: says what it turns off and
 * for which address, and does it on 'Confirmar baja'. No session needed; an invalid link says why.
 */
export function BajaCorreo({ token }: { token: string }) {
  const baja = useBaja(token);
  const confirmar = useConfirmarBaja(token);

  if (baja.isPending) {
    return (
      <div role="status" aria-label="Cargando..." className="flex flex-col gap-3">
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  if (baja.isError) {
    return (
      <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
        {errorMessage(baja.error, BAJA_SIN_ENLACE_MESSAGE)}
      </p>
    );
  }
  const { titulo, email, dadaDeBaja } = baja.data;
  if (dadaDeBaja) {
    return (
      <p role="status" className="rounded-lg border bg-muted/50 p-4 text-sm">
        Listo: ya no recibirás correos de «{titulo}». Puedes volver a activarlos en{' '}
        <Link to={PATHS.cuenta.preferencias} className={PUBLIC_LINK_CLASS}>
          Preferencias de correo
        </Link>
        .
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm break-words">
        Dejar de recibir correos de «{titulo}» en <span className="font-medium">{email}</span>
      </p>
      <Button size="lg" className="w-full" pending={confirmar.isPending} onClick={() => confirmar.mutate()}>
        {confirmar.isPending ? <Spinner /> : null}
        Confirmar baja
      </Button>
    </div>
  );
}
