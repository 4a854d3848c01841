import { CircleUserRoundIcon, LogOutIcon } from 'lucide-react';
import { ROLE_LABELS, type Role } from '@shared/domain/roles';
import type { MeResponse } from '@shared/schemas/session';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useSignOut } from '@web/lib/use-sign-out';

/** Staff user menu: email, role label and 'Cerrar sesión'. */
export function UserMenu({ user, role }: { user: MeResponse['user']; role: Role }) {
  const signOut = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Menú de usuario">
          <CircleUserRoundIcon className="size-5" aria-hidden="true" />
        </Button>
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
        <DropdownMenuItem variant="destructive" disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOutIcon aria-hidden="true" />
          Cerrar sesión
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
