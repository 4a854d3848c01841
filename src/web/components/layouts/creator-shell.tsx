import { lazy, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Role } from '@shared/domain/roles';
import type { MeResponse } from '@shared/schemas/session';
import { BrandLogo } from '@web/components/ui/brand-logo';
import { PATHS } from '@web/paths';
import { AvisosBell } from './avisos-bell';
import { CreatorTabBar } from './creator-tab-bar';
import { OnFirstUse } from './on-first-use';
import { RecursosTrigger } from './shell-triggers';
import { SkipLink } from './skip-link';
import { OfflineBanner } from './offline-banner';

// 'Recursos' loads on first use: Radix's menu stays out of the first load (decision 015).
const loadRecursosMenu = () => import('./recursos-menu');
const RecursosMenu = lazy(() => loadRecursosMenu().then((m) => ({ default: m.RecursosMenu })));

/** Creator layout (spec §2), mobile first: no sidebar, a top bar with the logo, the notices' bell and 'Recursos', a bottom tab bar. */
export function CreatorShell({ user, children }: { user: MeResponse['user']; role: Role; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-background">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto grid h-14 max-w-3xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-3">
          <span aria-hidden="true" />
          <Link
            to={PATHS.creator.inicio}
            className="flex h-7 items-center rounded-sm outline-none focus-visible:outline-2 focus-visible:outline-ring"
            aria-label="Colabora, ir al inicio"
          >
            <BrandLogo className="h-full" />
          </Link>
          <div className="flex items-center justify-end gap-0.5">
            <AvisosBell />
            <OnFirstUse preload={loadRecursosMenu} placeholder={(props) => <RecursosTrigger {...props} />}>
              <RecursosMenu email={user.email} defaultOpen />
            </OnFirstUse>
          </div>
        </div>
      </header>
      <main id="contenido-principal" tabIndex={-1} className="mx-auto w-full max-w-3xl px-4 pt-5 pb-28 outline-none">
        <OfflineBanner />
        {children}
      </main>
      <CreatorTabBar />
    </div>
  );
}
