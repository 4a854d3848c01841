import { describe, expect, it } from 'vitest';
import { aCentavos, comisionDe } from './dinero';

describe('money as integer cents', () => {
  it('reads decimal strings exactly', () => {
    expect(aCentavos('123.45')).toBe(12345);
    expect(aCentavos('0.1')).toBe(10);
    expect(aCentavos('19.99')).toBe(1999);
    expect(aCentavos('1000')).toBe(100000);
    expect(aCentavos('-5.50')).toBe(-550);
    expect(aCentavos('0.005')).toBe(1);
    expect(aCentavos(null)).toBe(0);
    // 0.1 + 0.2 in floats is 0.30000000000000004; here every sum is of integers.
    expect(aCentavos('0.1') + aCentavos('0.2')).toBe(30);
  });

  it('refuses what is not a decimal amount', () => {
    expect(() => aCentavos('12,50')).toThrow();
    expect(() => aCentavos('1e3')).toThrow();
  });

  it('computes a commission in basis points, half away from zero, with its sign', () => {
    expect(comisionDe(10000, 1000)).toBe(1000);
    expect(comisionDe(12345, 1050)).toBe(1296); // 1296.2
    expect(comisionDe(5, 1000)).toBe(1); // 0.5 → 1
    expect(comisionDe(-5, 1000)).toBe(-1);
    expect(comisionDe(-12345, 1050)).toBe(-1296);
    expect(comisionDe(10000, 0)).toBe(0);
  });
});
