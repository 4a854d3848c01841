import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

export interface SecurityHeaderOptions {
  /** HTTPS APP_URL: browsers are told to keep using HTTPS. */
  https: boolean;
  /** Image origins besides our own (the store's CDN, the emulator in the demo). */
  imageOrigins: readonly string[];
}

export interface ResponseHeaderSets {
  /** Pages, the built web's files, and what a browser may open as a document (stored files, API docs). */
  document: ReadonlyArray<readonly [string, string]>;
  /** The documents' Content-Security-Policy: index.html's answer adds its inline script's hash to it. */
  documentCsp: string;
  /** JSON answers under /api: never a document, so a policy that allows nothing and a few bytes. */
  api: ReadonlyArray<readonly [string, string]>;
}

/**
 * The headers every answer carries, computed once. Documents get the Content-Security-Policy the web
 * needs and the usual hardening headers. JSON answers get a short set in the spirit of OWASP's REST
 * guidance (a policy that allows nothing, nosniff, no framing): 400 bytes fewer per answer on the
 * hottest reads. Both vary on Accept-Encoding: any answer may be compressed.
 */
export function securityHeaders({ https, imageOrigins }: SecurityHeaderOptions): ResponseHeaderSets {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // Radix and sonner position things with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    // Imported products keep the store's image URLs.
    ['img-src', "'self'", 'data:', 'blob:', 'https://cdn.shopify.com', ...imageOrigins].join(' '),
    "media-src 'self' blob:",
    "connect-src 'self'",
    "font-src 'self' data:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  const hsts = https ? ([['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']] as const) : [];
  return {
    documentCsp: csp,
    document: [
      ['Content-Security-Policy', csp],
      ['Cross-Origin-Opener-Policy', 'same-origin'],
      ['Cross-Origin-Resource-Policy', 'same-origin'],
      ['Origin-Agent-Cluster', '?1'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ...hsts,
      ['X-Content-Type-Options', 'nosniff'],
      ['X-DNS-Prefetch-Control', 'off'],
      ['X-Download-Options', 'noopen'],
      ['X-Frame-Options', 'DENY'],
      ['X-Permitted-Cross-Domain-Policies', 'none'],
      ['X-XSS-Protection', '0'],
      ['Vary', 'Accept-Encoding'],
    ],
    api: [
      ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
      ['Cross-Origin-Resource-Policy', 'same-origin'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ...hsts,
      ['X-Content-Type-Options', 'nosniff'],
      ['X-Frame-Options', 'DENY'],
      ['Vary', 'Accept-Encoding'],
    ],
  };
}

/**
 * The policy for a page whose HTML holds inline scripts (index.html: theme-init.js, put in by the build,
 * tools/vite/head-inline.ts): script-src allows exactly those scripts' SHA-256, never 'unsafe-inline'.
 * Hashed from the HTML being served, so an edited script is allowed as it is and nothing else is.
 */
export function cspWithInlineScripts(csp: string, html: string): string {
  const hashes = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs = '']) => !/\ssrc=/.test(attrs))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  if (hashes.length === 0) return csp;
  return csp.replace("script-src 'self'", () => `script-src 'self' ${[...new Set(hashes)].join(' ')}`);
}

/** /api answers a browser may show as a document: stored files (a photo or video opened in a tab), the API docs. */
const DOCUMENT_UNDER_API = /^\/api\/(?:files|docs)(?:\/|$)/;

/** Which of the two sets a path gets. */
export function headerSetFor(path: string, sets: ResponseHeaderSets): ReadonlyArray<readonly [string, string]> {
  return path.startsWith('/api/') && !DOCUMENT_UNDER_API.test(path) ? sets.api : sets.document;
}

/** A request id a load balancer sent (kept when it is short and plain), else a new one. */
function requestIdFor(sent: string | undefined): string {
  return sent && sent.length <= 255 && !/[^\w\-=]/.test(sent) ? sent : crypto.randomUUID();
}

/** The Node response under @hono/node-server; absent when the app is called in-process (app.request). */
function nodeResponseOf(c: Context<AppEnv>): ServerResponse | undefined {
  return (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
}

/**
 * Names the request (c.var.requestId, X-Request-Id) and puts its header set on every answer. A header the
 * handler set itself wins (a file download may tighten its own policy).
 *
 * Under Node the headers go straight onto the Node response before the handler runs, where Node merges
 * them with the handler's at writeHead. Setting them on the fetch Response afterwards, as Hono's
 * secureHeaders and requestId do, builds a WHATWG Headers object per request, and that (with the log
 * line) cost more than everything else a small JSON answer needs (decision 028).
 */
export function responseHeaders(sets: ResponseHeaderSets): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const headers = headerSetFor(c.req.path, sets);
    const id = requestIdFor(c.req.header('x-request-id'));
    c.set('requestId', id);
    const outgoing = nodeResponseOf(c);
    if (outgoing) {
      outgoing.setHeader('X-Request-Id', id);
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    const missing = [['X-Request-Id', id] as const, ...headers].filter(([name]) => !c.res.headers.has(name));
    if (missing.length === 0) return;
    try {
      for (const [name, value] of missing) c.res.headers.set(name, value);
    } catch {
      // A fetched Response's headers are immutable: answer a copy.
      c.res = new Response(c.res.body, c.res);
      for (const [name, value] of missing) c.res.headers.set(name, value);
    }
  };
}
