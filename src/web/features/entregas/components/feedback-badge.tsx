import { FEEDBACK_LABELS, type FeedbackStatus } from '@shared/domain/options';
import type { Entrega } from '@shared/schemas/entregas';
import { Badge, type BadgeProps } from '@web/components/ui/badge';

const TONES: Record<FeedbackStatus, NonNullable<BadgeProps['variant']>> = {
  excelente: 'success',
  bueno: 'secondary',
  descartado: 'destructive',
};

/** The staff's rating of one file (Excelente, Bueno, Descartado) and their comment, when there is one. */
export function FeedbackBadge({ status, className }: { status: FeedbackStatus; className?: string }) {
  return (
    <Badge variant={TONES[status]} className={className}>
      <span className="sr-only">Calificación: </span>
      {FEEDBACK_LABELS[status]}
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
