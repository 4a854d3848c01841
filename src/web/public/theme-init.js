// Runs before the first paint: applies the remembered theme ('light' | 'dark' | 'system') to <html>.
// The server writes the choice's cookie into <html data-pref-tema> (decision 104), so this reads no storage;
// a page it did not write (the offline page, Vite's dev server) reads the cookie. Keep in sync with
// src/web/lib/theme.ts and src/shared/ui-preferences.ts.
(function () {
  try {
    var root = document.documentElement;
    var theme = root.hasAttribute('data-prefs')
      ? root.getAttribute('data-pref-tema')
      : (/(?:^|;\s*)colabora-pref-tema=([a-z]+)/.exec(document.cookie) || [])[1];
    var dark = theme === 'dark' || (theme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    /* a browser without matchMedia: the stylesheet's light theme */
  }
})();
