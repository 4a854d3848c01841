import { FEEDBACK_LABELS, FEEDBACK_STATUSES, type EntregaEstado, type FeedbackStatus } from './options';

/**
 * What a delivery's rating is, as people read it (issue 16). Spec §4 stores feedback_status 'bueno' on
 * every new delivery, a default nobody chose: until staff rate it (estado leaves 'enviado') the delivery
 * is 'Sin revisar', to staff and creator alike, never 'Bueno'.
 */
export const CALIFICACIONES = [...FEEDBACK_STATUSES, 'sin_revisar'] as const;
export type Calificacion = (typeof CALIFICACIONES)[number];

export const CALIFICACION_LABELS: Record<Calificacion, string> = { ...FEEDBACK_LABELS, sin_revisar: 'Sin revisar' };

/** Whether staff rated the delivery: the review moves estado from enviado to aprobado or pendiente. */
export function estaRevisada(entrega: { estado: EntregaEstado }): boolean {
  return entrega.estado !== 'enviado';
}

export function calificacionDe(entrega: { estado: EntregaEstado; feedbackStatus: FeedbackStatus }): Calificacion {
  return estaRevisada(entrega) ? entrega.feedbackStatus : 'sin_revisar';
}

export type ConteoCalificaciones = Record<'total' | Calificacion, number>;

/** The review's counters over a collaboration's deliveries: all of them, and each rating or Sin revisar. */
export function contarCalificaciones(entregas: readonly { estado: EntregaEstado; feedbackStatus: FeedbackStatus }[]): ConteoCalificaciones {
  const counts: ConteoCalificaciones = { total: entregas.length, sin_revisar: 0, excelente: 0, bueno: 0, descartado: 0 };
  for (const entrega of entregas) counts[calificacionDe(entrega)] += 1;
  return counts;
}
