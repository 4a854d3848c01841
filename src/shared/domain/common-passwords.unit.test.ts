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
});
