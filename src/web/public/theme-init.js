// Runs before the first paint: applies the remembered theme ('light' | 'dark' | 'system') to <html>.
// Keep in sync with src/web/lib/theme.ts (THEME_STORAGE_KEY).
(function () {
  try {
    var stored = localStorage.getItem('colabora-theme');
    var theme = stored === 'light' || stored === 'dark' ? stored : 'system';
    var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    var root = document.documentElement;
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    /* storage blocked: the app falls back to the system theme */
  }
})();
