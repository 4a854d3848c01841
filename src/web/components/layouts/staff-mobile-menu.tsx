import { useState } from 'react';
import type { Role } from '@shared/domain/roles';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@web/components/ui/sheet';
import { MobileMenuTrigger } from './shell-triggers';
import { StaffSidebarNav } from './staff-sidebar-nav';

/** The staff navigation as a slide-out menu below 768 px. Its own chunk (Radix Dialog), loaded on first use. */
export function StaffMobileMenu({ role, defaultOpen = false }: { role: Role; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <MobileMenuTrigger />
      </SheetTrigger>
      <SheetContent side="left" className="p-0">
        <div className="flex h-16 items-center border-b px-5">
          <SheetTitle>Menú</SheetTitle>
          <SheetDescription className="sr-only">Secciones del panel</SheetDescription>
        </div>
        <div className="flex-1 overflow-y-auto">
          <StaffSidebarNav role={role} onNavigate={() => setOpen(false)} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
