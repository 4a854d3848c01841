import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_LOADS, SCREENS, type FirstLoad } from '../../shared/routes';
import { PRELOADED_PAGES, routePreloads, withPreloads } from './route-preloads';

// A build as vite.config.ts makes it (decision 033): the entry and rolldown's runtime, both named by
// index.html; the creator shell's chunk ('portal'), one chunk per landing screen, the sign-in screen's
// chunk, and a chunk they share that index.html does not name.
const MANIFEST = {
  '_rolldown-runtime-r1.js': { file: 'assets/rolldown-runtime-r1.js', name: 'rolldown-runtime' },
  '_index-e1.js': { file: 'assets/index-e1.js', name: 'index', imports: ['_rolldown-runtime-r1.js'] },
  '_query-q1.js': { file: 'assets/query-q1.js', name: 'query', imports: ['_index-e1.js'] },
  '_portal-p1.js': { file: 'assets/portal-p1.js', name: 'portal', imports: ['_rolldown-runtime-r1.js', '_index-e1.js', '_query-q1.js'] },
  '_inicio-i1.js': { file: 'assets/inicio-i1.js', name: 'inicio', imports: ['_index-e1.js', '_portal-p1.js'] },
  '_disponibles-d1.js': { file: 'assets/disponibles-d1.js', name: 'disponibles', imports: ['_index-e1.js', '_portal-p1.js', '_query-q1.js'] },
  '_auth-page-a1.js': { file: 'assets/auth-page-a1.js', name: 'auth-page', imports: ['_rolldown-runtime-r1.js', '_index-e1.js', '_query-q1.js'] },
  '_staff-shell-s1.js': { file: 'assets/staff-shell-s1.js', name: 'staff-shell', imports: ['_index-e1.js', '_query-q1.js'] },
  '_dashboard-page-b1.js': { file: 'assets/dashboard-page-b1.js', name: 'dashboard-page', imports: ['_index-e1.js', '_staff-shell-s1.js'] },
  '_gestion-colaboraciones-page-g1.js': { file: 'assets/gestion-colaboraciones-page-g1.js', name: 'gestion-colaboraciones-page', imports: ['_staff-shell-s1.js'] },
  '_entregas-page-n1.js': { file: 'assets/entregas-page-n1.js', name: 'entregas-page', imports: ['_staff-shell-s1.js'] },
};
const HTML =
  '<head><link rel="stylesheet" href="/assets/index-c1.css"><script type="module" crossorigin src="/assets/rolldown-runtime-r1.js"></script>' +
  '<script type="module" crossorigin src="/assets/index-e1.js"></script></head>';
const SESSION = 'better-auth.session_token=abc.def';

