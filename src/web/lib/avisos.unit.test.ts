import { describe, expect, it } from 'vitest';
import { enlaceSeguro } from './avisos';

describe('a notice link', () => {
  it('goes only to a path of this app (decision 032)', () => {
    expect(enlaceSeguro('/colaboradora/colaboraciones/c1', '/cuenta/avisos')).toBe('/colaboradora/colaboraciones/c1');
    for (const bad of ['https://otro.test/x', '//otro.test/x', '/\\otro.test', 'javascript:alert(1)', '']) {
      expect(enlaceSeguro(bad, '/cuenta/avisos'), bad).toBe('/cuenta/avisos');
    }
  });
});
