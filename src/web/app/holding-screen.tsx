import { HourglassIcon, LogOutIcon } from 'lucide-react';
import { Link } from 'react-router';
import { BrandLogo } from '@web/components/ui/brand-logo';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useSignOut } from '@web/lib/use-sign-out';
import { PATHS } from '@web/paths';

/** A signed-in person without a role waits here until an admin assigns one (spec §2). */
export function HoldingScreen({ email }: { email: string }) {
  const signOut = useSignOut();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-background px-6 py-12">
      <BrandLogo className="h-9" />
      <section className="w-full max-w-md rounded-xl border bg-card p-8 text-center shadow-sm" aria-labelledby="holding-title">
        <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <HourglassIcon className="size-6" aria-hidden="true" />
        </span>
        <h1 id="holding-title" className="font-display text-2xl font-semibold">
          Esperando asignación de rol
        </h1>
        <p className="mt-3 text-muted-foreground">Tu cuenta está siendo configurada. Por favor, contacta al administrador.</p>
        <p className="mt-4 text-sm text-muted-foreground">{email}</p>
        <Button className="mt-6" variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          {signOut.isPending ? <Spinner /> : <LogOutIcon aria-hidden="true" />}
          Cerrar sesión
        </Button>
        <p className="mt-4 text-sm">
          <Link to={PATHS.cuenta.contrasena} className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:outline-2 focus-visible:outline-ring">
            Cambiar contraseña
          </Link>
        </p>
      </section>
    </main>
  );
}
