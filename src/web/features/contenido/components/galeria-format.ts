import type { BadgeTone } from '@shared/domain/estado';
import type { FeedbackStatus } from '@shared/domain/options';
import { GALERIA_FEEDBACK_LABELS, type GaleriaItem } from '@shared/schemas/galeria';

const TONES: Record<FeedbackStatus, BadgeTone> = { excelente: 'success', bueno: 'secondary', descartado: 'destructive' };

/** The card's rating: 'Sin revisar' until staff rate it, then Excelente, Bueno or Descartado. */
export function galeriaRating(item: Pick<GaleriaItem, 'revisada' | 'feedbackStatus'>): { label: string; tone: BadgeTone } {
  if (!item.revisada) return { label: GALERIA_FEEDBACK_LABELS.sin_revisar, tone: 'outline' };
  return { label: GALERIA_FEEDBACK_LABELS[item.feedbackStatus], tone: TONES[item.feedbackStatus] };
}
