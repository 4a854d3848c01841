import { afterFirstLoad } from './lib/after-idle';

/**
 * Registers the service worker that makes Colabora installable (tools/vite/installable.ts, decision 044).
 * Production builds only: Vite's dev server has no worker. After the first load is over (the load event,
 * then an idle moment: decision 067), so its script and the precache it downloads never compete with the
 * first visit's own files (the 120 kB budget) nor with its first renders for the main thread.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void afterFirstLoad().then(() =>
    // A browser that refuses workers (private windows, a test that blocks them) runs the app as before.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined),
  );
}
