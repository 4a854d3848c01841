import type { MiEntrega } from '@shared/schemas/entregas';
import { formatDuracion, formatFecha } from '@web/lib/format';

/** Under each file: its collaboration, the delivery date (and a video's length) and the staff's comment. */
export function EntregaCaption({ entrega }: { entrega: MiEntrega }) {
  const duracion = entrega.tipoContenido === 'video' ? formatDuracion(entrega.durationMs) : null;
  return (
    <figcaption className="flex min-w-0 flex-col gap-1 text-xs">
      <span className="line-clamp-2 font-medium text-foreground">{entrega.colaboracion.nombre}</span>
      <span className="text-muted-foreground">
        <time dateTime={entrega.createdAt}>{formatFecha(entrega.createdAt)}</time>
        {duracion ? ` · ${duracion}` : null}
      </span>
      {entrega.feedbackComentario ? (
        <span className="mt-0.5 flex flex-col gap-0.5 rounded-md border-l-2 border-primary bg-muted px-2 py-1.5 text-foreground">
          <span className="font-medium text-muted-foreground">Comentario del equipo</span>
          <span className="whitespace-pre-line break-words" data-testid="feedback-comentario">
            {entrega.feedbackComentario}
          </span>
        </span>
      ) : null}
    </figcaption>
  );
}
