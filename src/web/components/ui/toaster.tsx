import { useEffect } from 'react';
import { toast, Toaster as Sonner } from 'sonner';
import { toasterMounted } from '@web/lib/toast';
import { useTheme } from '@web/lib/use-theme';

/**
 * Sonner, following the app theme and tokens. Its own chunk: ToasterHost mounts it on the first toast
 * (or the first pointer or key press), and once its live region is in the page it takes the queued toasts.
 */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  useEffect(() => {
    toasterMounted(toast);
    return () => toasterMounted(null);
  }, []);
  return (
    <Sonner
      theme={resolvedTheme}
      position="top-center"
      richColors
      closeButton
      containerAriaLabel="Notificaciones"
      toastOptions={{
        classNames: { toast: 'font-sans', description: 'text-sm whitespace-pre-line' },
      }}
    />
  );
}
