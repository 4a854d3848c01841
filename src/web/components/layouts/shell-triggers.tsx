import { BellIcon, ChevronDownIcon, CircleUserRoundIcon, MenuIcon } from 'lucide-react';
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

/** 'Avisos, 3 sin leer' (or just 'Avisos'): the shells' bell, with the count on a badge. */
export function AvisosTrigger({ noLeidos, ...props }: ButtonProps & { noLeidos: number }) {
  return (
    <Button variant="ghost" size="icon" className="relative" aria-label={noLeidos > 0 ? `Avisos, ${noLeidos} sin leer` : 'Avisos'} {...props}>
      <BellIcon className="size-5" aria-hidden="true" />
      {noLeidos > 0 ? (
        <span
          aria-hidden="true"
          data-testid="avisos-badge"
          className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-semibold text-destructive-foreground"
        >
          {noLeidos > 99 ? '99+' : noLeidos}
        </span>
      ) : null}
    </Button>
  );
}
