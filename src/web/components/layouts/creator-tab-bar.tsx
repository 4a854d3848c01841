import type { LucideIcon } from 'lucide-react';
import { ClockIcon, HouseIcon, ImagesIcon, PackageCheckIcon, ShirtIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@web/lib/cn';
import { PATHS } from '@web/paths';
import { preloadScreen } from '@web/router';

const TABS: { label: string; to: string; icon: LucideIcon }[] = [
  { label: 'Inicio', to: PATHS.creator.inicio, icon: HouseIcon },
  { label: 'Disponible', to: PATHS.creator.disponibles, icon: ShirtIcon },
  { label: 'Pendiente', to: PATHS.creator.colaboraciones, icon: ClockIcon },
  { label: 'Entrega', to: PATHS.creator.entregadas, icon: PackageCheckIcon },
  { label: 'Contenido', to: PATHS.creator.contenido, icon: ImagesIcon },
];

/** The creator's fixed bottom tab bar: exactly 5 columns (spec §9). NavLink sets aria-current="page". */
export function CreatorTabBar() {
  return (
    <nav
      aria-label="Secciones"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto grid max-w-xl grid-cols-5">
        {TABS.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onPointerEnter={() => preloadScreen(to)}
              onFocus={() => preloadScreen(to)}
              className={({ isActive }) =>
                cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-[11px] font-medium outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                  isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span className={cn('flex h-7 w-12 items-center justify-center rounded-full transition-colors', isActive && 'bg-primary/12')}>
                    <Icon className="size-5" aria-hidden="true" strokeWidth={isActive ? 2.4 : 2} />
                  </span>
                  {label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
