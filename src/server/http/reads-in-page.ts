import type { Hono } from 'hono';
import { READ_IN_PAGE_ID_PREFIX } from '../../shared/reads-in-page';
import type { AppEnv } from './env';
import type { PageFirstLoad } from './route-preloads';

/**
 * A first load's reads made by the server with its page and written into it (decision 105). The browser
 * then asks for none of them: each one a request less on the page's main thread (~15 tasks of the
 * renderer's loader and IPC each, decision 097) and a round trip less on a phone's network, and Entregas'
 * second read (its first card's files) no longer waits for the first to come back.
 *
 * Each read is an ordinary request to the app, through every middleware (session, role, rate limits, the
 * read cache) with the page's own cookie: the page can carry nothing its reader could not have read. The
 * browser gets the answer exactly as it would have (`src/web/lib/reads-in-page.ts` hands it to apiFetch
 * once), so a refusal is the same refusal. A 5xx or 429 is not written: the client asks for it itself and
 * retries as it always does.
 */
export interface ReadInPage {
  status: number;
  /** The answer's JSON text, as the server sent it. */
  json: string;
}

/** What the page's request says that its reads need too: who she is, and what the logs and limits see. */
const FORWARDED = ['cookie', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-real-ip'];

const writable = (status: number) => status < 500 && status !== 429;

export async function readsForPage(
  app: Hono<AppEnv>,
  /** The page's own bindings (@hono/node-server's request and socket): the reads see the same client. */
  env: object | undefined,
  pageUrl: string,
  pageHeaders: Headers,
  firstLoad: Pick<PageFirstLoad, 'reads' | 'then'>,
): Promise<{ answers: Map<string, ReadInPage>; setCookies: string[] }> {
  const setCookies = new Set<string>();
  const headers = new Headers({ accept: 'application/json' });
  for (const name of FORWARDED) {
    const value = pageHeaders.get(name);
    if (value) headers.set(name, value);
  }
  const read = async (url: string): Promise<{ url: string; answer: ReadInPage; body: unknown } | null> => {
    const res = await app.request(new URL(url, pageUrl).href, { headers }, env);
    // A refreshed session cookie goes to the browser with the page, as it would have with the read.
    for (const cookie of res.headers.getSetCookie()) setCookies.add(cookie);
    const text = await res.text();
    if (!writable(res.status) || !(res.headers.get('content-type') ?? '').includes('application/json')) return null;
    try {
      return { url, answer: { status: res.status, json: text }, body: JSON.parse(text) as unknown };
    } catch {
      return null; // Not written: the client asks for it and meets whatever it is itself.
    }
  };
  const { then } = firstLoad;
  // All at once; a read made from another's answer right after it. Written in the table's order.
  const made = await Promise.all(
    firstLoad.reads.map(async (url) => {
      const first = await read(url);
      const next = then?.after === url && first?.answer.status === 200 ? then.url(first.body) : null;
      return [first, next ? await read(next) : null];
    }),
  );
  const answers = new Map(made.flat().flatMap((m) => (m ? [[m.url, m.answer] as const] : [])));
  return { answers, setCookies: [...setCookies] };
}

/** Text for a double-quoted attribute. */
const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * index.html with the answers in, one JSON data block each before `</body>` (never run, so the page's CSP
 * needs no hash for them; read before the app's module scripts run, which wait for the whole page). In
 * JSON `<` and U+2028/2029 can only be inside strings, where their escapes mean the same: so no answer's
 * text can close its element or open a comment.
 */
export function withReadsInPage(html: string, answers: ReadonlyMap<string, ReadInPage>): string {
  if (answers.size === 0) return html;
  const blocks = [...answers]
    .map(([url, { status, json }]) => {
      const text = json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
      return `<script type="application/json" id="${attribute(READ_IN_PAGE_ID_PREFIX + url)}" data-status="${status}">${text}</script>`;
    })
    .join('');
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + blocks : html.slice(0, at) + blocks + html.slice(at);
}
