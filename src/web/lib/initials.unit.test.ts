import { describe, expect, it } from 'vitest';
import { firstGrapheme, initials } from './initials';

describe('initials', () => {
  it('takes the first name and the first last name', () => {
    expect(initials('Ana', 'García')).toBe('AG');
    expect(initials('ana maría', 'lópez ruiz')).toBe('AL');
    expect(initials('  Ana  ', '  ')).toBe('A');
  });

  it('uses the last word of the name when there are no apellidos', () => {
    expect(initials('Valeria Núñez')).toBe('VN');
    expect(initials('Ana María López', null)).toBe('AL');
    expect(initials('Sofía')).toBe('S');
  });

  it('keeps accents, ñ and emoji whole (never half a surrogate pair)', () => {
    expect(initials('ángela', 'ñúñez')).toBe('ÁÑ');
    // A decomposed accent (A + combining acute) stays with its letter.
    expect(initials('A\u0301ngela', null)).toBe('A\u0301');
    expect(initials('Valeria', '🌸 Flores')).toBe('V🌸');
    expect(initials('🌸 Vale')).toBe('🌸V');
    expect(initials('👩🏽‍💻 Dev')).toBe('👩🏽‍💻D');
    for (const text of [initials('Valeria', '🌸'), initials('𝒜na', null)]) {
      expect(text).not.toContain('\uFFFD');
      expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
  });

  it("answers '?' for an empty name", () => {
    expect(initials('', null)).toBe('?');
    expect(initials('   ')).toBe('?');
  });

  it('takes the same first character as the grapheme segmenter, which only names outside U+0000–U+02FF build', () => {
    const segmenter = new Intl.Segmenter('es-MX', { granularity: 'grapheme' });
    const words = ['Ana', 'ángela', 'Ñoño', 'A\u0301ngela', 'e\u0308', 'Z\u200dx', 'ǅemal', '\u{1DF00}x', 'ﬁon', '🌸', '👩🏽‍💻', 'Ωmega', 'Даша', '李', '1a', 'ß', 'a\uFE0F', 'ñ\u200c', 'Ɏx', '×a', 'ṕa', '12', '\r\n', '©\u200d🌸', '®x', '9\u20e3'];
    for (const word of words) expect(firstGrapheme(word), word).toBe([...segmenter.segment(word)][0]!.segment);
  });
});
