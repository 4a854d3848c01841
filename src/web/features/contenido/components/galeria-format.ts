import type { BadgeTone } from '@shared/domain/estado';
import { CALIFICACION_LABELS } from '@shared/domain/calificacion';
import type { GaleriaItem } from '@shared/schemas/galeria';
import { CALIFICACION_TONE } from '@web/lib/calificacion-style';

/** The card's rating: 'Sin revisar' until staff rate it, then Excelente, Bueno or Descartado. */
export function galeriaRating(item: Pick<GaleriaItem, 'revisada' | 'feedbackStatus'>): { label: string; tone: BadgeTone } {
  const calificacion = item.revisada ? item.feedbackStatus : 'sin_revisar';
  return { label: CALIFICACION_LABELS[calificacion], tone: CALIFICACION_TONE[calificacion] };
}
