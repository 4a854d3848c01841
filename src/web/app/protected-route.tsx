import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isStaff } from '@shared/domain/roles';
import { useSession } from '@web/lib/use-session';
import { PATHS } from '@web/paths';
import { HoldingScreen } from './holding-screen';
import { LoadingScreen } from './loading-screen';
import { SessionError } from './session-error';

// The shells load only once someone is signed in: the /auth page never downloads them.
const StaffShell = lazy(() => import('@web/components/layouts/staff-shell').then((m) => ({ default: m.StaffShell })));
const CreatorShell = lazy(() => import('@web/components/layouts/creator-shell').then((m) => ({ default: m.CreatorShell })));

/**
 * Every route but /auth sits under this: 'Cargando...' while GET /api/me loads, /auth without a session,
 * the holding screen without a role, otherwise the shell of the role around the screen.
 */
export function ProtectedRoute() {
  const session = useSession();
  const location = useLocation();

  if (session.isPending) return <LoadingScreen />;
  if (session.isError) return <SessionError onRetry={() => void session.refetch()} />;
  if (!session.data) return <Navigate to={PATHS.auth} replace state={{ from: location.pathname }} />;

  const { user, role } = session.data;
  if (!role) return <HoldingScreen email={user.email} />;

  const Shell = isStaff(role) ? StaffShell : CreatorShell;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Shell user={user} role={role}>
        <Outlet />
      </Shell>
    </Suspense>
  );
}
