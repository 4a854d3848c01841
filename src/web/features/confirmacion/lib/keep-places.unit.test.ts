import { describe, expect, it } from 'vitest';
import { keepPlaces } from './keep-places';

const card = (id: string, v = 0) => ({ id, v });

describe('keepPlaces', () => {
  it('shows the first list in its order', () => {
    expect(keepPlaces([], [card('a'), card('b')], () => false)).toEqual([card('a'), card('b')]);
  });

  it('keeps a packed card where it was, drops one that left otherwise, and adds new ones at the end', () => {
    const shown = [card('a'), card('b'), card('c'), card('d')];
    const server = [card('e'), card('d', 1), card('a', 1)];
    expect(keepPlaces(shown, server, (id) => id === 'b')).toEqual([card('a', 1), card('b'), card('d', 1), card('e')]);
  });
});
