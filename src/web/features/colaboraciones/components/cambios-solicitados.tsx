import { MessageSquareWarningIcon } from 'lucide-react';
import type { MiColaboracionDetail } from '@shared/schemas/mis-colaboraciones';
import { endSentence, formatFechaHoraLarga } from '@web/lib/format';

/**
 * On her collaboration detail, while it is back in produccion because the staff asked for changes
 * ('Solicitar cambios' in the review): their note and when. Renders nothing when there is no request.
 */
export function CambiosSolicitados({ cambios }: { cambios: MiColaboracionDetail['cambiosSolicitados'] }) {
  if (!cambios) return null;
  return (
    <section
      aria-labelledby="cambios-solicitados-title"
      data-testid="cambios-solicitados"
      className="flex items-start gap-3 rounded-xl border border-warning bg-warning/15 p-4 text-sm"
    >
      <MessageSquareWarningIcon className="mt-0.5 size-5 shrink-0 text-warning-foreground dark:text-warning" aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-1.5">
        <h2 id="cambios-solicitados-title" className="font-semibold">
          El equipo pidió cambios
        </h2>
        <p className="break-words whitespace-pre-line" data-testid="cambios-solicitados-nota">
          {cambios.nota}
        </p>
        <p className="text-xs text-muted-foreground">
          {/* '1:49 p.m.' already ends the sentence: one period, not two. */}
          Solicitado el <time dateTime={cambios.at}>{endSentence(formatFechaHoraLarga(cambios.at))}</time> Sube tu contenido corregido y vuelve
          a enviarlo a revisión.
        </p>
      </div>
    </section>
  );
}
