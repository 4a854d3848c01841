import { useEffect, useSyncExternalStore } from 'react';
import { toast, Toaster as Sonner } from 'sonner';
import { toasterMounted } from '@web/lib/toast';
import { useTheme } from '@web/lib/use-theme';

/**
 * Sonner, following the app theme and tokens. Its own chunk: ToasterHost mounts it on the first toast
 * (or the first pointer or key press), and once its live region is in the page it takes the queued toasts.
 */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  const dialogOpen = useSyncExternalStore(subscribeDialogs, isDialogOpen, () => false);
  useEffect(() => {
    toasterMounted(toast);
    return () => toasterMounted(null);
  }, []);
  return (
    <Sonner
      theme={resolvedTheme}
      // Over an open dialog the toasts go to the bottom, off its title (issue 28); at most three at a time.
      position={dialogOpen ? 'bottom-center' : 'top-center'}
      visibleToasts={MAX_VISIBLE_TOASTS}
      richColors
      closeButton
      containerAriaLabel="Notificaciones"
      toastOptions={{
        classNames: { toast: 'font-sans', description: 'text-sm whitespace-pre-line' },
      }}
    />
  );
}

/** Toasts on screen at once; the older ones wait behind (and the same message never stacks: lib/toast.ts). */
const MAX_VISIBLE_TOASTS = 3;

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

function isDialogOpen(): boolean {
  return document.querySelector(OPEN_DIALOG) !== null;
}

/** Radix dialogs mount in a portal under body and flip data-state: watched there. */
function subscribeDialogs(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state'] });
  return () => observer.disconnect();
}
