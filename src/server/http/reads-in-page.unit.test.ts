import { describe, expect, it } from 'vitest';
import { READ_IN_PAGE_ID_PREFIX } from '../../shared/reads-in-page';
import { withReadsInPage } from './reads-in-page';

const PAGE = '<html><head></head><body><div id="root"></div><script type="module" src="/assets/index-e1.js"></script></body></html>';

describe('withReadsInPage (decision 105)', () => {
  it('writes one JSON data block per read before </body>, in the order given, with its status', () => {
    const out = withReadsInPage(
      PAGE,
      new Map([
        ['/api/me', { status: 200, json: '{"user":{"id":"u1"}}' }],
        ['/api/colaboraciones?estado=todos&page=1', { status: 403, json: '{"error":{"code":"FORBIDDEN"}}' }],
      ]),
    );
    expect(out).toBe(
      PAGE.replace(
        '</body>',
        `<script type="application/json" id="${READ_IN_PAGE_ID_PREFIX}/api/me" data-status="200">{"user":{"id":"u1"}}</script>` +
          `<script type="application/json" id="${READ_IN_PAGE_ID_PREFIX}/api/colaboraciones?estado=todos&amp;page=1" data-status="403">{"error":{"code":"FORBIDDEN"}}</script></body>`,
      ),
    );
  });

  it('escapes what could end the element or the script: <, U+2028 and U+2029 inside strings, " and & in the id', () => {
    const json = JSON.stringify({ nombre: 'Ana </script><!-- \u2028 \u2029' });
    const out = withReadsInPage(PAGE, new Map([['/api/x?a="b"&c', { status: 200, json }]]));
    const block = out.slice(out.indexOf('<script type="application/json"'), out.indexOf('</body>'));
    expect(block).not.toMatch(/<(?!script |\/script>$)/);
    expect(block).not.toMatch(/[\u2028\u2029]/);
    expect(block).toContain(`id="${READ_IN_PAGE_ID_PREFIX}/api/x?a=&quot;b&quot;&amp;c"`);
    // What the browser reads back is the same answer.
    const text = block.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(text)).toEqual({ nombre: 'Ana </script><!-- \u2028 \u2029' });
  });

  it('leaves a page without reads as it is', () => {
    expect(withReadsInPage(PAGE, new Map())).toBe(PAGE);
  });
});
