import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOffline = () => navigator.onLine === false;

const SIN_CONEXION_MESSAGE = 'Sin conexión. Lo que ves se actualizará solo cuando vuelvas a tener internet.';

/**
 * 'Sin conexión' above every screen of the open app while the browser says it is offline (issue 28: a tab
 * showed skeletons for 20 s and more and never said why). Reads made meanwhile wait and run by themselves
 * when the connection is back (TanStack Query pauses them), so the banner is all she needs to know.
 */
export function OfflineBanner() {
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  if (!offline) return null;
  return (
    // Text only: every creator screen's first load carries this banner, and an icon adds to the 120 kB.
    <p role="status" className="mb-4 rounded-lg border border-warning/50 bg-warning/15 px-3 py-2 text-sm font-medium">
      {SIN_CONEXION_MESSAGE}
    </p>
  );
}
