import { describe, expect, it } from 'vitest';
import { AJUSTE_LABELS, AJUSTES, ajusteDe } from './ajuste';

const m = (cintura: number | null, cadera: number | null) => ({ cintura, cadera });

describe('fit hint (ajuste): the garment against her cintura and cadera', () => {
  it('is a tu medida from 2 cm under to 5 cm over her measure, both ends included', () => {
    expect(ajusteDe(m(70, 96), m(70, 96))).toBe('a-tu-medida');
    expect(ajusteDe(m(68, 94), m(70, 96))).toBe('a-tu-medida');
    expect(ajusteDe(m(75, 101), m(70, 96))).toBe('a-tu-medida');
  });

  it('is ajustado past 2 cm under, holgado past 5 cm over', () => {
    expect(ajusteDe(m(67, 96), m(70, 96))).toBe('ajustado');
    expect(ajusteDe(m(70, 93), m(70, 96))).toBe('ajustado');
    expect(ajusteDe(m(76, 96), m(70, 96))).toBe('holgado');
    expect(ajusteDe(m(70, 102), m(70, 96))).toBe('holgado');
  });

  it('lets the tightest measure win: a waist that does not close is not saved by roomy hips', () => {
    expect(ajusteDe(m(66, 110), m(70, 96))).toBe('ajustado');
    expect(ajusteDe(m(70, 110), m(70, 96))).toBe('holgado');
    expect(ajusteDe(m(80, 96), m(70, 96))).toBe('holgado');
  });

  it('uses the one measure both sides have', () => {
    expect(ajusteDe(m(70, 96), m(75, null))).toBe('ajustado');
    expect(ajusteDe(m(70, 96), m(null, 90))).toBe('holgado');
    expect(ajusteDe(m(null, 96), m(70, 96))).toBe('a-tu-medida');
    expect(ajusteDe(m(70, null), m(null, 96))).toBeNull();
  });

  it('gives no hint until she recorded her measures', () => {
    expect(ajusteDe(m(70, 96), m(null, null))).toBeNull();
    expect(ajusteDe(m(null, null), m(70, 96))).toBeNull();
  });

  it('has a Spanish label for every hint', () => {
    expect(AJUSTES.map((a) => AJUSTE_LABELS[a])).toEqual(['Te quedaría ajustado', 'A tu medida', 'Te quedaría holgado']);
  });
});
