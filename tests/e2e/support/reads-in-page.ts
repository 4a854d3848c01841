import { READ_IN_PAGE_ID_PREFIX } from '../../../src/shared/reads-in-page';

/** The reads the server wrote into a page (decision 105), by URL, in the order its HTML holds them. */
export function readsInHtml(html: string): string[] {
  return [...html.matchAll(new RegExp(`<script type="application/json" id="${READ_IN_PAGE_ID_PREFIX}([^"]+)"`, 'g'))].map((m) => m[1]!.replaceAll('&amp;', '&'));
}
