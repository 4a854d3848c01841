import { MEXICO_TZ } from '@shared/mexico-tz';

/**
 * Dates, numbers and plurals as the app shows them: Spanish of Mexico, dates in Mexico City's time zone
 * (the brand's, whatever the reader's device says). The one place the web formats these (decision 036).
 */
const LOCALE = 'es-MX';
export const TIME_ZONE = MEXICO_TZ;

const formats = new Map<Intl.DateTimeFormatOptions, Intl.DateTimeFormat>();

/** Formatters are made on first use (none at import: a chunk carries only the functions it calls). */
function format(options: Intl.DateTimeFormatOptions, iso: string | Date): string {
  let formatter = formats.get(options);
  if (!formatter) formats.set(options, (formatter = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: TIME_ZONE })));
  return formatter.format(typeof iso === 'string' ? new Date(iso) : iso);
}

const FECHA: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const FECHA_LARGA: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const DIA_MES: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long' };
const FECHA_HORA: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' };
const FECHA_HORA_LARGA: Intl.DateTimeFormatOptions = { ...FECHA_LARGA, hour: 'numeric', minute: '2-digit' };
const FECHA_HORA_MEDIA: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** '21 nov 2026'. */
export const formatFecha = (iso: string | Date): string => format(FECHA, iso);
/** '21 de noviembre de 2026'. */
export const formatFechaLarga = (iso: string | Date): string => format(FECHA_LARGA, iso);
/** '21 de noviembre'. */
export const formatDiaMes = (iso: string | Date): string => format(DIA_MES, iso);
/** '21 nov, 1:49 p.m.'. */
export const formatFechaHora = (iso: string | Date): string => format(FECHA_HORA, iso);
/** '21 de noviembre de 2026 a las 1:49 p.m.'. */
export const formatFechaHoraLarga = (iso: string | Date): string => format(FECHA_HORA_LARGA, iso);

/** '21 nov 2026, 1:49 p.m.'; null for a missing or unreadable date. */
export function formatFechaHoraMedia(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : format(FECHA_HORA_MEDIA, date);
}

/**
 * A text that ends a sentence, with one period: a date ending in 'p.m.' or 'a.m.' already has it
 * ('Solicitado el 3 de marzo de 2026 a las 1:49 p.m. Sube…', never 'p.m.. Sube').
 */
export function endSentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

let numero: Intl.NumberFormat | undefined;

/**
 * '1,234'. Whole numbers from 0 up are their digits grouped by threes with commas, as es-MX writes them,
 * without Intl: the page's first number formatter cost ~25 ms of /entregas' first render (decision 085)
 * and 15 ms of the Dashboard's, whose counts pass 1,000 (decision 089). One formatter for the rest
 * (negative and fractional numbers; `toLocaleString` built one per call).
 */
export function formatNumero(n: number): string {
  if (Number.isSafeInteger(n) && n >= 0) return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
  numero ??= new Intl.NumberFormat(LOCALE);
  return numero.format(n);
}

const MB = 1024 * 1024;

/** '120 MB', '4.5 MB', '1.2 GB', and under a megabyte in kB ('340 kB', never '0 MB'; issue 28). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1000 * MB) return `${new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }).format(bytes / (1024 * MB))} GB`;
  if (bytes < 1000 * 1024) return `${new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }).format(Math.max(1, Math.ceil(bytes / 1024)))} kB`;
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

const HORA: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
/** '3:45 p.m.' in Mexico City. */
export const formatHora = (iso: string | Date): string => format(HORA, iso);

let relative: Intl.RelativeTimeFormat | undefined;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago, for a recent moment ('hace 5 minutos', 'hace 3 horas', 'ayer', 'hace 4 días'); from a week
 * on, the date and time in Mexico City ('21 nov, 1:49 p.m.'). 'Ahora' for under a minute.
 */
export function formatHace(iso: string, now: number = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE) return 'Ahora';
  if (elapsed >= 7 * DAY) return formatFechaHora(iso);
  relative ??= new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  return relative.format(-Math.floor(elapsed / DAY), 'day');
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in the store's currency (StoreStatus.currencyCode), as es-MX writes it: '$1,234.50' for MXN,
 * 'USD 1,234.50' for another currency (so a peso sign never hides dollars). The amount may be the API's
 * decimal string ('412.50'). null when the amount or the currency is missing or unreadable: the caller
 * says 'Costo no disponible', never $0.
 */
export function formatMoney(amount: number | string | null | undefined, currency: string | null | undefined): string | null {
  if (amount === null || amount === undefined || amount === '' || !currency) return null;
  const n = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(n)) return null;
  const code = currency.toUpperCase();
  let formatter = moneyFormats.get(code);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: code, currencyDisplay: 'symbol' });
    } catch {
      // Not a well-formed ISO 4217 code: better nothing than a wrong sign.
      return null;
    }
    moneyFormats.set(code, formatter);
  }
  return formatter.format(n);
}

/**
 * A product's name with its size, 'Jeans Campana · Talla 28', without naming the size twice when the
 * name already carries it (a store variant's name does: 'Jeans · Talla 3' never reads '… · Talla 3 · Talla 3').
 */
export function nombreConTalla(nombre: string, talla: string | null | undefined): string {
  if (!talla) return nombre;
  const etiqueta = `Talla ${talla}`;
  const yaLaNombra = nombre.split('·').some((parte) => parte.trim().toLocaleLowerCase(LOCALE) === etiqueta.toLocaleLowerCase(LOCALE));
  return yaLaNombra ? nombre : `${nombre} · ${etiqueta}`;
}
