import { BellIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Aviso } from '@shared/schemas/avisos';
import { Skeleton } from '@web/components/ui/skeleton';
import { enlaceSeguro } from '@web/lib/avisos';
import { cn } from '@web/lib/cn';
import { formatFechaHoraLarga, formatHace } from '@web/lib/format';
import { PATHS } from '@web/paths';

export const SIN_AVISOS_MESSAGE = 'No tienes avisos.';

/**
 * Her notices as links, newest first (issue 17): the bell's panel and the Avisos screen draw them alike.
 * Following one marks it read (`onOpen`) and takes her where she acts on it.
 */
export function AvisosLista({
  avisos,
  isPending,
  compact = false,
  onOpen,
}: {
  avisos: readonly Aviso[];
  isPending: boolean;
  /** The panel: bodies cut at two lines. */
  compact?: boolean;
  onOpen: (aviso: Aviso) => void;
}) {
  if (isPending) {
    return (
      <div role="status" aria-label="Cargando avisos" className="flex flex-col gap-3 p-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (avisos.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 px-6 py-10 text-center text-sm text-muted-foreground">
        <BellIcon className="size-6" aria-hidden="true" />
        <p>{SIN_AVISOS_MESSAGE}</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col divide-y">
      {avisos.map((aviso) => (
        <AvisoItem key={aviso.id} aviso={aviso} compact={compact} onOpen={onOpen} />
      ))}
    </ul>
  );
}

function AvisoItem({ aviso, compact, onOpen }: { aviso: Aviso; compact: boolean; onOpen: (aviso: Aviso) => void }) {
  return (
    <li data-aviso-id={aviso.id}>
      <Link
        to={enlaceSeguro(aviso.enlace, PATHS.cuenta.avisos)}
        onClick={() => onOpen(aviso)}
        className="flex gap-3 px-4 py-3 outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', aviso.leido ? 'bg-transparent' : 'bg-primary')} />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className={cn('text-sm', aviso.leido ? 'font-medium' : 'font-semibold')}>
            {aviso.leido ? null : <span className="sr-only">Sin leer: </span>}
            {aviso.titulo}
          </span>
          <span className={cn('text-sm break-words text-muted-foreground', compact && 'line-clamp-2')}>{aviso.cuerpo}</span>
          <time dateTime={aviso.creadoAt} title={formatFechaHoraLarga(aviso.creadoAt)} className="text-xs text-muted-foreground">
            {formatHace(aviso.creadoAt)}
          </time>
        </span>
      </Link>
    </li>
  );
}
