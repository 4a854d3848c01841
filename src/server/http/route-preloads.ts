import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { FIRST_LOADS, SCREENS, type FirstLoad, type ScreenKey } from '../../shared/routes';

/**
 * The landing pages, and what each needs before it can show anything: its screen's chunk (and the
 * shell's), GET /api/me and the screen's data. Without these hints the browser learns of them one after
 * the other — the entry chunk runs, the router asks for the screen's chunk, the guard asks for /api/me,
 * the screen asks for its data — each a round trip on a phone's network (decision 019).
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

/** `<link>` tags for index.html's head: `data` goes before the scripts (tiny and first needed), `modules` after them. */
export interface PreloadTags {
  data: string;
  modules: string;
}

/**
 * Reads dist/web/.vite/manifest.json (re-read when a new build replaces it) and answers the preload tags
 * for a page; none for pages it knows nothing about or without a build manifest, so the app then loads
 * as before.
 */
export function routePreloads(webDir: string): (pagePath: string, cookieHeader: string | undefined, html: string, search?: string) => PreloadTags {
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
    if (!route || !manifest) return { data: '', modules: '' };

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
    const data = ['/api/me', ...(signedIn && plainAddress ? route.data : [])];
    // crossorigin: the app's fetch() is a CORS-mode request with same-origin credentials, and a preload is
    // only handed to a request of the same mode.
    return {
      data: data.map((url) => `<link rel="preload" as="fetch" crossorigin href="${url.replaceAll('&', '&amp;')}">\n    `).join(''),
      modules: files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n  `).join(''),
    };
  };
}

/** index.html with the tags in: the reads right after the stylesheet (both first needed), the chunks at the end of the head. */
export function withPreloads(html: string, tags: PreloadTags): string {
  const css = /<link rel="stylesheet"[^>]*>\s*/.exec(html);
  const at = css ? css.index + css[0].length : html.indexOf('</head>');
  const withData = tags.data && at >= 0 ? html.slice(0, at) + tags.data + html.slice(at) : html;
  return tags.modules ? withData.replace('</head>', `${tags.modules}</head>`) : withData;
}
