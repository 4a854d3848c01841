import type { FeedbackStatus, TipoContenido } from '@shared/domain/options';

const fecha = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', year: 'numeric' });

/** A delivery date as Mexico reads it, e.g. '21 nov 2026'. */
export function formatFecha(iso: string): string {
  return fecha.format(new Date(iso));
}

/** A video's length as m:ss, or null when the server could not read it. */
export function formatDuracion(durationMs: number | null): string | null {
  if (durationMs === null || durationMs <= 0) return null;
  const total = Math.round(durationMs / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

export const TIPO_LABEL: Record<TipoContenido, string> = { imagen: 'Foto', video: 'Video' };

/** The colour dot beside each feedback label (counters, sections, badges). */
export const FEEDBACK_DOT: Record<FeedbackStatus, string> = {
  excelente: 'bg-success',
  bueno: 'bg-primary',
  descartado: 'bg-destructive',
};

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
