import { ROLE_LABELS, type Role } from '@shared/domain/roles';
import type { MeResponse } from '@shared/schemas/session';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { CerrarSesionMenuItem, CuentaMenuItems } from './cuenta-menu-items';
import { UserMenuTrigger } from './shell-triggers';

/** Staff user menu: email, role label, her account's items (Preferencias de correo, Cambiar contraseña) and 'Cerrar sesión'. Its own chunk, like RecursosMenu. */
export function UserMenu({ user, role, defaultOpen }: { user: MeResponse['user']; role: Role; defaultOpen?: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuTrigger />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-1">
          <span className="truncate font-medium" data-testid="user-menu-email">
            {user.email}
          </span>
          <span className="text-xs font-normal text-muted-foreground" data-testid="user-menu-role">
            {ROLE_LABELS[role]}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <CuentaMenuItems />
        <CerrarSesionMenuItem />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
