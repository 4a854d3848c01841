import { describe, expect, it } from 'vitest';
import { calcularPuntaje } from './puntaje';

describe('calcularPuntaje', () => {
  it('weighs the five parts', () => {
    // útiles 4/5 = .8 → 28; a tiempo 1/2 → 12.5; nota (13/5 − 1)/2 = .8 → 16; cambios 1 − 1/4 → 7.5; 3/5 → 6. Total 70.
    const p = calcularPuntaje({ terminadas: 3, calificados: 5, utiles: 4, sumaNotas: 13, conPlazo: 2, aTiempo: 1, envios: 4, cambios: 1 });
    expect(p.valor).toBe(70);
    expect(p.partes).toEqual({ utiles: 0.8, aTiempo: 0.5, notaPromedio: 2.6, tasaCambios: 0.25 });
  });

  it('leaves out a part without data and weighs the rest in proportion', () => {
    // No window closed yet: (35·1 + 20·1 + 10·1 + 10·.4) / 75 = 69/75 = 92.
    const p = calcularPuntaje({ terminadas: 2, calificados: 3, utiles: 3, sumaNotas: 9, conPlazo: 0, aTiempo: 0, envios: 2, cambios: 0 });
    expect(p.valor).toBe(92);
  });

  it('says nothing with too little history', () => {
    expect(calcularPuntaje({ terminadas: 1, calificados: 10, utiles: 10, sumaNotas: 30, conPlazo: 1, aTiempo: 1, envios: 1, cambios: 0 }).valor).toBeNull();
    expect(calcularPuntaje({ terminadas: 4, calificados: 2, utiles: 2, sumaNotas: 6, conPlazo: 4, aTiempo: 4, envios: 4, cambios: 0 }).valor).toBeNull();
  });
});
