import { MailOpenIcon } from 'lucide-react';
import { useTransition } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { showError } from '@web/lib/show-error';
import { PATHS } from '@web/paths';
import { aceptarInvitacion, type useInvitacion } from '../api/invitacion';

/**
 * A signed-in person still without a role opens an invitation link (say her first try was cut off
 * after the account was created): she accepts it here and lands in the creator portal.
 */
export function AceptarInvitacion({
  token,
  email,
  invitacion,
  onDone,
}: {
  token: string;
  email: string;
  invitacion: ReturnType<typeof useInvitacion>;
  onDone: () => Promise<void>;
}) {
  // A React 19 action: pending from the click until she is on her home screen (or the error shows).
  const [pending, startTransition] = useTransition();

  const accept = () =>
    startTransition(async () => {
      try {
        await aceptarInvitacion(token);
        await onDone();
      } catch (error) {
        showError(error);
      }
    });

  return (
    <section aria-labelledby="aceptar-invitacion-title" className="w-full rounded-2xl border bg-card p-6 text-center shadow-sm sm:p-8">
      <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <MailOpenIcon className="size-6" aria-hidden="true" />
      </span>
      <h1 id="aceptar-invitacion-title" className="font-display text-2xl font-semibold tracking-tight">
        Te invitaron a colaborar
      </h1>
      {invitacion.isError ? (
        <>
          <p role="alert" className="mt-3 text-sm text-muted-foreground">
            {errorMessage(invitacion.error)}
          </p>
          <Button asChild variant="outline" className="mt-6">
            <Link to={PATHS.dashboard}>Continuar</Link>
          </Button>
        </>
      ) : (
        <>
          <p className="mt-3 text-sm text-muted-foreground">Acepta la invitación para entrar al portal de colaboradoras con tu cuenta.</p>
          <p className="mt-2 text-sm font-medium break-all">{email}</p>
          <Button size="lg" className="mt-6 w-full" onClick={accept} disabled={pending || invitacion.isPending}>
            {pending ? <Spinner /> : null}
            Aceptar invitación
          </Button>
        </>
      )}
    </section>
  );
}
