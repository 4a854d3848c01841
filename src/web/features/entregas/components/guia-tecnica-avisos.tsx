import { TriangleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@web/lib/cn';
import { PATHS } from '@web/paths';

/**
 * Where a delivered file departs from the Guía técnica (the server's `avisos`): said, never refused
 * (issue 5 §7), with the way to the guide.
 */
export function GuiaTecnicaAvisos({ avisos, className }: { avisos: string[]; className?: string }) {
  if (avisos.length === 0) return null;
  return (
    <div
      data-testid="guia-tecnica-avisos"
      className={cn('flex items-start gap-2 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm', className)}
    >
      <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium">No sigue la Guía técnica</p>
        <ul className="flex flex-col gap-0.5 text-muted-foreground">
          {avisos.map((aviso) => (
            <li key={aviso}>{aviso}</li>
          ))}
        </ul>
        <Link
          to={PATHS.creator.guiaTecnica}
          className="w-fit rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          Ver la Guía técnica
        </Link>
      </div>
    </div>
  );
}
