import { Navigate, useNavigate } from 'react-router';
import { homePathFor } from '@shared/domain/permissions';
import { BrandLogo } from '@web/components/ui/brand-logo';
import { LoadingScreen } from '@web/app/loading-screen';
import { refreshSession } from '@web/lib/session';
import { useSession } from '@web/lib/use-session';
import { PATHS } from '@web/paths';
import { AuthForm } from '../components/auth-form';

/** /auth: public. Someone already signed in goes to her role's home. */
export function AuthPage() {
  const session = useSession();
  const navigate = useNavigate();

  if (session.isPending) return <LoadingScreen />;
  if (session.data) {
    return <Navigate to={session.data.role ? homePathFor(session.data.role) : PATHS.dashboard} replace />;
  }

  return (
    <main className="relative flex min-h-dvh flex-col items-center justify-center bg-background px-4 py-10">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 h-64 bg-gradient-to-b from-accent/70 to-transparent" />
      <div className="relative flex w-full max-w-sm flex-col items-center gap-8">
        <BrandLogo className="h-10" />
        <AuthForm
          onSuccess={async () => {
            await refreshSession();
            await navigate(PATHS.dashboard, { replace: true });
          }}
        />
        <p className="text-center text-xs text-muted-foreground">Colaboraciones de moda entre la marca y sus creadoras.</p>
      </div>
    </main>
  );
}
