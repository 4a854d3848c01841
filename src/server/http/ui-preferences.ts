import { UI_PREFERENCE_COOKIE_PREFIX, UI_PREFERENCE_TOKEN, UI_PREFERENCES_MARK } from '../../shared/ui-preferences';

/**
 * The page's `<html>` with the browser's interface preferences on it (src/shared/ui-preferences.ts):
 * `data-prefs`, and `data-pref-<name>="<value>"` for each `colabora-pref-<name>` cookie whose name and value
 * are plain tokens (lowercase letters, digits, dashes), so nothing a cookie holds can leave the attribute.
 */
export function withUiPreferences(html: string, cookieHeader: string | undefined): string {
  const attrs = [UI_PREFERENCES_MARK];
  const seen = new Set<string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    if (!key.startsWith(UI_PREFERENCE_COOKIE_PREFIX)) continue;
    const name = key.slice(UI_PREFERENCE_COOKIE_PREFIX.length);
    const value = part.slice(eq + 1).trim();
    if (!UI_PREFERENCE_TOKEN.test(name) || !UI_PREFERENCE_TOKEN.test(value) || seen.has(name)) continue;
    seen.add(name);
    attrs.push(`data-pref-${name}="${value}"`);
  }
  return html.replace(/<html\b/i, `<html ${attrs.join(' ')}`);
}
