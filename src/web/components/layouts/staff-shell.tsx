import { type ReactNode, useState } from 'react';
import { MenuIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Role } from '@shared/domain/roles';
import type { MeResponse } from '@shared/schemas/session';
import { BrandLogo } from '@web/components/ui/brand-logo';
import { Button } from '@web/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@web/components/ui/sheet';
import { homePathFor } from '@shared/domain/permissions';
import { SkipLink } from './skip-link';
import { StaffSidebarNav } from './staff-sidebar-nav';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

/**
 * Staff layout (spec §2): a left sidebar from 768 px, a slide-out menu below; a top bar with the
 * centred logo, the theme toggle and the user menu.
 */
export function StaffShell({ user, role, children }: { user: MeResponse['user']; role: Role; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
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
        <header className="sticky top-0 z-40 grid h-16 grid-cols-[1fr_auto_1fr] items-center gap-2 border-b bg-background/90 px-3 backdrop-blur sm:px-6">
          <div className="flex items-center">
            <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
              <SheetTrigger asChild>
                <Button variant="ghost" size="icon" className="md:hidden" aria-label="Abrir menú">
                  <MenuIcon className="size-5" aria-hidden="true" />
                </Button>
              </SheetTrigger>
              <SheetContent side="left" className="p-0">
                <div className="flex h-16 items-center border-b px-5">
                  <SheetTitle>Menú</SheetTitle>
                  <SheetDescription className="sr-only">Secciones del panel</SheetDescription>
                </div>
                <div className="flex-1 overflow-y-auto">
                  <StaffSidebarNav role={role} onNavigate={() => setMenuOpen(false)} />
                </div>
              </SheetContent>
            </Sheet>
          </div>
          <Link to={homePathFor(role)} className="flex h-8 items-center rounded-sm outline-none focus-visible:outline-2 focus-visible:outline-ring sm:h-9" aria-label="Colabora, ir al inicio">
            <BrandLogo className="h-full" />
          </Link>
          <div className="flex items-center justify-end gap-1">
            <ThemeToggle />
            <UserMenu user={user} role={role} />
          </div>
        </header>
        <main id="contenido-principal" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}
