import { FEEDBACK_STATUSES, type FeedbackStatus, type TipoContenido } from '@shared/domain/options';
import type { MiEntrega } from '@shared/schemas/entregas';

export interface FeedbackGroup {
  status: FeedbackStatus;
  items: MiEntrega[];
}

/**
 * Contenido's sections for one tab: her files of that type under Excelente, Bueno and Descartado (in
 * that order), keeping the server's newest-first order inside each; empty sections are left out.
 */
export function groupByFeedback(entregas: readonly MiEntrega[], tipo: TipoContenido): FeedbackGroup[] {
  return FEEDBACK_STATUSES.map((status) => ({
    status,
    items: entregas.filter((e) => e.tipoContenido === tipo && e.feedbackStatus === status),
  })).filter((group) => group.items.length > 0);
}
