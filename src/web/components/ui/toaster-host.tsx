import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { isToasterRequested, requestToaster, subscribeToaster } from '@web/lib/toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * Where the Toaster lives, without sonner in the first load (decision 015): nothing until the first
 * toast is asked for, or until the first pointer or key press (most toasts answer one, so the live
 * region is usually in the page before its first message).
 */
export function ToasterHost() {
  const requested = useSyncExternalStore(subscribeToaster, isToasterRequested, () => false);
  useEffect(() => {
    if (requested) return;
    const options = { capture: true, once: true, passive: true } as const;
    window.addEventListener('pointerdown', requestToaster, options);
    window.addEventListener('keydown', requestToaster, options);
    return () => {
      window.removeEventListener('pointerdown', requestToaster, options);
      window.removeEventListener('keydown', requestToaster, options);
    };
  }, [requested]);
  return requested ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
