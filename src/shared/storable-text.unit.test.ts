import { describe, expect, it } from 'vitest';
import { isStorableJson, isStorableText } from './storable-text';

describe('isStorableText', () => {
  it('accepts Spanish text, emoji (surrogate pairs) and the empty string', () => {
    for (const text of ['', 'Valeria Núñez', 'ñandú 🎉 👩🏽‍💻', '\u{1F600}', 'línea\nnueva\ttab']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses a NUL anywhere and lone surrogates of either half', () => {
    for (const text of ['\0', 'a\0b', 'fin\0', '\uD800', 'a\uD83Db', '\uDE00', 'x\uDE00y', '\uDE00\uD83D', '🎉\uD83D']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('isStorableJson', () => {
  it('walks arrays, objects and keys', () => {
    expect(isStorableJson({ a: ['b', { c: 'ñ 🎉' }], n: 1, t: true, z: null })).toBe(true);
    expect(isStorableJson({ a: ['b', { c: 'x\0' }] })).toBe(false);
    expect(isStorableJson({ 'cl\uD800ave': 1 })).toBe(false);
    expect(isStorableJson(['\uDC00'])).toBe(false);
    expect(isStorableJson(42)).toBe(true);
  });

  it('survives a deeply nested value', () => {
    let deep: unknown = 'x\0';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(isStorableJson(deep)).toBe(false);
  });
});
