import { Link } from 'react-router';
import { BrandLogo } from '@web/components/ui/brand-logo';
import { buttonVariants } from '@web/components/ui/button';
import { PATHS } from '@web/paths';

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-6 text-center">
      <BrandLogo className="h-8" />
      <p className="font-display text-6xl font-semibold text-muted-foreground" aria-hidden="true">
        404
      </p>
      <h1 className="font-display text-2xl font-semibold">Página no encontrada</h1>
      <p className="max-w-sm text-muted-foreground">La dirección que buscas no existe o cambió de lugar.</p>
      <Link to={PATHS.dashboard} className={buttonVariants()}>
        Volver al inicio
      </Link>
    </main>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { NotFoundPage as Component };
