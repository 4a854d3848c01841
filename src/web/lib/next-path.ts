import { useSearchParams } from 'react-router';
import { safeNextPath } from '@shared/safe-next';

// The guard's half (withNext, authPathFor, the sign-out flag) is next-target.ts, in every first load;
// this half checks what comes back and lives only in the auth screens' chunks.
export { markSignedOutOnPurpose, NEXT_PARAM, withNext } from './next-target';
import { NEXT_PARAM } from './next-target';

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
