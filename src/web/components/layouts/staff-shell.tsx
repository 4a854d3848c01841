import { lazy, type ReactNode } from 'react';
import { Link } from 'react-router';
import { homePathFor } from '@shared/domain/permissions';
import type { Role } from '@shared/domain/roles';
import type { MeResponse } from '@shared/schemas/session';
import { BrandLogo } from '@web/components/ui/brand-logo';
import { AvisosBell } from './avisos-bell';
import { OnFirstUse } from './on-first-use';
import { MobileMenuTrigger, UserMenuTrigger } from './shell-triggers';
import { SkipLink } from './skip-link';
import { StaffSidebarNav } from './staff-sidebar-nav';
import { ThemeToggle } from './theme-toggle';
import { OfflineBanner } from './offline-banner';

// The popups load on first use: Radix's menu and dialog stay out of the first load (decision 015).
const loadMobileMenu = () => import('./staff-mobile-menu');
const loadUserMenu = () => import('./user-menu');
const StaffMobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.StaffMobileMenu })));
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

/**
 * Staff layout (spec §2): a left sidebar from 768 px, a slide-out menu below; a top bar with the
 * centred logo, the notices' bell, the theme toggle and the user menu.
 */
export function StaffShell({ user, role, children }: { user: MeResponse['user']; role: Role; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-background md:grid md:grid-cols-[16rem_1fr]">
      <SkipLink />
      <aside className="sticky top-0 hidden h-dvh flex-col border-r bg-sidebar md:flex">
        <div className="flex h-16 items-center border-b px-5">
          <span className="text-xs font-semibold tracking-[0.2em] text-muted-foreground uppercase">Panel</span>
        </div>
        <div className="flex-1 overflow-y-auto">
          <StaffSidebarNav role={role} />
        </div>
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-40 grid h-16 grid-cols-[1fr_auto_1fr] items-center gap-1 border-b bg-background/90 px-2 backdrop-blur min-[400px]:gap-2 min-[400px]:px-3 sm:px-6">
          <div className="flex items-center">
            <OnFirstUse haspopup="dialog" preload={loadMobileMenu} placeholder={(props) => <MobileMenuTrigger {...props} />}>
              <StaffMobileMenu role={role} defaultOpen />
            </OnFirstUse>
          </div>
          <Link to={homePathFor(role)} className="flex h-6 items-center rounded-sm outline-none focus-visible:outline-2 focus-visible:outline-ring min-[400px]:h-8 sm:h-9" aria-label="Colabora, ir al inicio">
            <BrandLogo className="h-full" />
          </Link>
          <div className="flex items-center justify-end gap-1">
            <AvisosBell />
            <ThemeToggle />
            <OnFirstUse preload={loadUserMenu} placeholder={(props) => <UserMenuTrigger {...props} />}>
              <UserMenu user={user} role={role} defaultOpen />
            </OnFirstUse>
          </div>
        </header>
        <main id="contenido-principal" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8">
          <OfflineBanner />
          {children}
        </main>
      </div>
    </div>
  );
}
