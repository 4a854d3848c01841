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
  INVALID_IMAGE: 'Por favor selecciona un archivo de imagen válido',
  IMAGE_TOO_LARGE: 'La imagen debe ser menor a 5MB',
  FILE_LINK_INVALID: 'El enlace del archivo no es válido.',
  FILE_LINK_EXPIRED: 'El enlace del archivo expiró. Recarga la página.',
  NOT_AVAILABLE: 'Esta colaboración ya no está disponible',
  ACTIVE_COLLABORATION: 'Ya tienes una colaboración activa. Complétala primero.',
  ACTIVE_COLLABORATION_POLICY: 'Ya cuentas con una colaboración activa. Complétala primero.',
  PROFILE_NOT_FOUND: 'No se encontró tu perfil',
  INTERNAL: 'Ocurrió un error',
  // The store (issue 4).
  STORE_NOT_CONFIGURED: 'La tienda de Shopify no está configurada. Configúrala en Configuración.',
  STORE_ENV_MANAGED: 'La conexión con la tienda está definida por variables de entorno del servidor.',
  STORE_ERROR: 'No se pudo comunicar con la tienda de Shopify. Intenta de nuevo.',
  STORE_AUTH: 'La tienda rechazó las credenciales. Revisa el dominio y el token de acceso.',
  IMPORT_FAILED: 'Error al importar productos',
  SYNC_FAILED: 'Error al sincronizar con Shopify',
  DRAFT_ORDER_FAILED: 'Error al crear el draft order',
  WEBHOOK_INVALID: 'Firma del webhook no válida.',
  // Observability (decision 031).
  METRICS_TOKEN_INVALID: 'Token de métricas ausente o no válido.',
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

/**
 * Spec §5: sign-in and sign-up "both require an email (or phone) and a password. Otherwise: ...".
 * Kept to the letter, in English, as the spec gives it.
 */
export const CREDENTIALS_REQUIRED_MESSAGE = 'You must provide either an email or phone number and a password.';
