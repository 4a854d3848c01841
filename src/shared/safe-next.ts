/**
 * Where she goes after signing in (issue 28 item 3, decision 068): the address a link pointed to, kept
 * as `?next=` on /auth. Only a path of this site: anything that could leave it (`//host`, `/\host`, a
 * scheme, their percent-encoded or whitespace-split spellings) is refused, so /auth is never an open
 * redirect. The auth screens themselves are refused too (a loop back to the form).
 *
 * No zod and no DOM here: the sign-in screen's first load imports this.
 */

/** Longer than any address of ours with its query. */
export const MAX_NEXT_LENGTH = 1024;

const PROBE_ORIGIN = 'https://colabora.invalid';
const AUTH_ROOT = '/auth';

/** Decoded as far as it goes (a few rounds), so that `%252F%252F` reads as `//` for the checks. */
function decoded(value: string): string | null {
  let current = value;
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** The same-origin path (with its query and hash) to go to, or null when there is none or it is not ours. */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_NEXT_LENGTH) return null;
  // Control characters and whitespace: the URL parser drops some (tabs, newlines), which can turn
  // '/\t/evil.example' into '//evil.example'. None belongs in an address of ours.
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u0020\u007f-\u009f]/.test(value)) return null;
  const plain = decoded(value);
  if (plain === null) return null;
  for (const form of [value, plain]) {
    if (!form.startsWith('/')) return null;
    // '//host' and '/\host' are another site to the browser; so is a backslash anywhere before the path.
    if (form.startsWith('//') || form.includes('\\')) return null;
    // eslint-disable-next-line no-control-regex -- as above, once decoded
    if (/[\u0000-\u0020\u007f-\u009f]/.test(form)) return null;
  }
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (url.pathname === AUTH_ROOT || url.pathname.startsWith(`${AUTH_ROOT}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
