import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './secrets';

const KEY = 'a'.repeat(64);

describe('store secrets at rest', () => {
  it('round-trips and never contains the plain text', () => {
    const sealed = encryptSecret(KEY, 'shpat_secreto_123');
    expect(sealed).not.toContain('shpat_secreto_123');
    expect(decryptSecret(KEY, sealed)).toBe('shpat_secreto_123');
  });

  it('uses a fresh IV each time', () => {
    expect(encryptSecret(KEY, 'x')).not.toBe(encryptSecret(KEY, 'x'));
  });

  it('refuses a tampered value or another key', () => {
    const sealed = encryptSecret(KEY, 'token');
    const parts = sealed.split('.');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0] = data[0]! ^ 1;
    parts[3] = data.toString('base64url');
    expect(() => decryptSecret(KEY, parts.join('.'))).toThrow();
    expect(() => decryptSecret('b'.repeat(64), sealed)).toThrow();
    expect(() => decryptSecret(KEY, 'garbage')).toThrow();
  });
});
