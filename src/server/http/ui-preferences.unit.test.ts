import { describe, expect, it } from 'vitest';
import { withUiPreferences } from './ui-preferences';

const HTML = '<!doctype html>\n<html lang="es-MX">\n  <head></head></html>';

describe('withUiPreferences', () => {
  it('marks the page and writes each colabora-pref- cookie into <html>, nothing else', () => {
    const out = withUiPreferences(HTML, { 'better-auth.session_token': 'abc', 'colabora-pref-tema': 'dark', 'colabora-pref-modo-admin': '1', other: 'x' });
    expect(out).toContain('<html data-prefs data-pref-tema="dark" data-pref-modo-admin="1" lang="es-MX">');
    expect(out).not.toContain('session_token');
    expect(out).not.toContain('other');
  });

  it('marks the page without cookies too (the web then reads no cookie)', () => {
    expect(withUiPreferences(HTML, {})).toContain('<html data-prefs lang="es-MX">');
  });

  it('ignores a name or value that is not a plain token', () => {
    const out = withUiPreferences(HTML, { 'colabora-pref-modo-admin': '"><script>alert(1)</script>', 'colabora-pref-x y': '1', 'colabora-pref-tema': 'light', 'colabora-pref-Tema': 'dark' });
    expect(out).toContain('<html data-prefs data-pref-tema="light" lang="es-MX">');
    expect(out).not.toContain('<script>');
  });
});
