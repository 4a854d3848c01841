import { READ_IN_PAGE_ID_PREFIX } from '@shared/reads-in-page';

/**
 * The first load's reads the server made with the page and wrote into it (decision 105;
 * src/server/http/reads-in-page.ts): apiFetch takes each answer once, for the same URL, in place of asking
 * the network. Only while the page is new (a read asked for later is asked for afresh), and never after a
 * sign-out: what is left then was the person's who left.
 */

/** How long after the page's start its reads stand for fresh ones. */
const FRESH_MS = 30_000;

let forgotten = false;

/** The page's answer to a read of `path`, as the network would give it, once; undefined when it has none. */
export function takeReadInPage(path: string): Response | undefined {
  const block = document.getElementById(READ_IN_PAGE_ID_PREFIX + path);
  block?.remove();
  return block && !forgotten && performance.now() < FRESH_MS ? new Response(block.textContent, { status: Number(block.dataset.status) }) : undefined;
}

export function forgetReadsInPage(): void {
  forgotten = true;
}
