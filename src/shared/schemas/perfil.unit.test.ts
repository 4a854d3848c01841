import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './auth';
import { perfilInputSchema, profileCompleteness } from './perfil';

const msg = (input: unknown) => {
  const r = perfilInputSchema.safeParse(input);
  return r.success ? null : firstIssueMessage(r.error);
};

describe('Mi Perfil rules (spec §5)', () => {
  it('requires nombre', () => {
    expect(msg({ nombre: '  ' })).toBe('El nombre es requerido');
    expect(msg({})).toBe('El nombre es requerido');
  });

  it('parses edad as an integer or null, and empty equipo as null', () => {
    const parsed = perfilInputSchema.parse({ nombre: 'Ana', edad: '27', equipo: '', instagram: '@ana.moda', ciudad: ' Monterrey ' });
    expect(parsed).toMatchObject({ edad: 27, equipo: null, instagram: 'ana.moda', ciudad: 'Monterrey', apellidos: null });
    expect(perfilInputSchema.parse({ nombre: 'Ana', edad: '' }).edad).toBeNull();
    expect(msg({ nombre: 'Ana', edad: 'veinte' })).toBe('La edad debe ser un número entero');
    expect(msg({ nombre: 'Ana', edad: '-3' })).toBe('Debes tener al menos 13 años');
    expect(msg({ nombre: 'Ana', edad: -3 })).toBe('Debes tener al menos 13 años');
  });

  it('accepts only the option lists for estado, equipo and talla', () => {
    expect(msg({ nombre: 'Ana', estado: 'Jalisco', equipo: 'iPhone 15 Pro', talla: '9' })).toBeNull();
    expect(msg({ nombre: 'Ana', equipo: 'Teléfono Android' })).toBeNull();
    expect(msg({ nombre: 'Ana', estado: 'Texas' })).toBe('Selecciona un estado de México');
    expect(msg({ nombre: 'Ana', equipo: 'Android' })).toBe('Selecciona tu equipo de grabación');
  });
});

describe('profile completeness (spec §9)', () => {
  const empty = { nombre: null, edad: null, ciudad: null, estado: null, instagram: null, categoria: null, avatar_url: null, bio: null };
  it('is the rounded share of the 8 fields', () => {
    expect(profileCompleteness(empty)).toBe(0);
    expect(profileCompleteness({ ...empty, nombre: 'Ana' })).toBe(13);
    expect(profileCompleteness({ ...empty, nombre: 'Ana', edad: 20, ciudad: 'León' })).toBe(38);
    expect(profileCompleteness({ nombre: 'A', edad: 1, ciudad: 'c', estado: 'e', instagram: 'i', categoria: 'k', avatar_url: 'u', bio: 'b' })).toBe(100);
    expect(profileCompleteness({ ...empty, nombre: '   ' })).toBe(0);
  });
});
