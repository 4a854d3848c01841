import { LockIcon, LogOutIcon, MailIcon } from 'lucide-react';
import { Link } from 'react-router';
import { DropdownMenuItem } from '@web/components/ui/dropdown-menu';
import { useSignOut } from '@web/lib/use-sign-out';
import { PATHS } from '@web/paths';

/**
 * Her own account's items, alike in the staff user menu and the creator's Recursos menu: what she gets by
 * email and her password. One list, so a new account screen reaches both shells at once.
 */
export function CuentaMenuItems() {
  return (
    <>
      <DropdownMenuItem asChild>
        <Link to={PATHS.cuenta.preferencias}>
          <MailIcon aria-hidden="true" />
          Preferencias de correo
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to={PATHS.cuenta.contrasena}>
          <LockIcon aria-hidden="true" />
          Cambiar contraseña
        </Link>
      </DropdownMenuItem>
    </>
  );
}

/** 'Cerrar sesión': ends every session of hers (README), in both shells' menus. */
export function CerrarSesionMenuItem() {
  const signOut = useSignOut();
  return (
    <DropdownMenuItem variant="destructive" disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
      <LogOutIcon aria-hidden="true" />
      Cerrar sesión
    </DropdownMenuItem>
  );
}
