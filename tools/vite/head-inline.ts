// Why: three files every first load fetched carry no content of their own; each request costs the page
// ~15 main-thread tasks of its own (decision 097). Built into index.html from the same files (decision 100).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { fromRoot } from './root.ts';

/** The files the brand and the app keep as files (offline.html and the installable icons still use them). */
export interface HeadInlineFiles {
  /** The page this applies to: the app's. Another built with this config (bench/bare-react) is left as it is. */
  appIndex: string;
  themeInit: string;
  favicon: string;
  logo: string;
  logoWhite: string;
}

const DEFAULT_FILES: HeadInlineFiles = {
  appIndex: fromRoot('src/web/index.html'),
  themeInit: fromRoot('src/web/public/theme-init.js'),
  favicon: fromRoot('src/web/public/favicon.svg'),
  logo: fromRoot('src/web/public/brand/logo.svg'),
  logoWhite: fromRoot('src/web/public/brand/logo-white.svg'),
};

/** The symbols' ids: BrandLogo draws `<use href="#…">` of one of them (src/web/components/ui/brand-logo.tsx). */
export const LOGO_SYMBOL = 'colabora-logo';
export const LOGO_WHITE_SYMBOL = 'colabora-logo-white';

/** A file's SVG as a `<symbol>`: its viewBox and drawing, without its own title (the `<svg>` using it names it). */
export function svgToSymbol(svg: string, id: string, file: string): string {
  const open = svg.match(/<svg\b([^>]*)>/);
  const viewBox = open?.[1]?.match(/\bviewBox="([^"]+)"/)?.[1];
  const close = svg.lastIndexOf('</svg>');
  if (!open || open.index === undefined || !viewBox || close < 0) throw new Error(`${file}: an <svg> with a viewBox is needed`);
  const body = svg
    .slice(open.index + open[0].length, close)
    .replace(/<title>[\s\S]*?<\/title>/g, '')
    .trim();
  return `<symbol id="${id}" viewBox="${viewBox}">${body}</symbol>`;
}

/** An SVG as a `data:` URL (the CSP's img-src allows data:): only what a URL may not hold is escaped. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.trim().replace(/\s+/g, ' ').replace(/[%#<>"{}|\\^`]/g, encodeURIComponent)}`;
}

function replaceOnce(html: string, find: string, by: string): string {
  if (!html.includes(find)) throw new Error(`index.html: expected ${find}`);
  return html.replace(find, () => by);
}

/**
 * theme-init.js inline (the server allows exactly its hash: response-headers.ts), the favicon as a data:
 * URL, the logo's two SVGs as symbols at the top of the body. The brand still swaps its logo by replacing
 * public/brand/logo.svg and logo-white.svg: every build reads them.
 */
export function headInline(files: HeadInlineFiles = DEFAULT_FILES): Plugin {
  return {
    name: 'colabora:head-inline',
    transformIndexHtml: {
      order: 'pre',
      handler(html, { filename }) {
        if (path.resolve(filename) !== path.resolve(files.appIndex)) return html;
        const read = (f: string) => readFileSync(f, 'utf8');
        let out = replaceOnce(html, '<script src="/theme-init.js"></script>', `<script>${read(files.themeInit).trim()}</script>`);
        out = replaceOnce(out, 'href="/favicon.svg"', `href="${svgDataUrl(read(files.favicon))}"`);
        const symbols =
          svgToSymbol(read(files.logo), LOGO_SYMBOL, files.logo) + svgToSymbol(read(files.logoWhite), LOGO_WHITE_SYMBOL, files.logoWhite);
        return replaceOnce(
          out,
          '<body>',
          `<body>\n    <svg aria-hidden="true" width="0" height="0" style="position:absolute">${symbols}</svg>`,
        );
      },
    },
  };
}
