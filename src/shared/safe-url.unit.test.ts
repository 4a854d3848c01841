import { describe, expect, it } from 'vitest';
import { isAbsoluteUrl, MAX_URL_LENGTH, safeHttpUrl } from './safe-url';

describe('safeHttpUrl', () => {
  it('keeps http and https URLs, as the browser reads them', () => {
    expect(safeHttpUrl('https://rastreo.example/EST900100')).toBe('https://rastreo.example/EST900100');
    expect(safeHttpUrl('http://tienda.example/invoices/abc?x=1#y')).toBe('http://tienda.example/invoices/abc?x=1#y');
    expect(safeHttpUrl('HTTPS://Drive.Google.com/referencias')).toBe('https://drive.google.com/referencias');
    expect(safeHttpUrl('https://drive.google.com')).toBe('https://drive.google.com/');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'JavaScript:alert(document.cookie)',
    'javascript://example.com/%0Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://tienda.example/x',
    'blob:https://colabora.example/1234',
    'mailto:ana@example.com',
    'storage://entregas/colaboraciones/x.png',
  ])('refuses another scheme: %s', (value) => {
    expect(safeHttpUrl(value)).toBeNull();
  });

  it.each([
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    '\njavascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001\u001fjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    '  \u0008 data:text/html,x',
  ])('refuses a script URL hidden behind spaces or control characters: %j', (value) => {
    expect(safeHttpUrl(value)).toBeNull();
  });

  it('gives a web URL with such characters around it back without them', () => {
    expect(safeHttpUrl(' \u0000https://rastreo.example/a\n')).toBe('https://rastreo.example/a');
    expect(safeHttpUrl('ht\ttps://rastreo.example/a')).toBe('https://rastreo.example/a');
  });

  it.each(['/logistica', '//evil.example/x', 'rastreo.example/EST1', '?x=1', '#top', '', '   ', 'https://', 'http:'])('refuses a relative or empty URL: %j', (value) => {
    expect(safeHttpUrl(value)).toBeNull();
  });

  it('refuses what is not a string, and an absurdly long URL', () => {
    for (const value of [null, undefined, 42, {}, ['https://a.example']]) expect(safeHttpUrl(value)).toBeNull();
    expect(safeHttpUrl(`https://a.example/${'x'.repeat(MAX_URL_LENGTH)}`)).toBeNull();
  });

  it('isAbsoluteUrl tells a URL of another scheme from something that is no URL', () => {
    expect(isAbsoluteUrl('javascript:alert(1)')).toBe(true);
    expect(isAbsoluteUrl('no es url')).toBe(false);
  });
});
