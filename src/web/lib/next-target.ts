import { PATHS } from '@web/paths';

/**
 * The guard's half of `?next=` (issue 28 item 3, decision 068): every screen's first load carries it, so it
 * holds no checks. The target it writes is the current location (same site by construction); the auth
 * screens read it back only through safeNextPath (next-path.ts, in their own chunks), which refuses
 * anything that could leave the site.
 */
export const NEXT_PARAM = 'next';

/** `path` with `?next=` (or `&next=`) when there is a target to keep. */
export function withNext(path: string, next: string | null): string {
  if (!next) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${NEXT_PARAM}=${encodeURIComponent(next)}`;
}

/**
 * 'Cerrar sesión' is leaving on purpose: the screen she left is no target to come back to. Set before the
 * session cache clears (which makes the guard redirect), cleared by the next sign-in; a reload starts clean.
 */
let signedOutOnPurpose = false;
export function markSignedOutOnPurpose(value: boolean): void {
  signedOutOnPurpose = value;
}

/** /auth for someone signed out at `target` (the current path with its query and hash): she comes back there. */
export function authPathFor(target: string): string {
  // The bare root names no screen: her role's home is where it leads anyway.
  if (signedOutOnPurpose || target === '/') return PATHS.auth;
  return withNext(PATHS.auth, target);
}
