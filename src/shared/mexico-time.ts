/**
 * The brand's clock: Mexico City. Days, months, reminders, file names and CSV times are Mexico City's
 * whatever the server's or the reader's zone. The zone is named here only; offsets always come from the
 * time-zone database (Mexico dropped daylight saving time in 2022, but older rows were written under it).
 */
export { MEXICO_TZ } from './mexico-tz';
import { MEXICO_TZ } from './mexico-tz';

const DIA = new Intl.DateTimeFormat('en-CA', { timeZone: MEXICO_TZ, year: 'numeric', month: '2-digit', day: '2-digit' });
const PARTES = new Intl.DateTimeFormat('en-US', {
  timeZone: MEXICO_TZ,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** '2026-11-26': the date in Mexico City at that instant. */
export function fechaMexico(at: Date = new Date()): string {
  return DIA.format(at);
}

/** Mexico City's wall clock minus UTC at that instant, in milliseconds (−6 h today). */
function desfaseMs(at: number): number {
  const p: Record<string, number> = {};
  for (const { type, value } of PARTES.formatToParts(new Date(at))) p[type] = Number(value);
  const local = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return local - Math.floor(at / 1000) * 1000;
}

/** The instant Mexico City's day 'YYYY-MM-DD' begins. */
export function inicioDiaMexico(fecha: string): Date {
  const [y, m, d] = fecha.split('-').map(Number) as [number, number, number];
  const medianocheUtc = Date.UTC(y, m - 1, d);
  // Twice: the first guess's offset may be the other side of a daylight-saving change.
  const guess = medianocheUtc - desfaseMs(medianocheUtc);
  return new Date(medianocheUtc - desfaseMs(guess));
}

/** The calendar day after 'YYYY-MM-DD'. */
export function diaSiguiente(fecha: string): string {
  const [y, m, d] = fecha.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}
