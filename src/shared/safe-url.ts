/**
 * Links that come from outside (the store's tracking and order links, the references gallery an admin
 * types in Configuración) become links only when they are web addresses (issue 14 item 5, decision 032).
 * A `javascript:`, `data:` or `vbscript:` URL is code or a page of the attacker's making as soon as
 * someone clicks it; the Content-Security-Policy is the second wall, not the first.
 *
 * No zod here: the web's first load imports this (decision 015).
 */

/** Longer than any tracking, invoice or gallery link we have seen; a bigger value is not a link we want. */
export const MAX_URL_LENGTH = 2048;

/**
 * The URL as the browser would read it (WHATWG parser: leading and trailing spaces and control
 * characters dropped, tabs and newlines inside removed, the scheme lowercased), when it is an absolute
 * http or https URL with a host; otherwise null. Relative URLs are refused: what they point to depends on
 * the page they are shown on.
 */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '') return null;
  return url.href;
}

/** Whether `value` parses as an absolute URL of any scheme (to tell "not a URL" from "not a web URL"). */
export function isAbsoluteUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
