import { describe, expect, it } from 'vitest';
import { CALIFICACION_LABELS, calificacionDe } from './calificacion';

describe('calificacionDe', () => {
  it('a new delivery carries the stored default bueno but reads Sin revisar', () => {
    expect(CALIFICACION_LABELS[calificacionDe({ estado: 'enviado', feedbackStatus: 'bueno' })]).toBe('Sin revisar');
  });
  it('a rated delivery reads the rating staff chose', () => {
    expect(calificacionDe({ estado: 'pendiente', feedbackStatus: 'bueno' })).toBe('bueno');
    expect(calificacionDe({ estado: 'aprobado', feedbackStatus: 'excelente' })).toBe('excelente');
    expect(calificacionDe({ estado: 'pendiente', feedbackStatus: 'descartado' })).toBe('descartado');
  });
});
