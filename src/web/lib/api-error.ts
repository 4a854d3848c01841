import { INTERNAL_ERROR_MESSAGE } from '@shared/error-body';

/** An API refusal or a failed request: the HTTP status, the server's code and its Spanish message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const NETWORK_ERROR_MESSAGE = 'No se pudo conectar con el servidor. Revisa tu conexión e intenta de nuevo.';

/** The message to show for an error: the server's Spanish message, or the fallback. */
export function errorMessage(error: unknown, fallback: string = INTERNAL_ERROR_MESSAGE): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
