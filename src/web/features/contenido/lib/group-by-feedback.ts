import { calificacionDe, type Calificacion } from '@shared/domain/calificacion';
import { FEEDBACK_STATUSES, type TipoContenido } from '@shared/domain/options';
import type { MiEntrega } from '@shared/schemas/entregas';

export interface FeedbackGroup {
  status: Calificacion;
  items: MiEntrega[];
}

const ORDER = [...FEEDBACK_STATUSES, 'sin_revisar'] as const;

/**
 * Contenido's sections for one tab: her files of that type under Excelente, Bueno and Descartado (in
 * that order), then those the team has not rated yet under 'Sin revisar' (decision 040), keeping the
 * server's newest-first order inside each; empty sections are left out.
 */
export function groupByFeedback(entregas: readonly MiEntrega[], tipo: TipoContenido): FeedbackGroup[] {
  return ORDER.map((status) => ({
    status,
    items: entregas.filter((e) => e.tipoContenido === tipo && calificacionDe(e) === status),
  })).filter((group) => group.items.length > 0);
}
