import { useSearchParams } from 'react-router';
import { safeNextPath } from '@shared/safe-next';
import { PATHS } from '@web/paths';

/**
 * The address a link pointed to, carried through the auth screens as `?next=` (issue 28 item 3, decision
 * 068) and always read through safeNextPath: a same-site path or nothing.
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

/** /auth for someone signed out at `target` (a path with its query and hash): she comes back there. */
export function authPathFor(target: string): string {
  if (signedOutOnPurpose) return PATHS.auth;
  const next = safeNextPath(target);
  // The bare root names no screen: her role's home is where it leads anyway.
  return withNext(PATHS.auth, next === '/' ? null : next);
}

/** This screen's `?next=`, checked; null when absent or not ours. */
export function useNextPath(): string | null {
  const [searchParams] = useSearchParams();
  return safeNextPath(searchParams.get(NEXT_PARAM));
}

/**
 * A password reset goes through an email whose link is ours alone (the server never puts a caller's
 * address in it), usually opened in another tab: the target waits in this browser for as long as the
 * link lasts, and 'Iniciar sesión' after the reset takes it back.
 */
const STORAGE_KEY = 'colabora:next-after-reset';
const KEEP_MS = 60 * 60 * 1000;

export function rememberNextForReset(next: string | null): void {
  try {
    if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify({ next, at: Date.now() }));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode, quota): she lands on her home instead.
  }
}

export function recallNextAfterReset(): string | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const { next, at } = parsed as { next?: unknown; at?: unknown };
    if (typeof at !== 'number' || Date.now() - at > KEEP_MS) return null;
    return safeNextPath(next);
  } catch {
    return null;
  }
}
