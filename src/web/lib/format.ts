/**
 * Dates, numbers and plurals as the app shows them: Spanish of Mexico, dates in Mexico City's time zone
 * (the brand's, whatever the reader's device says). The one place the web formats these (decision 036).
 */
const LOCALE = 'es-MX';
export const TIME_ZONE = 'America/Mexico_City';

function dateFormat(options: Intl.DateTimeFormatOptions): (iso: string | Date) => string {
  const format = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: TIME_ZONE });
  return (iso) => format.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** '21 nov 2026'. */
export const formatFecha = dateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
/** '21 de noviembre de 2026'. */
export const formatFechaLarga = dateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
/** '21 de noviembre'. */
export const formatDiaMes = dateFormat({ day: 'numeric', month: 'long' });
/** '21 nov, 1:49 p.m.'. */
export const formatFechaHora = dateFormat({ day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
/** '21 de noviembre de 2026 a las 1:49 p.m.'. */
export const formatFechaHoraLarga = dateFormat({ day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const fechaHoraMedia = dateFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** '21 nov 2026, 1:49 p.m.'; null for a missing or unreadable date. */
export function formatFechaHoraMedia(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : fechaHoraMedia(date);
}

/**
 * A text that ends a sentence, with one period: a date ending in 'p.m.' or 'a.m.' already has it
 * ('Solicitado el 3 de marzo de 2026 a las 1:49 p.m. Sube…', never 'p.m.. Sube').
 */
export function endSentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

const numero = new Intl.NumberFormat(LOCALE);

/** '1,234'. */
export function formatNumero(n: number): string {
  return numero.format(n);
}

const MB = 1024 * 1024;

/** '120 MB', '4.5 MB', '1.2 GB'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1000 * MB) return `${new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }).format(bytes / (1024 * MB))} GB`;
  const mb = bytes / MB;
  return `${new Intl.NumberFormat(LOCALE, { maximumFractionDigits: mb < 10 ? 1 : 0 }).format(mb)} MB`;
}

/** A video's length as m:ss ('0:32', '1:05'), or null when it is unknown. */
export function formatDuracion(durationMs: number | null): string | null {
  if (durationMs === null || durationMs <= 0) return null;
  const total = Math.round(durationMs / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** The word for a count: pluralWord(1, 'colaboración', 'colaboraciones') → 'colaboración'. */
export function pluralWord(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

/** The count and its word: plural(3, 'entrega', 'entregas') → '3 entregas' (the count as es-MX writes it). */
export function plural(n: number, one: string, many: string): string {
  return `${formatNumero(n)} ${pluralWord(n, one, many)}`;
}
