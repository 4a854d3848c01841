import { describe, expect, it } from 'vitest';
import { diaSiguiente, fechaMexico, inicioDiaMexico } from './mexico-time';

describe('Mexico City time', () => {
  it('dates an instant by Mexico City, not UTC', () => {
    expect(fechaMexico(new Date('2026-11-27T05:59:59Z'))).toBe('2026-11-26');
    expect(fechaMexico(new Date('2026-11-27T06:00:00Z'))).toBe('2026-11-27');
    expect(fechaMexico(new Date('2026-01-01T03:00:00Z'))).toBe('2025-12-31');
  });

  it("finds a day's first instant from the zone database, daylight-saving years included", () => {
    expect(inicioDiaMexico('2026-11-27').toISOString()).toBe('2026-11-27T06:00:00.000Z');
    expect(inicioDiaMexico('2026-03-01').toISOString()).toBe('2026-03-01T06:00:00.000Z');
    // Summer 2021: CDT, UTC−5 (a fixed −6 would put the day's start an hour late).
    expect(inicioDiaMexico('2021-07-01').toISOString()).toBe('2021-07-01T05:00:00.000Z');
    for (const fecha of ['2021-04-04', '2021-10-31', '2026-06-15']) expect(fechaMexico(inicioDiaMexico(fecha))).toBe(fecha);
  });

  it('steps to the next calendar day across months and leap years', () => {
    expect(diaSiguiente('2026-11-30')).toBe('2026-12-01');
    expect(diaSiguiente('2028-02-28')).toBe('2028-02-29');
    expect(diaSiguiente('2026-12-31')).toBe('2027-01-01');
  });
});
