import { lazy, Suspense } from 'react';
import { type LoaderFunctionArgs, Navigate, Outlet, useLocation } from 'react-router';
import { isStaff } from '@shared/domain/roles';
import { queryClient } from '@web/lib/query-client';
import { readyLazy } from '@web/lib/ready-lazy';
import { yieldToMain } from '@web/lib/yield-to-main';
import { sessionQueryOptions } from '@web/lib/session';
import { useSession } from '@web/lib/use-session';
import { authPathFor } from '@web/lib/next-target';
import { PATHS } from '@web/paths';
import { LoadingScreen } from './loading-screen';
import { SessionError } from './session-error';

// The shells load only once someone is signed in: the /auth page never downloads them. The loader below
// waits for the role's shell, so it renders without suspending (readyLazy, decision 090).
const staffShell = readyLazy(() => import('@web/components/layouts/staff-shell').then((m) => m.StaffShell));
const creatorShell = readyLazy(() => import('@web/components/layouts/creator-shell').then((m) => m.CreatorShell));
const { load: loadStaffShell, Component: StaffShell } = staffShell;
const { load: loadCreatorShell, Component: CreatorShell } = creatorShell;
// Seen only by someone waiting for a role: kept off everyone's first load (decision 033). SessionError
// stays in it, as it is what shows when the network fails.
const HoldingScreen = lazy(() => import('./holding-screen').then((m) => ({ default: m.HoldingScreen })));

/** Where her own account's screens live (PATHS.cuenta). */
const ACCOUNT_ROOT = '/cuenta/';

/**
 * ProtectedRoute's loader: GET /api/me and the shell's chunk start together with the screen's chunk
 * instead of one after the other (decision 015). The shell is guessed from the address, then confirmed
 * by the role. Never throws: a session that cannot be read shows SessionError, as before.
 */
export async function protectedLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const pathname = new URL(request.url).pathname;
  // Her account's screens are in either shell: the role decides, below.
  if (!pathname.startsWith(ACCOUNT_ROOT)) {
    void (pathname.startsWith(PATHS.creator.root) ? loadCreatorShell() : loadStaffShell()).catch(() => undefined);
  }
  const session = await queryClient.ensureQueryData(sessionQueryOptions).catch(() => null);
  // The shell renders in a task of its own, not at the end of whatever task answered /api/me.
  await yieldToMain();
  if (session?.role) await (isStaff(session.role) ? loadStaffShell() : loadCreatorShell()).catch(() => undefined);
  return null;
}

/**
 * Every route but /auth sits under this: 'Cargando...' while GET /api/me loads, /auth without a session,
 * the holding screen without a role, otherwise the shell of the role around the screen.
 */
export function ProtectedRoute() {
  const session = useSession();
  const location = useLocation();

  if (session.isPending) return <LoadingScreen />;
  if (session.isError) return <SessionError onRetry={() => void session.refetch()} />;
  // Signed out on a link (an email's button, a bookmark): /auth brings her back here after signing in.
  if (!session.data) return <Navigate to={authPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;

  const { user, role } = session.data;
  if (!role) {
    // Waiting for a role, she may still look after her own account (Cambiar contraseña).
    if (location.pathname.startsWith(ACCOUNT_ROOT)) {
      return (
        <main id="contenido-principal" className="min-h-dvh bg-background px-4 py-10">
          <Outlet />
        </main>
      );
    }
    return (
      <Suspense fallback={<LoadingScreen />}>
        <HoldingScreen email={user.email} />
      </Suspense>
    );
  }

  const Shell = isStaff(role) ? StaffShell : CreatorShell;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Shell user={user} role={role}>
        <Outlet />
      </Shell>
    </Suspense>
  );
}
