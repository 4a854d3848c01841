import { readFileSync } from 'node:fs';
import type { IndexHtmlTransformHook, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { headInline, LOGO_SYMBOL, LOGO_WHITE_SYMBOL, svgDataUrl, svgToSymbol } from './head-inline.ts';
import { fromRoot as r } from './root.ts';

/** The plugin's transform, as Vite calls it on src/web/index.html. */
function transform(plugin: Plugin, html: string, filename = r('src/web/index.html')): string {
  const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, { path: '/index.html', filename }) as string;
}

const index = readFileSync(r('src/web/index.html'), 'utf8');

describe('headInline (decision 100)', () => {
  it('leaves index.html asking for none of theme-init.js, favicon.svg and the logo, with each file as it is', () => {
    const out = transform(headInline(), index);
    expect(out).not.toMatch(/(src|href)="\/(theme-init\.js|favicon\.svg|brand\/)/);
    // The script exactly as the file has it (the server hashes what is served), before the stylesheet's place.
    const script = /<script>([\s\S]*?)<\/script>/.exec(out)?.[1];
    expect(script).toBe(readFileSync(r('src/web/public/theme-init.js'), 'utf8').trim());
    expect(out.indexOf('<script>')).toBeLessThan(out.indexOf('<title>'));
    // The favicon, decoded, is the file.
    const href = /<link rel="icon" type="image\/svg\+xml" href="([^"]+)"/.exec(out)?.[1] ?? '';
    expect(decodeURIComponent(href.replace('data:image/svg+xml,', ''))).toBe(
      readFileSync(r('src/web/public/favicon.svg'), 'utf8').trim().replace(/\s+/g, ' '),
    );
    expect(out).toContain(`<symbol id="${LOGO_SYMBOL}" viewBox="0 0 204 40">`);
    expect(out).toContain(`<symbol id="${LOGO_WHITE_SYMBOL}" viewBox="0 0 204 40">`);
    expect(out).toContain('COLABORA</text></symbol>');
  });

  it('draws what BrandLogo uses', () => {
    const logo = readFileSync(r('src/web/components/ui/brand-logo.tsx'), 'utf8');
    expect(logo).toContain(`'#${LOGO_SYMBOL}'`);
    expect(logo).toContain(`'#${LOGO_WHITE_SYMBOL}'`);
    expect(logo).toContain('viewBox="0 0 204 40"');
  });

  it('takes a swapped logo as it comes, drops its title, and stops the build on what it cannot use', () => {
    const swapped = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 30"><title>Marca</title><rect width="120" height="30"/></svg>';
    expect(svgToSymbol(swapped, 'x', 'logo.svg')).toBe('<symbol id="x" viewBox="0 0 120 30"><rect width="120" height="30"/></symbol>');
    expect(() => svgToSymbol('<svg width="10" height="10"></svg>', 'x', 'logo.svg')).toThrow('logo.svg: an <svg> with a viewBox is needed');
    expect(() => transform(headInline(), index.replace('<script src="/theme-init.js"></script>', ''))).toThrow(
      'index.html: expected <script src="/theme-init.js"></script>',
    );
    // Another page built with the app's config (the bench's bare React) is its own.
    const bare = readFileSync(r('bench/bare-react/index.html'), 'utf8');
    expect(transform(headInline(), bare, r('bench/bare-react/index.html'))).toBe(bare);
    expect(svgDataUrl('<svg fill="#fff">\n  <path d="M0 0"/>\n</svg>')).toBe('data:image/svg+xml,%3Csvg fill=%22%23fff%22%3E %3Cpath d=%22M0 0%22/%3E %3C/svg%3E');
  });
});
