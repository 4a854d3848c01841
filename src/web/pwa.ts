/**
 * Registers the service worker that makes Colabora installable (tools/vite/installable.ts, decision 044).
 * Production builds only: Vite's dev server has no worker. After the load event, so its script and the
 * precache it downloads never compete with the first visit's own files (the 120 kB budget).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A browser that refuses workers (private windows, a test that blocks them) runs the app as before.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
