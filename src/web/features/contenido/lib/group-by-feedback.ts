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

const fecha = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', year: 'numeric' });

/** The delivery date as Mexico reads it, e.g. '21 nov 2026'. */
export function formatFecha(iso: string): string {
  return fecha.format(new Date(iso));
}

/** A video's length as m:ss, or null when the server could not read it. */
export function formatDuracion(durationMs: number | null): string | null {
  if (durationMs === null || durationMs <= 0) return null;
  const total = Math.round(durationMs / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
