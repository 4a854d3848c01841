import { UI_PREFERENCE_COOKIE_PREFIX, UI_PREFERENCE_TOKEN, UI_PREFERENCES_MARK } from '../../shared/ui-preferences';

/**
 * The page's `<html>` with the browser's interface preferences on it (src/shared/ui-preferences.ts):
 * `data-prefs`, and `data-pref-<name>="<value>"` for each `colabora-pref-<name>` cookie whose name and value
 * are plain tokens (lowercase letters, digits, dashes), so nothing a cookie holds can leave the attribute.
 * `cookies` as Hono's getCookie parses the request's header (the first of a repeated name kept).
 */
export function withUiPreferences(html: string, cookies: Readonly<Record<string, string>>): string {
  const attrs = [UI_PREFERENCES_MARK];
  for (const [key, value] of Object.entries(cookies)) {
    if (!key.startsWith(UI_PREFERENCE_COOKIE_PREFIX)) continue;
    const name = key.slice(UI_PREFERENCE_COOKIE_PREFIX.length);
    if (UI_PREFERENCE_TOKEN.test(name) && UI_PREFERENCE_TOKEN.test(value)) attrs.push(`data-pref-${name}="${value}"`);
  }
  return html.replace(/<html\b/i, `<html ${attrs.join(' ')}`);
}
