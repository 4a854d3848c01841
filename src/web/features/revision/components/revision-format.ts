import type { FeedbackStatus, TipoContenido } from '@shared/domain/options';

export const TIPO_LABEL: Record<TipoContenido, string> = { imagen: 'Foto', video: 'Video' };

/** The colour dot beside each feedback label (counters, sections, badges). */
export const FEEDBACK_DOT: Record<FeedbackStatus, string> = {
  excelente: 'bg-success',
  bueno: 'bg-primary',
  descartado: 'bg-destructive',
};
