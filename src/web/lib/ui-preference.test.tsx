import { afterEach, describe, expect, it } from 'vitest';
import { readUiPreference, writeUiPreference } from './ui-preference';

const root = document.documentElement;

afterEach(() => {
  for (const name of root.getAttributeNames()) if (name.startsWith('data-pref')) root.removeAttribute(name);
  // An Expires in the past, not Max-Age=0: happy-dom expires a Max-Age=0 cookie only once a millisecond has
  // passed, so on a fast run the next test still read it as '' (a clean-clone CI failed on it).
  document.cookie = 'colabora-pref-tema=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('interface preferences (decision 104)', () => {
  it('reads what the server wrote into <html>, not the cookie, on a page it wrote', () => {
    document.cookie = 'colabora-pref-tema=light; Path=/';
    root.setAttribute('data-prefs', '');
    expect(readUiPreference('tema')).toBeNull();
    root.setAttribute('data-pref-tema', 'dark');
    expect(readUiPreference('tema')).toBe('dark');
  });

  it('reads the cookie on a page the server did not write (the dev server, the offline page)', () => {
    expect(readUiPreference('tema')).toBeNull();
    document.cookie = 'colabora-pref-tema=dark; Path=/';
    expect(readUiPreference('tema')).toBe('dark');
  });

  it('writes the cookie for the next pages and the attribute for this one; null forgets both', () => {
    root.setAttribute('data-prefs', '');
    writeUiPreference('tema', 'dark');
    expect(document.cookie).toContain('colabora-pref-tema=dark');
    expect(readUiPreference('tema')).toBe('dark');
    writeUiPreference('tema', null);
    expect(document.cookie).not.toContain('colabora-pref-tema=dark');
    expect(readUiPreference('tema')).toBeNull();
  });
});
