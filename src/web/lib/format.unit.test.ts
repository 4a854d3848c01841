import { describe, expect, it } from 'vitest';
import {
  endSentence,
  formatBytes,
  nombreConTalla,
  formatDiaMes,
  formatDuracion,
  formatFecha,
  formatFechaHora,
  formatFechaHoraLarga,
  formatFechaHoraMedia,
  formatFechaLarga,
  formatHace,
  formatHora,
  formatMoney,
  formatNumero,
  plural,
  pluralWord,
} from './format';

// 2026-03-03 19:49 UTC is 1:49 p.m. in Mexico City (UTC-6, no daylight saving since 2022).
const AT = '2026-03-03T19:49:00.000Z';
// 2026-11-22 03:00 UTC is still the 21st in Mexico City.
const LATE = '2026-11-22T03:00:00.000Z';

describe('dates (es-MX, America/Mexico_City)', () => {
  it('formats in Mexico City, whatever the machine says', () => {
    expect(formatFecha(LATE)).toBe('21 nov 2026');
    expect(formatFechaLarga(LATE)).toBe('21 de noviembre de 2026');
    expect(formatDiaMes(LATE)).toBe('21 de noviembre');
  });

  it('writes times the Mexican way', () => {
    expect(formatFechaHora(AT)).toBe('3 mar, 1:49 p.m.');
    expect(formatFechaHoraLarga(AT)).toBe('3 de marzo de 2026 a las 1:49 p.m.');
    expect(formatFechaHoraMedia(AT)).toBe('3 mar 2026, 1:49 p.m.');
  });

  it('reads a missing or broken date as none', () => {
    expect(formatFechaHoraMedia(null)).toBeNull();
    expect(formatFechaHoraMedia('no es fecha')).toBeNull();
  });

  it('writes what Intl writes (es-MX, Mexico City) every day from 1951 to 2060, and every hour of 1990–2030 (summer time and its changes)', () => {
    // The date functions write dates themselves (decision 094: a page's first Intl.DateTimeFormat loads ICU's
    // data). Mexico City kept summer time from 1996 to 2022; each hour is checked at :00 and at its last
    // millisecond, so a change of offset one hour early or late fails here. Before 1951 tzdata has other
    // offsets, which the functions do not write (the app has no such dates).
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('es-MX', { ...options, timeZone: 'America/Mexico_City' });
    const cases: [string, (d: Date) => string | null, Intl.DateTimeFormat][] = [
      ['formatFecha', formatFecha, intl({ day: 'numeric', month: 'short', year: 'numeric' })],
      ['formatFechaLarga', formatFechaLarga, intl({ day: 'numeric', month: 'long', year: 'numeric' })],
      ['formatDiaMes', formatDiaMes, intl({ day: 'numeric', month: 'long' })],
      ['formatFechaHora', formatFechaHora, intl({ day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' })],
      ['formatFechaHoraLarga', formatFechaHoraLarga, intl({ day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' })],
      ['formatFechaHoraMedia', (d) => formatFechaHoraMedia(d.toISOString()), intl({ dateStyle: 'medium', timeStyle: 'short' })],
      ['formatHora', formatHora, intl({ hour: 'numeric', minute: '2-digit' })],
    ];
    const hour = 3_600_000;
    const from = Date.UTC(1951, 0, 1);
    const until = Date.UTC(2060, 0, 1);
    const check = (name: string, ours: (d: Date) => string | null, theirs: Intl.DateTimeFormat, at: Date) => {
      const expected = theirs.format(at);
      // One expect per mismatch, not per call (over a million of them).
      if (ours(at) !== expected) expect(ours(at), `${name} ${at.toISOString()}`).toBe(expected);
    };
    // Every field (year, month, day, hour, minute) through the one that writes them all, at every hour of the
    // years around summer time (1996–2022);
    const [, media, mediaIntl] = cases[5]!;
    for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(2030, 0, 1); t += hour) {
      check('formatFechaHoraMedia', media, mediaIntl, new Date(t));
      check('formatFechaHoraMedia', media, mediaIntl, new Date(t + hour - 1));
    }
    // each function's words, once a day at an hour that moves through the day.
    for (let t = from, i = 0; t < until; t += 24 * hour, i++) {
      const at = new Date(t + (i % 24) * hour + ((i * 7) % 60) * 60_000);
      for (const [name, ours, theirs] of cases) check(name, ours, theirs, at);
    }
  });

  it('throws on an unreadable date, as Intl did', () => {
    expect(() => formatFecha('no es fecha')).toThrow(RangeError);
    expect(() => formatFechaHora(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('ends a sentence with one period, never two after p.m.', () => {
    expect(`Solicitado el ${endSentence(formatFechaHoraLarga(AT))} Sube`).toBe('Solicitado el 3 de marzo de 2026 a las 1:49 p.m. Sube');
    expect(endSentence('3 de marzo de 2026')).toBe('3 de marzo de 2026.');
  });
});

describe('numbers and plurals', () => {
  it('groups thousands', () => {
    expect(formatNumero(1234567)).toBe('1,234,567');
  });

  it('whole numbers read as Intl writes them (formatNumero skips it for those from 0 up)', () => {
    const intl = new Intl.NumberFormat('es-MX');
    const cases = [0, 1, 7, 42, 999, 1000, 1001, 9999, 10_000, 12_345, 100_000, 999_999, 1_000_000, 1_234_567, 2 ** 31, Number.MAX_SAFE_INTEGER, -3, -1234, 2.5, 1234.5];
    for (const n of cases) expect(formatNumero(n), String(n)).toBe(intl.format(n));
  });

  it('sizes and lengths', () => {
    expect(formatBytes(4.5 * 1024 * 1024)).toBe('4.5 MB');
    // Issue 28: a small photo read '0 MB'.
    expect(formatBytes(340 * 1024)).toBe('340 kB');
    expect(formatBytes(200)).toBe('1 kB');
    expect(formatBytes(1200 * 1024)).toBe('1.2 MB');
    expect(formatBytes(120 * 1024 * 1024)).toBe('120 MB');
    expect(formatBytes(1.2 * 1024 * 1024 * 1024)).toBe('1.2 GB');
    expect(formatDuracion(65_000)).toBe('1:05');
    expect(formatDuracion(0)).toBeNull();
    expect(formatDuracion(null)).toBeNull();
  });

  it('one, zero and many', () => {
    expect(plural(1, 'entrega', 'entregas')).toBe('1 entrega');
    expect(plural(0, 'entrega', 'entregas')).toBe('0 entregas');
    expect(plural(1500, 'archivo', 'archivos')).toBe('1,500 archivos');
    expect(pluralWord(2, 'colaboración', 'colaboraciones')).toBe('colaboraciones');
  });
});

describe('notices: the hour and how long ago (issue 17)', () => {
  it('gives the hour in Mexico City', () => {
    expect(formatHora(AT)).toBe('1:49 p.m.');
  });

  it('says how long ago for a week, then the date', () => {
    const now = new Date(AT).getTime();
    const ago = (ms: number) => new Date(now - ms).toISOString();
    expect(formatHace(ago(20_000), now)).toBe('Ahora');
    expect(formatHace(ago(5 * 60_000), now)).toBe('hace 5 minutos');
    expect(formatHace(ago(3 * 3_600_000), now)).toBe('hace 3 horas');
    expect(formatHace(ago(30 * 3_600_000), now)).toBe('ayer');
    expect(formatHace(ago(4 * 86_400_000), now)).toBe('hace 4 días');
    expect(formatHace(ago(8 * 86_400_000), now)).toBe('23 feb, 1:49 p.m.');
  });

  it('says it as Intl.RelativeTimeFormat does (es-MX, numeric auto), at every minute, hour and day it is used for', () => {
    const relative = new Intl.RelativeTimeFormat('es-MX', { numeric: 'auto' });
    const now = new Date(AT).getTime();
    const ago = (ms: number) => new Date(now - ms).toISOString();
    for (let n = 1; n < 60; n++) expect(formatHace(ago(n * 60_000 + 30_000), now)).toBe(relative.format(-n, 'minute'));
    for (let n = 1; n < 24; n++) expect(formatHace(ago(n * 3_600_000 + 59_000), now)).toBe(relative.format(-n, 'hour'));
    for (let n = 1; n < 7; n++) expect(formatHace(ago(n * 86_400_000 + 3_600_000), now)).toBe(relative.format(-n, 'day'));
  });
});

describe('money in the store’s currency (issue 19)', () => {
  // ICU may separate a currency code from the number with a no-break space.
  const plain = (s: string | null) => s?.replace(/\u00a0/g, ' ') ?? null;

  it('writes pesos with the peso sign and other currencies with their code, es-MX digits', () => {
    expect(formatMoney(1234.5, 'MXN')).toBe('$1,234.50');
    expect(plain(formatMoney('412.50', 'USD'))).toBe('USD 412.50');
    expect(plain(formatMoney('0', 'EUR'))).toBe('EUR 0.00');
    expect(plain(formatMoney(1234.5, 'JPY'))).toBe('JPY 1,235');
    expect(formatMoney('99', 'mxn')).toBe('$99.00');
  });

  it('gives null, never $0, for a missing or unreadable amount or currency', () => {
    expect(formatMoney(null, 'MXN')).toBeNull();
    expect(formatMoney(undefined, 'MXN')).toBeNull();
    expect(formatMoney('', 'MXN')).toBeNull();
    expect(formatMoney('abc', 'MXN')).toBeNull();
    expect(formatMoney(10, null)).toBeNull();
    expect(formatMoney(10, 'pesos')).toBeNull();
  });
});

describe('nombreConTalla', () => {
  it('adds the size once, never twice when the store name already has it (issue 28)', () => {
    expect(nombreConTalla('Jeans Campana', '28')).toBe('Jeans Campana · Talla 28');
    expect(nombreConTalla('Jeans Campana · Talla 3', '3')).toBe('Jeans Campana · Talla 3');
    expect(nombreConTalla('Jeans Campana', null)).toBe('Jeans Campana');
    expect(nombreConTalla('Jeans · Talla 30', '3')).toBe('Jeans · Talla 30 · Talla 3');
  });
});
