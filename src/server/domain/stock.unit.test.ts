import { describe, expect, it } from 'vitest';
import { ESTADOS } from '../../shared/domain/estado';
import { stockTransition } from './stock';

describe('stockTransition', () => {
  it('runs out an unassigned disponible item the store cannot sell, and restocks an unassigned agotado one', () => {
    expect(stockTransition({ estado: 'disponible', colaboradoraId: null }, false)).toBe('agotar');
    expect(stockTransition({ estado: 'agotado', colaboradoraId: null }, true)).toBe('reponer');
  });

  it('leaves an item alone when the store agrees with its estado', () => {
    expect(stockTransition({ estado: 'disponible', colaboradoraId: null }, true)).toBeNull();
    expect(stockTransition({ estado: 'agotado', colaboradoraId: null }, false)).toBeNull();
  });

  it('never moves an item a creator holds, nor any other estado', () => {
    for (const estado of ESTADOS) {
      for (const available of [true, false]) {
        expect(stockTransition({ estado, colaboradoraId: 'k1' }, available)).toBeNull();
        if (estado !== 'disponible' && estado !== 'agotado') expect(stockTransition({ estado, colaboradoraId: null }, available)).toBeNull();
      }
    }
  });
});