let webDir: string;
beforeAll(() => {
  webDir = mkdtempSync(path.join(tmpdir(), 'colabora-preloads-'));
  mkdirSync(path.join(webDir, '.vite'));
  writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
});
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const hrefs = (tags: string) => [...tags.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

describe('routePreloads', () => {
  it('takes its pages from the route table: every screen with a first load, by its path, and no other', () => {
    const firstLoads = FIRST_LOADS as Partial<Record<string, FirstLoad>>;
    const rows = Object.entries(SCREENS).map(([key, s]) => ({ path: s.path, firstLoad: firstLoads[key] }));
    const withFirstLoad = rows.filter((s) => s.firstLoad).map((s) => s.path);
    // The three budgeted landing pages of decisions 019 and 033, and the admin's three (decision 104; '/'
    // is named by role, static.ts).
    expect(withFirstLoad.sort()).toEqual(['/', '/admin/colaboraciones', '/auth', '/colaboradora/disponibles', '/colaboradora/inicio', '/entregas']);
    expect([...PRELOADED_PAGES.keys()].sort()).toEqual(withFirstLoad);
    expect(PRELOADED_PAGES.get('/auth')?.public).toBe(true);
    expect(PRELOADED_PAGES.get('/entregas')?.public).toBe(false);
    const preloads = routePreloads(webDir);
    for (const s of rows) {
      const tags = preloads(s.path, SESSION, HTML);
      // Every chunk the table names is one a build makes (the manifest above has vite.config.ts's groups).
      for (const chunk of s.firstLoad?.chunks ?? []) {
        const file = Object.values(MANIFEST).find((m) => m.name === chunk)?.file;
        expect(file, `${s.path}: chunk '${chunk}'`).toBeDefined();
        expect(hrefs(tags.modules)).toContain(`/${file}`);
      }
      if (s.firstLoad) expect(tags.reads).toEqual(['/api/me', ...s.firstLoad.data]);
      else expect(tags, s.path).toEqual({ reads: [], modules: '' });
    }
  });

  it("names Inicio's chunks (dependencies first, none the HTML already loads) and her reads when she has a session", () => {
    const tags = routePreloads(webDir)('/colaboradora/inicio', `theme=x; ${SESSION}`, HTML);
    expect(tags.reads).toEqual(['/api/me', '/api/inicio']);
    expect(tags.then).toBeUndefined();
    expect(hrefs(tags.modules)).toEqual(['/assets/query-q1.js', '/assets/portal-p1.js', '/assets/inicio-i1.js']);
    expect(tags.modules).toContain('rel="modulepreload" crossorigin');
  });

  it('asks for Disponibles exactly as the screen does, with or without a trailing slash', () => {
    const tags = routePreloads(webDir)('/colaboradora/disponibles/', SESSION, HTML);
    expect(tags.reads).toEqual(['/api/me', '/api/disponibles']);
    expect(hrefs(tags.modules)).toEqual(['/assets/query-q1.js', '/assets/portal-p1.js', '/assets/disponibles-d1.js']);
  });

  it("names Gestión's reads as the screen makes them", () => {
    const tags = routePreloads(webDir)('/admin/colaboraciones', SESSION, HTML, '');
    expect(tags.reads).toEqual(['/api/me', '/api/colaboraciones?estado=todos&page=1&pageSize=50', '/api/shopify/status']);
    expect(hrefs(tags.modules)).toEqual(['/assets/query-q1.js', '/assets/staff-shell-s1.js', '/assets/gestion-colaboraciones-page-g1.js']);
  });

  it('asks for no screen data when the address has a query string (the screen reads other URLs), the chunks still', () => {
    const preloads = routePreloads(webDir);
    for (const [page, search] of [['/admin/colaboraciones', '?estado=revision'], ['/entregas', '?page=2'], ['/colaboradora/disponibles', '?talla=13']] as const) {
      const tags = preloads(page, SESSION, HTML, search);
      expect(tags.reads, `${page}${search}`).toEqual(['/api/me']);
      expect(tags.then, `${page}${search}`).toBeUndefined();
      expect(tags.modules, `${page}${search}`).not.toBe('');
    }
    const entregas = preloads('/entregas', SESSION, HTML, '?');
    expect(entregas.reads).toEqual(['/api/me', '/api/revision/colaboraciones?page=1&estado=revision']);
    // Its second read, made from the first's answer: the first card's files, as the screen asks for them.
    expect(entregas.then?.after).toBe('/api/revision/colaboraciones?page=1&estado=revision');
    expect(entregas.then?.url({ items: [{ id: 'c 1' }, { id: 'c2' }] })).toBe('/api/revision/colaboraciones/c%201/entregas');
    expect(entregas.then?.url({ items: [] })).toBeNull();
    expect(entregas.then?.url(null)).toBeNull();
  });

  it("asks only for the session without a session cookie (the page will send her to /auth), and no screen's chunks but the sign-in's", () => {
    const preloads = routePreloads(webDir);
    expect(preloads('/colaboradora/inicio', undefined, HTML).reads).toEqual(['/api/me']);
    expect(preloads('/colaboradora/inicio', undefined, HTML).modules).toBe('');
    expect(preloads('/admin/colaboraciones', 'theme=dark', HTML)).toEqual({ reads: ['/api/me'], modules: '' });
    expect(hrefs(preloads('/auth', undefined, HTML).modules)).toEqual(['/assets/query-q1.js', '/assets/auth-page-a1.js']);
  });

  it('adds nothing for other pages, or without a build manifest', () => {
    expect(routePreloads(webDir)('/admin/roles', SESSION, HTML)).toEqual({ reads: [], modules: '' });
    expect(routePreloads(path.join(webDir, 'missing'))('/colaboradora/inicio', SESSION, HTML)).toEqual({ reads: [], modules: '' });
  });
});

describe('withPreloads', () => {
  const tags = { reads: ['/api/me'], modules: '<link rel="modulepreload" crossorigin href="/assets/portal-p1.js">' };

  it('names the chunks at the end of the head, and no read (the server writes those in, reads-in-page.ts)', () => {
    const out = withPreloads(HTML, tags);
    expect(out.indexOf('portal-p1.js')).toBeGreaterThan(out.indexOf('index-e1.js'));
    expect(out).toContain(`${tags.modules}</head>`);
    expect(out).not.toContain('/api/');
  });

  it('leaves the page alone without chunks', () => {
    expect(withPreloads(HTML, { reads: ['/api/me'], modules: '' })).toBe(HTML);
  });
});
