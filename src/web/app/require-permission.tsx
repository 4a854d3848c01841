import { Navigate, Outlet } from 'react-router';
import { can, homePathFor, type Permission } from '@shared/domain/permissions';
import { useSession } from '@web/lib/use-session';

/**
 * A route's access rule (spec §5 route guard): without the permission the person goes to her role's
 * home. Sits inside ProtectedRoute, so the session is already loaded with a role.
 */
export function RequirePermission({ permission }: { permission: Permission }) {
  const { data } = useSession();
  const role = data?.role;
  if (!role) return null;
  if (!can(role, permission)) return <Navigate to={homePathFor(role)} replace />;
  return <Outlet />;
}
