import { describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword, normalizePassword } from './common-passwords';

describe('the common-password list (decision 030)', () => {
  it('holds thousands of passwords that pass the length rules', () => {
    expect(commonPasswordCount()).toBeGreaterThan(10_000);
  });

  it.each(['12345678', 'password', 'PASSWORD', 'Password123', 'qwerty123', 'iloveyou', '11111111', 'Contraseña', 'contrasena', 'tequiero', 'mariposa'])(
    'refuses %s',
    (p) => {
      expect(isCommonPassword(p)).toBe(true);
    },
  );

  it.each(['ClaveSegura123', 'contrasena-segura', 'mi perro come tacos', 'Tz8#qL2!vR'])('accepts %s', (p) => {
    expect(isCommonPassword(p)).toBe(false);
  });

  it('compares lower-case and without accents', () => {
    expect(normalizePassword('ContraSEÑA Árbol')).toBe('contrasena arbol');
  });

  // Issue 26 (decision 058): NFKC first, then the list, padding and repetition.
  it('compares after NFKC: full-width is plain', () => {
    expect(normalizePassword('１２３４５６７８')).toBe('12345678');
    expect(normalizePassword('ＣＯＬＡＢＯＲＡ')).toBe('colabora');
  });

  it.each([
    '１２３４５６７８',
    '00000000',
    'aaaaaaaa',
    'zzzzzzzzzzzz',
    'abababab',
    'abcdabcd',
    'colabora',
    'Colabora2026',
    'COLABORADORA',
    ' 12345678 ',
    '**password**',
    'qwerty.....',
    'iloveyou!!!',
    'superman0000',
    'tequiero123',
    'princesa2010',
    'cruzazul1234',
    'Guadalupe!',
  ])('refuses %j', (p) => {
    expect(isCommonPassword(p)).toBe(true);
  });

  it.each(['girasol azul de marzo', 'ventana-abierta-77', 'Tacos al pastor 2026', 'abcdefghijk-nube'])('still accepts %j', (p) => {
    expect(isCommonPassword(p)).toBe(false);
  });
});
