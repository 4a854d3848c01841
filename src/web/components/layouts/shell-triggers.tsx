import { ChevronDownIcon, CircleUserRoundIcon, MenuIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@web/components/ui/button';

// The shells' popup triggers, drawn alike before the popup's code has loaded (OnFirstUse) and after
// (Radix's Trigger, asChild, adds its own props).

export function RecursosTrigger(props: ButtonProps) {
  return (
    <Button variant="ghost" size="menu" {...props}>
      Recursos
      <ChevronDownIcon aria-hidden="true" />
    </Button>
  );
}

export function UserMenuTrigger(props: ButtonProps) {
  return (
    <Button variant="ghost" size="icon" aria-label="Menú de usuario" {...props}>
      <CircleUserRoundIcon className="size-5" aria-hidden="true" />
    </Button>
  );
}

export function MobileMenuTrigger(props: ButtonProps) {
  return (
    <Button variant="ghost" size="icon" className="md:hidden" aria-label="Abrir menú" {...props}>
      <MenuIcon className="size-5" aria-hidden="true" />
    </Button>
  );
}
