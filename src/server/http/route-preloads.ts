import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { FIRST_LOADS, SCREENS, type FirstLoad, type ScreenKey } from '../../shared/routes';

/**
 * The landing pages, and what each needs before it can show anything: its screen's chunk (and the
 * shell's), GET /api/me and the screen's data. Without them the browser learns of them one after the
 * other — the entry chunk runs, the router asks for the screen's chunk, the guard asks for /api/me, the
 * screen asks for its data — each a round trip on a phone's network (decision 019). The chunks are named
 * in the page; the reads the server makes itself and writes into it (decision 105).
 *
 * Read from the route table (src/shared/routes.ts, decision 035): every screen of its FIRST_LOADS, by its
 * path. `chunks` are the names of chunks vite.config.ts groups modules into (or source files as Vite's
 * manifest names them, relative to src/web), `data` the API reads the screen makes on a first visit,
 * exactly as it makes them (a preload is only used by a request for the same URL).
 */
export const PRELOADED_PAGES: ReadonlyMap<string, FirstLoad & { public: boolean }> = new Map(
  Object.entries(FIRST_LOADS as Partial<Record<ScreenKey, FirstLoad>>).map(([key, firstLoad]) => {
    const screen = SCREENS[key as ScreenKey];
    return [screen.path, { ...firstLoad!, public: screen.access === 'public' }];
  }),
);

/** better-auth's session cookie (with the __Secure- prefix on https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * What a page's HTML brings with it: `modules`, the `<link rel="modulepreload">` tags of its chunks, and
 * `reads`, the API reads the server makes with the page and writes into it (reads-in-page.ts, decision 105),
 * `then` the one made from another's answer.
 */
export interface PageFirstLoad {
  reads: readonly string[];
  then?: FirstLoad['then'];
  modules: string;
}

/** A page that brings nothing with it: no chunks named, no reads made. */
export const NO_FIRST_LOAD: PageFirstLoad = { reads: [], modules: '' };

/**
 * Reads dist/web/.vite/manifest.json (re-read when a new build replaces it) and answers a page's first
 * load: the tags of its chunks and the reads to write into it; nothing for pages it knows nothing about or
 * without a build manifest, so the app then loads as before.
 */
export function routePreloads(webDir: string): (pagePath: string, cookieHeader: string | undefined, html: string, search?: string) => PageFirstLoad {
  const manifestFile = path.join(webDir, '.vite', 'manifest.json');
  let cache: { mtimeMs: number; manifest: Manifest } | undefined;
  const readManifest = (): Manifest | undefined => {
    if (!existsSync(manifestFile)) return undefined;
    const { mtimeMs } = statSync(manifestFile);
    if (!cache || cache.mtimeMs !== mtimeMs) cache = { mtimeMs, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest };
    return cache.manifest;
  };

  return (pagePath, cookieHeader, html, search = '') => {
    const route = PRELOADED_PAGES.get(pagePath.length > 1 ? pagePath.replace(/\/+$/, '') : pagePath);
    const manifest = route && readManifest();
    if (!route || !manifest) return NO_FIRST_LOAD;

    // Each chunk once, dependencies first, none that index.html already names.
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key] ?? Object.values(manifest).find((c) => c.name === key);
      if (!chunk || seen.has(chunk.file)) return;
      seen.add(chunk.file);
      for (const dep of chunk.imports ?? []) visit(dep);
      if (chunk.file.endsWith('.js') && !html.includes(`/${chunk.file}"`)) files.push(chunk.file);
    };
    // A screen behind the session only for someone with a session cookie: anyone else is sent to /auth.
    const signedIn = SESSION_COOKIE.test(cookieHeader ?? '');
    if (signedIn || route.public) for (const m of route.chunks) visit(m);

    // Her data only when she has a session to read it with, and only for the page's plain address: with a
    // query string (a tab, a page, filters) the screen reads other URLs. /api/me either way, as the page asks it first.
    const plainAddress = search === '' || search === '?';
    const withData = signedIn && plainAddress;
    return {
      reads: ['/api/me', ...(withData ? route.data : [])],
      ...(withData && route.then ? { then: route.then } : {}),
      modules: files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n  `).join(''),
    };
  };
}

/** index.html with the page's chunks named at the end of its head. */
export function withPreloads(html: string, firstLoad: PageFirstLoad): string {
  return firstLoad.modules ? html.replace('</head>', `${firstLoad.modules}</head>`) : html;
}
