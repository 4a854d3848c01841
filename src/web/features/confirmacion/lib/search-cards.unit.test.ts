import { describe, expect, it } from 'vitest';
import type { ConfirmacionCard } from '@shared/schemas/shopify';
import { searchCards, shortName } from './search-cards';

const card = (id: string, over: Partial<Omit<ConfirmacionCard, 'colaboradora'>> & { colaboradora?: Partial<ConfirmacionCard['colaboradora']> }): ConfirmacionCard => ({
  id,
  nombreVisualizacion: null,
  titulo: 'Jeans',
  talla: '7',
  barcode: '7501234567890',
  marca: 'Kosch',
  imagenUrl: null,
  thumbUrl: null,
  ...over,
  colaboradora: { id: `c-${id}`, nombre: 'Ana', apellidos: 'García', ciudad: 'Mérida', equipo: null, avatarUrl: null, ...over.colaboradora },
});

const cards = [
  card('a', {}),
  card('b', { talla: '11', marca: 'Balam', barcode: '7509999999999', colaboradora: { nombre: 'Brenda', apellidos: 'López', ciudad: 'Puebla' } }),
];
const ids = (q: string) => searchCards(cards, q).map((c) => c.id);

describe('Confirmación search (spec §2, docs/decisions/009)', () => {
  it('matches first name, last name, city, brand and barcode, ignoring case and accents', () => {
    expect(ids('brenda')).toEqual(['b']);
    expect(ids('GARCIA')).toEqual(['a']);
    expect(ids('merida')).toEqual(['a']);
    expect(ids('balam')).toEqual(['b']);
    expect(ids('7509999')).toEqual(['b']);
    expect(ids('')).toEqual(['a', 'b']);
    expect(ids('nadie')).toEqual([]);
  });

  it('matches a size whole', () => {
    expect(ids('11')).toEqual(['b']);
    // '1' is not size 11 (b); it is part of a's barcode, which matches by substring.
    expect(ids('1')).toEqual(['a']);
    expect(ids('7')).toContain('a');
  });

  it('shortens names as the cards show them', () => {
    expect(shortName('Ana María', 'García')).toBe('Ana G.');
    expect(shortName('Ana', null)).toBe('Ana');
  });
});
