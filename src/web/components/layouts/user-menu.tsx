import { LockIcon, LogOutIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ROLE_LABELS, type Role } from '@shared/domain/roles';
import type { MeResponse } from '@shared/schemas/session';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useSignOut } from '@web/lib/use-sign-out';
import { PATHS } from '@web/paths';
import { UserMenuTrigger } from './shell-triggers';

/** Staff user menu: email, role label, 'Cambiar contraseña' and 'Cerrar sesión'. Its own chunk, like RecursosMenu. */
export function UserMenu({ user, role, defaultOpen }: { user: MeResponse['user']; role: Role; defaultOpen?: boolean }) {
  const signOut = useSignOut();
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
        <DropdownMenuItem asChild>
          <Link to={PATHS.cuenta.contrasena}>
            <LockIcon aria-hidden="true" />
            Cambiar contraseña
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOutIcon aria-hidden="true" />
          Cerrar sesión
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
