import { describe, expect, it } from 'vitest';
import { datosPagoInputSchema } from '../schemas/ventas';
import { CLABE_MENSAJES, digitoControlClabe, problemaClabe } from './clabe';

// Banxico's worked example: 032180000118359719 (check digit 9).
const VALIDA = '032180000118359719';

describe('CLABE', () => {
  it('accepts a CLABE whose check digit matches, with spaces or dashes between groups', () => {
    expect(digitoControlClabe(VALIDA.slice(0, 17))).toBe(9);
    expect(problemaClabe(VALIDA)).toBeNull();
    expect(problemaClabe('032 180 00011835971 9')).toBeNull();
    expect(problemaClabe('032-180-00011835971-9')).toBeNull();
  });

  it('refuses a wrong check digit, every one of the other nine', () => {
    for (let d = 0; d <= 9; d++) {
      if (d === 9) continue;
      expect(problemaClabe(VALIDA.slice(0, 17) + String(d))).toBe('digito');
    }
  });

  it('refuses a swapped pair of digits (what the weights are for)', () => {
    expect(problemaClabe('302180000118359719')).toBe('digito');
  });

  it('refuses anything but 18 digits', () => {
    for (const v of ['', '03218000011835971', '0321800001183597190', '03218000011835971a', '０３２180000118359719']) {
      expect(problemaClabe(v)).toBe('formato');
    }
  });

  it('the form and the API answer in Spanish and keep the digits only', () => {
    const mala = datosPagoInputSchema.safeParse({ clabe: '032180000118359718', titular: 'Carla' });
    expect(mala.success).toBe(false);
    expect(mala.error?.issues[0]?.message).toBe(CLABE_MENSAJES.digito);
    const buena = datosPagoInputSchema.parse({ clabe: '032 180 000118359719', titular: ' Carla ' });
    expect(buena).toEqual({ clabe: VALIDA, titular: 'Carla' });
  });
});
