import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { HourglassIcon, LogOutIcon, RefreshCwIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { documentTitle } from '@shared/routes';
import { BrandLogo } from '@web/components/ui/brand-logo';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { sessionQueryOptions } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { useSignOut } from '@web/lib/use-sign-out';
import { PATHS } from '@web/paths';
import { routeDocumentTitle } from './screen-title';

/** The heading, and the tab's name while she waits (not the screen's she asked for, e.g. 'Dashboard'). */
export const HOLDING_TITLE = 'Esperando asignación de rol';

/** How often the waiting screen asks whether a role arrived, while the tab is visible. */
export const ROLE_CHECK_MS = 5_000;

/**
 * A signed-in person without a role waits here until an admin assigns one (spec §2). It asks by itself
 * every few seconds (and when she comes back to the tab): the moment a role is there, the session query
 * changes and ProtectedRoute puts her in her shell, with no reload (issue 16).
 */
export function HoldingScreen({ email }: { email: string }) {
  const signOut = useSignOut();
  useHoldingTitle();
  const session = useQuery({ ...sessionQueryOptions, refetchInterval: ROLE_CHECK_MS, refetchOnWindowFocus: 'always' });
  async function checkNow() {
    const result = await session.refetch();
    if (!result.error && !result.data?.role) toast.info('Aún no tienes un rol asignado. Te avisaremos aquí en cuanto lo tengas.', { id: 'sin-rol' });
  }
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-background px-6 py-12">
      <BrandLogo className="h-9" />
      <section className="w-full max-w-md rounded-xl border bg-card p-8 text-center shadow-sm" aria-labelledby="holding-title">
        <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <HourglassIcon className="size-6" aria-hidden="true" />
        </span>
        <h1 id="holding-title" className="font-display text-2xl font-semibold">
          {HOLDING_TITLE}
        </h1>
        <p className="mt-3 text-muted-foreground">Tu cuenta está siendo configurada. Por favor, contacta al administrador.</p>
        <p className="mt-4 text-sm text-muted-foreground">{email}</p>
        <p className="mt-2 text-xs text-muted-foreground" role="status">
          Esta pantalla se actualiza sola cuando te asignen un rol.
        </p>
        <div className="mt-6 flex flex-col items-center gap-3">
          <Button onClick={() => void checkNow()} disabled={session.isFetching}>
            {session.isFetching ? <Spinner /> : <RefreshCwIcon aria-hidden="true" />}
            Volver a comprobar
          </Button>
          <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            {signOut.isPending ? <Spinner /> : <LogOutIcon aria-hidden="true" />}
            Cerrar sesión
          </Button>
        </div>
        <p className="mt-4 text-sm">
          <Link to={PATHS.cuenta.contrasena} className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:outline-2 focus-visible:outline-ring">
            Cambiar contraseña
          </Link>
        </p>
      </section>
    </main>
  );
}

/**
 * Names the tab after this screen, over the route's title (issue 28: it read 'Dashboard · Colabora'),
 * again after each navigation ScreenTitle answered, and gives the route's title back once her role
 * arrives and the screen goes.
 */
function useHoldingTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(HOLDING_TITLE);
    return () => {
      const title = routeDocumentTitle();
      if (title) document.title = title;
    };
  }, [pathname]);
}
