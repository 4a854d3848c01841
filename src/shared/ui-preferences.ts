/**
 * Small choices of the interface a browser remembers (decision 104): each in a cookie of its own,
 * `colabora-pref-<name>=<value>`, which the server writes back into the page it serves as
 * `<html data-pref-<name>="<value>">` (src/server/http/ui-preferences.ts) and the web reads from there
 * (src/web/lib/ui-preference.ts). A first load then reads no storage at all: the first `localStorage`
 * read of a page opens its storage area, a synchronous trip to the browser process that took 14–34 ms
 * of a staff page's main thread on this machine.
 */
export const UI_PREFERENCE_COOKIE_PREFIX = 'colabora-pref-';

/** The names and values the server writes into the page: anything else in such a cookie is ignored. */
export const UI_PREFERENCE_TOKEN = /^[a-z0-9-]{1,40}$/;

/** Marks a page the server wrote its preferences into (even none), so the web need not read cookies. */
export const UI_PREFERENCES_MARK = 'data-prefs';

/** The theme's preference: 'light' or 'dark'; without the cookie, the system's ('system', the default). */
export const THEME_PREFERENCE = 'tema';
