import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import type { Aviso } from '@shared/schemas/avisos';
import { AvisosLista } from '@web/components/avisos-lista';
import { Button } from '@web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@web/components/ui/sheet';
import { useAvisos, useMarcarLeido, useMarcarTodos } from '@web/lib/avisos';
import { useNoLeidos } from '@web/lib/no-leidos';
import { useMediaQuery } from '@web/lib/use-media-query';
import { PATHS } from '@web/paths';
import { AvisosTrigger } from './shell-triggers';

/** How many of the newest the panel shows; 'Ver todos' has the rest. */
const EN_PANEL = 10;

/**
 * The bell's panel (issue 17): a popover under the bell from 640 px, a full-width sheet on a phone. Its own
 * chunk, loaded on the bell's first use (AvisosBell).
 */
export function AvisosPanel({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const wide = useMediaQuery('(min-width: 640px)');
  const noLeidos = useNoLeidos();
  const titleId = useId();
  const close = () => setOpen(false);

  if (wide) {
    return (
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <AvisosTrigger noLeidos={noLeidos} />
        </PopoverTrigger>
        <PopoverContent aria-labelledby={titleId} className="flex max-h-[min(32rem,calc(100dvh-5rem))] w-96 flex-col overflow-hidden">
          <PanelHeader noLeidos={noLeidos} title={<h2 id={titleId} className="text-base font-semibold">Avisos</h2>} />
          {open ? <PanelBody onClose={close} /> : null}
        </PopoverContent>
      </Popover>
    );
  }
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <AvisosTrigger noLeidos={noLeidos} />
      </SheetTrigger>
      <SheetContent side="right" size="panel" closeLabel="Cerrar avisos">
        <SheetDescription className="sr-only">Tus avisos más recientes</SheetDescription>
        <PanelHeader noLeidos={noLeidos} title={<SheetTitle>Avisos</SheetTitle>} phone />
        {open ? <PanelBody onClose={close} /> : null}
      </SheetContent>
    </Sheet>
  );
}

function PanelHeader({ title, noLeidos, phone = false }: { title: ReactNode; noLeidos: number; phone?: boolean }) {
  const marcarTodos = useMarcarTodos();
  return (
    // On a phone the sheet's close button sits top right: the header leaves it room.
    <div className={phone ? 'flex flex-col gap-2 border-b px-4 pt-4 pb-3 pr-12' : 'flex items-center justify-between gap-2 border-b px-4 py-3'}>
      {title}
      <Button
        variant="link"
        size="inline"
        className="self-start"
        disabled={noLeidos === 0}
        pending={marcarTodos.isPending}
        onClick={() => marcarTodos.mutate()}
      >
        Marcar todo como leído
      </Button>
    </div>
  );
}

function PanelBody({ onClose }: { onClose: () => void }) {
  const { avisos, isPending } = useAvisos();
  const marcarLeido = useMarcarLeido();
  const open = (aviso: Aviso) => {
    if (!aviso.leido) marcarLeido.mutate(aviso.id);
    onClose();
  };
  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <AvisosLista avisos={avisos.slice(0, EN_PANEL)} isPending={isPending} compact onOpen={open} />
      </div>
      <div className="border-t p-2">
        <Button asChild variant="ghost" className="w-full">
          <Link to={PATHS.cuenta.avisos} onClick={onClose}>
            Ver todos
          </Link>
        </Button>
      </div>
    </>
  );
}
