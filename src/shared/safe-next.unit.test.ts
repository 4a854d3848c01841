import { describe, expect, it } from 'vitest';
import { MAX_NEXT_LENGTH, safeNextPath } from './safe-next';

describe('safeNextPath: where sign-in may send her', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeNextPath('/colaboradora/colaboraciones/6f1c2b4e-0000-4000-8000-000000000001')).toBe('/colaboradora/colaboraciones/6f1c2b4e-0000-4000-8000-000000000001');
    expect(safeNextPath('/colaboradora/confirmacion-pedido?id=abc#pasos')).toBe('/colaboradora/confirmacion-pedido?id=abc#pasos');
    expect(safeNextPath('/entregas?colaboracion=1&estado=revision')).toBe('/entregas?colaboracion=1&estado=revision');
    // Dot segments resolve inside the site.
    expect(safeNextPath('/colaboradora/../dashboard')).toBe('/dashboard');
  });

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['triple slash', '///evil.example'],
    ['backslash host', '/\\evil.example'],
    ['backslash after slash', '\\/evil.example'],
    ['backslash later', '/colaboradora\\..\\..\\evil'],
    ['http scheme', 'http://evil.example/'],
    ['https scheme', 'https://evil.example/colaboradora'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['scheme-relative without slash', 'evil.example/x'],
    ['relative path', 'colaboradora/inicio'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded slash first', '%2F%2Fevil.example'],
    ['double-encoded slashes', '/%252F%252Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded scheme', '%68ttps://evil.example'],
    ['tab splits the slashes', '/\t/evil.example'],
    ['newline splits the slashes', '/\n/evil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['leading space', ' /dashboard'],
    ['NUL', '/dashboard\u0000'],
    ['bad percent sequence', '/%E0%A4%A'],
    ['user info', '//user@evil.example'],
    ['empty', ''],
    ['back to the form', '/auth'],
    ['back to the form with query', '/auth?next=/dashboard'],
    ['recovery screen', '/auth/recuperar'],
  ])('refuses %s', (_name, value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it('refuses what is not a string, and an overlong address', () => {
    expect(safeNextPath(undefined)).toBeNull();
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(['/dashboard'])).toBeNull();
    expect(safeNextPath(`/${'a'.repeat(MAX_NEXT_LENGTH)}`)).toBeNull();
  });

  it('keeps a path that only looks like a host inside the site', () => {
    expect(safeNextPath('/evil.example')).toBe('/evil.example');
    expect(safeNextPath('/x//y')).toBe('/x//y');
  });
});
