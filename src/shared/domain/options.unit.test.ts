import { describe, expect, it } from 'vitest';
import { COLORES, MARCAS, TALLAS, TIPOS } from './options';
import { EQUIPOS, ESTADOS_MEXICO } from './perfil-options';

describe('option lists (spec §3)', () => {
  it('lists the spec types, colors, sizes and brands', () => {
    expect(TIPOS).toEqual(['Wide leg', 'Cargo', 'Campana', 'Bota', 'Recto', 'Skinny', 'Mom']);
    expect(COLORES).toEqual(['Azul', 'Celeste', 'Negro']);
    expect(TALLAS).toEqual(['1', '3', '5', '7', '9', '11', '13', '15', '17']);
    expect(MARCAS).toEqual(['Kosch', 'Michelle Ferrar', 'JS Denim', 'Kyrath', 'Deezer', 'Balam']);
  });

  it('has the 32 Mexican states, each once', () => {
    expect(ESTADOS_MEXICO).toHaveLength(32);
    expect(new Set(ESTADOS_MEXICO).size).toBe(32);
    expect(ESTADOS_MEXICO).toContain('Ciudad de México');
  });

  it('has Cámara and iPhone models from 8 to 17', () => {
    expect(EQUIPOS[0]).toBe('Cámara');
    expect(EQUIPOS).toContain('iPhone 8');
    expect(EQUIPOS).toContain('iPhone 17 Pro Max');
    expect(EQUIPOS).toContain('Teléfono Android');
    expect(new Set(EQUIPOS).size).toBe(EQUIPOS.length);
  });
});
