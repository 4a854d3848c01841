import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from './domain/permissions';
import { documentTitle, SCREENS, type ScreenRoute } from './routes';

const rows = Object.entries(SCREENS as Record<string, ScreenRoute>);

describe('the route table', () => {
  it('lists each path once', () => {
    const paths = rows.map(([, r]) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every screen a title, and a redirect a path of the table instead', () => {
    for (const [key, r] of rows) {
      if (r.redirect) {
        expect(r.title, key).toBeUndefined();
        expect(rows.some(([, other]) => other.path === r.redirect && !other.redirect), key).toBe(true);
      } else expect(r.title?.trim(), key).toBeTruthy();
    }
    expect(documentTitle(SCREENS.disponibles.title)).toBe('Disponibles · Colabora');
  });

  it('says who may open each screen with a permission of the table, public or signed-in', () => {
    for (const [key, r] of rows) expect(['public', 'signed-in', ...Object.keys(PERMISSIONS)], key).toContain(r.access);
    // Sign-in, the two recovery screens and the unsubscribe page work without a session (issue 17).
    expect(rows.filter(([, r]) => r.access === 'public').map(([k]) => k)).toEqual(['auth', 'recuperar', 'nuevaContrasena', 'baja', 'aplica', 'notFound']);
  });
});
