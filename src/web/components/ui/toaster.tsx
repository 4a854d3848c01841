import { Toaster as Sonner } from 'sonner';
import { useTheme } from '@web/lib/use-theme';

/** Sonner, following the app theme and tokens. */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme}
      position="top-center"
      richColors
      closeButton
      containerAriaLabel="Notificaciones"
      toastOptions={{
        classNames: { toast: 'font-sans', description: 'text-sm' },
      }}
    />
  );
}
