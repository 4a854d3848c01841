import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'vite';
import { securityHeaders } from '../../src/server/http/response-headers';

/**
 * The ratio's baseline (issue 31 item 3, decision 067): bench/bare-react (React 19 rendering N plain cards or
 * rows, no app code) built with the app's own vite.config.ts (its plugins, targets, chunking and Brotli
 * copies), and a static server that sends the Brotli copies and the security headers as the app's server
 * does (decisions 033, 096), so the page and its baseline differ by the app's code and nothing else.
 * The headers matter: Cross-Origin-Opener-Policy makes Chromium start a new renderer process for the
 * page, whose start-up then falls in the window Lighthouse measures (decision 096).
 */
export interface BareServer {
  /** The URL of the baseline page for `n` items of `kind`. */
  url: (kind: 'cards' | 'rows', n: number) => string;
  stop: () => Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
};

export async function buildBareReact(outDir: string): Promise<void> {
  await build({
    configFile: path.resolve('vite.config.ts'),
    root: path.resolve('bench/bare-react'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

/** What the app's server puts on every page and built file (src/server/http/response-headers.ts), over HTTP. */
const DOCUMENT_HEADERS = securityHeaders({ https: false, imageOrigins: [] }).document;

export async function serveBareReact(dir: string): Promise<BareServer> {
  const server = createServer((req, res) => {
    for (const [name, value] of DOCUMENT_HEADERS) res.setHeader(name, value);
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) file = path.join(dir, 'index.html');
    const headers: Record<string, string> = { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' };
    const br = `${file}.br`;
    if (/\bbr\b/.test(String(req.headers['accept-encoding'] ?? '')) && existsSync(br)) {
      headers['Content-Encoding'] = 'br';
      res.writeHead(200, headers).end(readFileSync(br));
    } else res.writeHead(200, headers).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (kind, n) => `http://127.0.0.1:${port}/?kind=${kind}&n=${n}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
