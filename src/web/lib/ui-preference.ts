import { UI_PREFERENCE_COOKIE_PREFIX, UI_PREFERENCES_MARK } from '@shared/ui-preferences';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * A choice of the interface this browser remembers (src/shared/ui-preferences.ts, decision 104): as the
 * server wrote it into `<html data-pref-<name>>` from its cookie, so reading it touches no storage. A page
 * the server did not write (Vite's dev server, the offline page) reads the cookie itself.
 */
export function readUiPreference(name: string): string | null {
  const root = document.documentElement;
  if (root.hasAttribute(UI_PREFERENCES_MARK)) return root.getAttribute(`data-pref-${name}`);
  const prefix = `${UI_PREFERENCE_COOKIE_PREFIX}${name}=`;
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) return cookie.slice(prefix.length);
  }
  return null;
}

/** Remembers (or, with null, forgets) a choice: its cookie for the next pages, the attribute for this one. */
export function writeUiPreference(name: string, value: string | null): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const cookie = `${UI_PREFERENCE_COOKIE_PREFIX}${name}=${value ?? ''}; Path=/; Max-Age=${value === null ? 0 : ONE_YEAR_S}; SameSite=Lax${secure}`;
  document.cookie = cookie;
  const root = document.documentElement;
  if (value === null) root.removeAttribute(`data-pref-${name}`);
  else root.setAttribute(`data-pref-${name}`, value);
}
