import { MEXICO_TZ } from '@shared/mexico-tz';

/**
 * Dates, numbers and plurals as the app shows them: Spanish of Mexico, dates in Mexico City's time zone
 * (the brand's, whatever the reader's device says). The one place the web formats these (decision 036).
 */
const LOCALE = 'es-MX';
export const TIME_ZONE = MEXICO_TZ;

/*
 * Dates are written here, not by Intl: a page's first `Intl.DateTimeFormat` for es-MX in Mexico City's zone
 * is ICU loading its locale and time-zone data, 15–32 ms of CPU in the first render of Entregas and the
 * Dashboard (decisions 089, 094). What these functions write is what Intl writes, for every hour from 1951
 * to 2060 (format.unit.test.ts compares; decision 094 compared them in Chromium too). Before 1951 they
 * write UTC−6, where tzdata knows older offsets: the app has no such dates. Small, as /auth and the
 * creator's first loads carry them within their 120 kB.
 */
const MESES = 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' ');
const HOUR_MS = 3_600_000;

/** The instant, at `hourUtc`, of the first Sunday on or after day `day` of `month` (0-based), or the last on or before it. */
function sunday(year: number, month: number, day: number, hourUtc: number, last: boolean): number {
  const weekday = new Date(Date.UTC(year, month, day)).getUTCDay();
  return Date.UTC(year, month, last ? day - weekday : day + ((7 - weekday) % 7), hourUtc);
}

/**
 * Mexico City's offset from UTC in hours at instant `t`: UTC−6, and UTC−5 in summer from 1996 to 2022 — the
 * first Sunday of April to the last Sunday of October at 2:00 local time (2:00 CST is 08:00 UTC, 2:00 CDT
 * 07:00 UTC), in 2001 the first Sunday of May to the last Sunday of September. Summer time ended for good
 * on 2022-10-30.
 */
function mexicoCityOffset(t: number): number {
  const year = new Date(t).getUTCFullYear();
  if (year < 1996 || year > 2022) return -6;
  const start = sunday(year, year === 2001 ? 4 : 3, 1, 8, false);
  const end = year === 2001 ? sunday(year, 8, 30, 7, true) : sunday(year, 9, 31, 7, true);
  return t >= start && t < end ? -5 : -6;
}

/** Mexico City's wall clock at `iso`: a Date whose UTC fields are it. Throws on an unreadable date, as Intl did. */
function wall(iso: string | Date): Date {
  const t = new Date(iso).getTime();
  if (Number.isNaN(t)) throw new RangeError(`Fecha ilegible: ${String(iso)}`);
  return new Date(t + mexicoCityOffset(t) * HOUR_MS);
}

/** '21 nov 2026' (`largo`: '21 de noviembre de 2026'); without the year when `anio` is false. */
function fecha(w: Date, largo: boolean, anio = true): string {
  const mes = MESES[w.getUTCMonth()]!;
  const dia = largo ? `${w.getUTCDate()} de ${mes}` : `${w.getUTCDate()} ${mes.slice(0, 3)}`;
  return anio ? `${dia}${largo ? ' de ' : ' '}${w.getUTCFullYear()}` : dia;
}

/** '1:49 p.m.', '12:05 a.m.': es-MX's 12-hour clock. */
function hora(w: Date): string {
  const h = w.getUTCHours();
  return `${h % 12 || 12}:${String(w.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'a.m.' : 'p.m.'}`;
}

/** '21 nov 2026'. */
export const formatFecha = (iso: string | Date): string => fecha(wall(iso), false);
/** '21 de noviembre de 2026'. */
export const formatFechaLarga = (iso: string | Date): string => fecha(wall(iso), true);
/** '21 de noviembre'. */
export const formatDiaMes = (iso: string | Date): string => fecha(wall(iso), true, false);
/** '21 nov, 1:49 p.m.'. */
export function formatFechaHora(iso: string | Date): string {
  const w = wall(iso);
  return `${fecha(w, false, false)}, ${hora(w)}`;
}
/** '21 de noviembre de 2026 a las 1:49 p.m.'. */
export function formatFechaHoraLarga(iso: string | Date): string {
  const w = wall(iso);
  return `${fecha(w, true)} a las ${hora(w)}`;
}
/** '3:45 p.m.' in Mexico City. */
export const formatHora = (iso: string | Date): string => hora(wall(iso));

/** '21 nov 2026, 1:49 p.m.'; null for a missing or unreadable date. */
export function formatFechaHoraMedia(iso: string | null | undefined): string | null {
  if (!iso) return null;
  if (Number.isNaN(new Date(iso).getTime())) return null;
  const w = wall(iso);
  return `${fecha(w, false)}, ${hora(w)}`;
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

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const hace = (n: number, one: string, many: string): string => `hace ${n} ${pluralWord(n, one, many)}`;

/**
 * How long ago, for a recent moment ('hace 5 minutos', 'hace 3 horas', 'ayer', 'anteayer', 'hace 4 días');
 * from a week on, the date and time in Mexico City ('21 nov, 1:49 p.m.'). 'Ahora' for under a minute. The
 * words are es-MX's `Intl.RelativeTimeFormat` with `numeric: 'auto'` (the unit test compares), without it.
 */
export function formatHace(iso: string, now: number = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE) return 'Ahora';
  if (elapsed >= 7 * DAY) return formatFechaHora(iso);
  if (elapsed < HOUR) return hace(Math.floor(elapsed / MINUTE), 'minuto', 'minutos');
  if (elapsed < DAY) return hace(Math.floor(elapsed / HOUR), 'hora', 'horas');
  const days = Math.floor(elapsed / DAY);
  return days === 1 ? 'ayer' : days === 2 ? 'anteayer' : hace(days, 'día', 'días');
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
