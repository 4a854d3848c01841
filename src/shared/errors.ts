/**
 * Error codes the API answers with, as { error: { code, message } }, and their Spanish messages.
 * The server throws AppError(code); the web shows `message` in one place (lib/api-client.ts).
 */
export const ERROR_MESSAGES = {
  UNAUTHENTICATED: 'Tu sesión expiró. Inicia sesión de nuevo.',
  FORBIDDEN: 'No tienes permiso para realizar esta acción.',
  NOT_FOUND: 'No encontrado.',
  VALIDATION: 'Revisa los datos enviados.',
  CONFLICT: 'La información cambió mientras trabajabas. Recarga e intenta de nuevo.',
  INVALID_CREDENTIALS: 'Correo o contraseña incorrectos',
  EMAIL_TAKEN: 'Ya existe una cuenta con este correo',
  RATE_LIMITED: 'Demasiados intentos. Espera un momento e intenta de nuevo.',
  LAST_ADMIN: 'Debe quedar al menos un administrador',
  BAD_ORIGIN: 'Solicitud rechazada por seguridad. Recarga la página.',
  PAYLOAD_TOO_LARGE: 'La solicitud es demasiado grande.',
  INTERNAL: 'Ocurrió un error',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export interface ApiErrorBody {
  error: { code: ErrorCode | string; message: string; details?: unknown };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const e = (value as { error: unknown }).error;
  return typeof e === 'object' && e !== null && typeof (e as { message?: unknown }).message === 'string';
}
