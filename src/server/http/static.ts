import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from './env';
import { homePathFor } from '../../shared/domain/permissions';
import { declarePolicy } from './policy';
import { cspWithInlineScripts } from './response-headers';
import { readsForPage, withReadsInPage } from './reads-in-page';
import { NO_FIRST_LOAD, routePreloads, withPreloads, type PageFirstLoad } from './route-preloads';
import { withUiPreferences } from './ui-preferences';

const ROBOTS = 'User-agent: *\nDisallow: /api/\n';

/**
 * robots.txt, the built web from dist/web, and the SPA fallback. Vite's hashed files under /assets/
 * never change, so browsers keep them a year; index.html, the service worker and the manifest are
 * revalidated on every load so a deploy shows at once.
 */
export function mountWeb(app: Hono<AppEnv>, webDir: string, documentCsp: string): void {
  declarePolicy('GET', '/robots.txt', 'public');
  declarePolicy('GET', '/*', 'public');

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(ROBOTS);
  });

  const indexFile = path.join(webDir, 'index.html');
  let indexCache: { mtimeMs: number; html: string; csp: string } | undefined;
  const readIndex = (): { html: string; csp: string } | undefined => {
    if (!existsSync(indexFile)) return undefined;
    const { mtimeMs } = statSync(indexFile);
    if (!indexCache || indexCache.mtimeMs !== mtimeMs) {
      const html = readFileSync(indexFile, 'utf8');
      indexCache = { mtimeMs, html, csp: cspWithInlineScripts(documentCsp, html) };
    }
    return indexCache;
  };

  const preloads = routePreloads(webDir);

  // Created once the folder exists: the web may be built after the server starts.
  let files: ReturnType<typeof serveStatic<AppEnv>> | undefined;

  app.get('/*', async (c, next) => {
    const p = c.req.path;
    if (p === '/api' || p.startsWith('/api/')) return next();
    // Not /.vite/manifest.json: the build's own bookkeeping, read by route-preloads.ts.
    if (p !== '/' && p !== '/index.html' && !p.startsWith('/.') && (files || existsSync(webDir))) {
      // The build writes a .br and .gz beside each file (vite.config.ts): sent as they are, never
      // compressed again per request. Vary: Accept-Encoding is on every answer (response-headers.ts).
      files ??= serveStatic<AppEnv>({ root: webDir, precompressed: true });
      const res = await files(c, async () => undefined);
      if (res) {
        // Set here, not in serveStatic's onFound: that runs after the response is built. Everything outside
        // /assets/ keeps its name across deploys, /sw.js and /manifest.webmanifest above all: revalidated on
        // every fetch, so a deploy's new service worker is seen at once (decision 044).
        const hashed = p.startsWith('/assets/');
        res.headers.set('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        return res;
      }
    }
    // Client-side routes (no file extension) get the app whatever the Accept header says; a missing
    // file such as /assets/old.js stays a 404 unless a browser asks for a page.
    const accept = c.req.header('accept') ?? '';
    const looksLikeFile = /\.[a-z0-9]+$/i.test(p);
    if (looksLikeFile && !accept.includes('text/html')) return next();
    const index = readIndex();
    c.header('Cache-Control', 'no-cache');
    if (index === undefined) {
      return c.text('La aplicación web no está compilada. Ejecuta npm run build o npm start.', 503);
    }
    // The page's chunks are named in its HTML and her reads written into it: both depend on the session cookie.
    c.header('Vary', 'Accept-Encoding, Cookie');
    // Its inline script's hash allowed (a header the handler sets wins over the document set's).
    c.header('Content-Security-Policy', index.csp);
    const cookie = c.req.header('cookie');
    // '/' is every role's address: app.ts reads the session for it alone, and its first load is her home's
    // (the Dashboard for the admin, Inicio for a creator, the one the app will send her to; decision 104).
    const role = p === '/' ? c.var.actor?.role : undefined;
    const landing = p === '/' ? (role ? homePathFor(role) : null) : p;
    const firstLoad: PageFirstLoad = landing === null ? NO_FIRST_LOAD : preloads(landing, cookie, index.html, new URL(c.req.url).search);
    // Her first reads made here and written into the page: the browser asks for none of them (decision 105).
    // (Not for a HEAD: nothing of the page is sent.)
    const reads = c.req.method === 'HEAD' ? NO_FIRST_LOAD : firstLoad;
    const { answers, setCookies } = await readsForPage(app, c.env as object | undefined, c.req.url, c.req.raw.headers, reads);
    for (const set of setCookies) c.header('Set-Cookie', set, { append: true });
    // A page with her data in it is hers alone and kept nowhere: no shared cache, no copy on disk.
    if ([...answers.values()].some((a) => a.status === 200)) c.header('Cache-Control', 'private, no-store');
    // The interface's remembered choices (the theme) written into <html>: the page reads no storage (decision 104).
    return c.html(withUiPreferences(withReadsInPage(withPreloads(index.html, firstLoad), answers), getCookie(c)));
  });
}
