import { BookOpenIcon, ImagesIcon, MoonIcon, SunIcon, TicketPercentIcon, UserIcon } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useTheme } from '@web/lib/use-theme';
import { PATHS } from '@web/paths';
import { CerrarSesionMenuItem, CuentaMenuItems } from './cuenta-menu-items';
import { RecursosTrigger } from './shell-triggers';

/**
 * The creator's 'Recursos' menu: profile, her sales (issue 27), references, technical guide, her account (email preferences, password), theme and sign-out. Its own chunk
 * (with Radix's menu): the shell shows RecursosTrigger until the first use (OnFirstUse).
 */
export function RecursosMenu({ email, defaultOpen }: { email: string; defaultOpen?: boolean }) {
  const { resolvedTheme, toggleTheme } = useTheme();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <RecursosTrigger />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel muted className="truncate">{email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={PATHS.creator.perfil}>
            <UserIcon aria-hidden="true" />
            Mi Perfil
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={PATHS.creator.ventas}>
            <TicketPercentIcon aria-hidden="true" />
            Mis ventas
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={PATHS.creator.referencias}>
            <ImagesIcon aria-hidden="true" />
            Referencias visuales
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={PATHS.creator.guiaTecnica}>
            <BookOpenIcon aria-hidden="true" />
            Guía técnica
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <CuentaMenuItems />
        <DropdownMenuItem
          onSelect={(event) => {
            event.preventDefault();
            toggleTheme();
          }}
        >
          {resolvedTheme === 'dark' ? <SunIcon aria-hidden="true" /> : <MoonIcon aria-hidden="true" />}
          Cambiar tema
        </DropdownMenuItem>
        <CerrarSesionMenuItem />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
