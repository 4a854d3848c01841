import { BookOpenIcon, ImagesIcon, LockIcon, LogOutIcon, MoonIcon, SunIcon, UserIcon } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useSignOut } from '@web/lib/use-sign-out';
import { useTheme } from '@web/lib/use-theme';
import { PATHS } from '@web/paths';
import { RecursosTrigger } from './shell-triggers';

/**
 * The creator's 'Recursos' menu: profile, references, technical guide, her password, theme and sign-out. Its own chunk
 * (with Radix's menu): the shell shows RecursosTrigger until the first use (OnFirstUse).
 */
export function RecursosMenu({ email, defaultOpen }: { email: string; defaultOpen?: boolean }) {
  const signOut = useSignOut();
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
        <DropdownMenuItem asChild>
          <Link to={PATHS.cuenta.contrasena}>
            <LockIcon aria-hidden="true" />
            Cambiar contraseña
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={(event) => {
            event.preventDefault();
            toggleTheme();
          }}
        >
          {resolvedTheme === 'dark' ? <SunIcon aria-hidden="true" /> : <MoonIcon aria-hidden="true" />}
          Cambiar tema
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOutIcon aria-hidden="true" />
          Cerrar sesión
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
