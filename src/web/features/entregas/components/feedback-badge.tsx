import { CALIFICACION_LABELS, calificacionDe } from '@shared/domain/calificacion';
import type { Entrega } from '@shared/schemas/entregas';
import { Badge } from '@web/components/ui/badge';
import { CALIFICACION_TONE } from '@web/lib/calificacion-style';

/**
 * The staff's rating of one file (Excelente, Bueno, Descartado), or 'Sin revisar' until they rate it: the
 * stored default is never shown as a rating (decision 040).
 */
export function FeedbackBadge({ entrega, className }: { entrega: Pick<Entrega, 'estado' | 'feedbackStatus'>; className?: string }) {
  const calificacion = calificacionDe(entrega);
  return (
    <Badge variant={CALIFICACION_TONE[calificacion]} className={className} data-calificacion={calificacion}>
      <span className="sr-only">Calificación: </span>
      {CALIFICACION_LABELS[calificacion]}
    </Badge>
  );
}

export function FeedbackComentario({ entrega, className }: { entrega: Pick<Entrega, 'feedbackComentario'>; className?: string }) {
  if (!entrega.feedbackComentario) return null;
  return (
    <p className={className ?? 'text-xs text-muted-foreground'}>
      <span className="font-medium text-foreground">Comentario: </span>
      {entrega.feedbackComentario}
    </p>
  );
}
