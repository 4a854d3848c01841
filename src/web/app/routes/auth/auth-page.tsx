import { Suspense, useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { homePathFor } from '@shared/domain/permissions';
import { BrandLogo } from '@web/components/ui/brand-logo';
import { LoadingScreen } from '@web/app/loading-screen';
import { showError } from '@web/lib/show-error';
import { getSession, refreshSession } from '@web/lib/session';
import { useSession } from '@web/lib/use-session';
import { PATHS } from '@web/paths';
import { markSignedOutOnPurpose, useNextPath } from '@web/lib/next-path';
import { aceptarInvitacion, invitacionToken, useInvitacion } from '@web/features/auth/api/invitacion';
import { AuthForm, type AuthMode } from '@web/features/auth/components/auth-form';
import { readyLazy } from '@web/lib/ready-lazy';

// Only an invitation link shows these: their chunk loads when the address has a token, and the screen
// waits for it with its loading screen (as it waits for the session), so it renders once, with them, and
// nothing moves (decision 103).
const partes = () => import('@web/features/auth/components/invitacion-partes');
const { Component: InvitacionNote, load: loadNote } = readyLazy(() => partes().then((m) => m.InvitacionNote));
const { Component: AceptarInvitacion, load: loadAceptar } = readyLazy(() => partes().then((m) => m.AceptarInvitacion));
let partesLoaded: Promise<void> | undefined;
let partesYa = false;
// A chunk that fails to load is then rendered anyway: its lazy component throws to the route's error screen.
const loadPartes = () =>
  (partesLoaded ??= Promise.all([loadNote(), loadAceptar()]).then(
    () => void (partesYa = true),
    () => void (partesYa = true),
  ));
// On a first load the chunk starts with this screen's, not after its first render.
if (typeof window !== 'undefined' && invitacionToken(new URLSearchParams(window.location.search))) void loadPartes();

/** Whether the invitation's parts can render (at once when there is no token). */
function usePartesListas(token: string | null): boolean {
  const [listas, setListas] = useState(partesYa);
  useEffect(() => {
    if (!token || listas) return;
    let vivo = true;
    void loadPartes().then(() => {
      if (vivo) setListas(true);
    });
    return () => {
      vivo = false;
    };
  }, [token, listas]);
  return !token || listas;
}

/**
 * /auth: public. Someone already signed in goes to her role's home. With ?invitacion=<token> (a 'Nueva
 * Colaboradora' link) it opens on sign-up with the note 'Te invitaron a colaborar', and the new account
 * uses the invitation right after it is created: she lands in the creator portal. A signed-in person
 * without a role who opens the link may accept it from here.
 */
export function AuthPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = invitacionToken(searchParams);
  const invitacion = useInvitacion(token);
  const partesListas = usePartesListas(token);
  // Where the link she followed pointed (issue 28): she lands there, not on Inicio.
  const next = useNextPath();

  if (session.isPending || !partesListas) return <LoadingScreen />;
  if (session.data && !(token && session.data.role === null)) {
    return <Navigate to={next ?? (session.data.role ? homePathFor(session.data.role) : PATHS.dashboard)} replace />;
  }

  const goHome = async () => {
    markSignedOutOnPurpose(false);
    await refreshSession();
    await navigate(next ?? PATHS.dashboard, { replace: true });
  };

  /** After sign-up (or the sign-in of someone still without a role): the invitation gives the role. */
  const applyInvitation = async (mode: AuthMode) => {
    if (!token || invitacion.isError) return;
    if (mode === 'login' && (await getSession())?.role) return;
    try {
      await aceptarInvitacion(token);
    } catch (error) {
      // Used or expired meanwhile: the account exists and waits for a role; say why.
      showError(error);
    }
  };

  return (
    <main className="relative flex min-h-dvh flex-col items-center justify-center bg-background px-4 py-10">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 h-64 bg-gradient-to-b from-accent/70 to-transparent" />
      <div className="relative flex w-full max-w-sm flex-col items-center gap-8">
        <BrandLogo className="h-10" />
        {session.data && token ? (
          <Suspense fallback={null}>
            <AceptarInvitacion token={token} email={session.data.user.email} invitacion={invitacion} onDone={goHome} />
          </Suspense>
        ) : (
          <AuthForm
            initialMode={token ? 'signup' : 'login'}
            note={
              token ? (
                <Suspense fallback={null}>
                  <InvitacionNote invitacion={invitacion} />
                </Suspense>
              ) : undefined
            }
            onSuccess={async (mode) => {
              await applyInvitation(mode);
              await goHome();
            }}
          />
        )}
        <p className="text-center text-xs text-muted-foreground">Colaboraciones de moda entre la marca y sus creadoras.</p>
      </div>
    </main>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { AuthPage as Component };
