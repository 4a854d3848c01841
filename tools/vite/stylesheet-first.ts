// Why: Vite puts the render-blocking stylesheet after the scripts; a phone should ask for it first (decision 019).
import type { Plugin } from 'vite';

/**
 * Vite writes the stylesheet after the entry script and its modulepreloads; on a phone's connection the
 * browser then asks for the page's only render-blocking file last, behind ~70 kB of JavaScript that
 * does not block the first paint. Moved up, it is requested first (decision 019).
 */
export function stylesheetFirst(): Plugin {
  return {
    name: 'colabora:stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        if (!links.length || !html.includes('</title>')) return html;
        let out = html;
        for (const l of links) out = out.replace(l, '');
        return out.replace('</title>', `</title>${links.map((l) => `\n    ${l.trim()}`).join('')}`);
      },
    },
  };
}
