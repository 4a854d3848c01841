import { describe, expect, it } from 'vitest';
import { centsATexto, formatCentavos, hoyMexico, parseMontoCents } from './formato';

describe('ventas formato', () => {
  it('reads a typed amount as exact cents, refusing what is not a positive amount with two decimals at most', () => {
    expect(parseMontoCents('1,234.50')).toBe(123450);
    expect(parseMontoCents('$850')).toBe(85000);
    expect(parseMontoCents('0.1')).toBe(10);
    expect(parseMontoCents('19.99')).toBe(1999);
    for (const bad of ['', '0', '-5', '1.234', 'abc', '1e3']) expect(parseMontoCents(bad)).toBeNull();
  });

  it('writes cents back as a form value and formats each currency as its own', () => {
    expect(centsATexto(123405)).toBe('1234.05');
    expect(formatCentavos(135000, 'MXN')).toBe('$1,350.00');
    expect(formatCentavos(2000, 'USD')).toBe('USD\u00a020.00');
    expect(formatCentavos(-1500, 'MXN')).toBe('-$15.00');
  });

  it("takes today's day in Mexico City, not UTC's", () => {
    // 02:00 UTC on Nov 28 is still Nov 27 in Mexico City (UTC-6).
    expect(hoyMexico(new Date('2026-11-28T02:00:00Z'))).toBe('2026-11-27');
    expect(centsATexto(-50)).toBe('-0.50');
    expect(centsATexto(-12345)).toBe('-123.45');
  });
});
