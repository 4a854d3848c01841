import { ApiError, errorMessage } from './api-error';
import { toast } from './toast';

/**
 * How a query or a mutation says what its failure is called (decision 036), in its `meta`:
 * `useQuery({ ..., meta: { errorTitle: 'Error al cargar colaboraciones' } })`. The QueryClient's caches
 * turn every failure into one toast from it (query-client.ts); nothing else shows API errors as toasts.
 */
export type ErrorMeta = {
  /** The toast's title (spec §8); the server's Spanish message becomes its description. */
  errorTitle?: string;
  /** The message when the error carries none of the server's ('Ocurrió un error' by default). */
  errorFallback?: string;
  /** The description made from the message, e.g. 'No se pudo asignar el rol: {message}'. */
  errorDescription?: (message: string) => string;
  /** Only these codes' server messages are shown; any other failure shows `errorFallback`. */
  errorCodes?: readonly string[];
  /** No toast: the caller shows the error itself (a form field, a redirect, an inline message). */
  silentError?: boolean;
};

/**
 * The one place errors become toasts. One toast per failure, with an id made of its title (or message):
 * the same failure again (the same form sent twice) replaces its toast instead of stacking another.
 */
export function showError(error: unknown, meta: ErrorMeta = {}): void {
  if (meta.silentError) return;
  if (!(error instanceof ApiError)) console.error(error);
  const known = !meta.errorCodes || (error instanceof ApiError && meta.errorCodes.includes(error.code));
  const message = known ? errorMessage(error, meta.errorFallback) : (meta.errorFallback ?? errorMessage(null));
  const title = meta.errorTitle;
  const id = title ?? message;
  if (title) toast.error(title, { id, description: meta.errorDescription ? meta.errorDescription(message) : message });
  else toast.error(message, { id });
}
