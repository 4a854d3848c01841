import type { BadgeTone } from '@shared/domain/estado';
import { FEEDBACK_LABELS, type EntregaEstado, type FeedbackStatus } from '@shared/domain/options';

/**
 * A delivery's status badge: 'Sin revisar' until staff rate it (a new upload is enviado and carries
 * the default 'bueno', which nobody chose), then the rating.
 */
export function entregaBadge(estado: EntregaEstado, feedback: FeedbackStatus): { label: string; tone: BadgeTone } {
  if (estado === 'enviado') return { label: 'Sin revisar', tone: 'outline' };
  const tone: Record<FeedbackStatus, BadgeTone> = { excelente: 'success', bueno: 'secondary', descartado: 'destructive' };
  return { label: FEEDBACK_LABELS[feedback], tone: tone[feedback] };
}
