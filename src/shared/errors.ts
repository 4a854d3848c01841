import { INTERNAL_ERROR_MESSAGE } from './error-body';

export { INTERNAL_ERROR_MESSAGE, isApiErrorBody, type ApiErrorBody } from './error-body';

/**
 * Error codes the API answers with, as { error: { code, message } }, and their Spanish messages.
 * The server throws AppError(code); the web shows `message` in one place (lib/api-client.ts).
 */
export const ERROR_MESSAGES = {
  UNAUTHENTICATED: 'Tu sesión expiró. Inicia sesión de nuevo.',
  FORBIDDEN: 'No tienes permiso para realizar esta acción.',
  NOT_FOUND: 'No encontrado.',
  VALIDATION: 'Revisa los datos enviados.',
  // Bodies the API cannot read (issue 14): not JSON at all, or not labelled as JSON.
  INVALID_JSON: 'El cuerpo de la solicitud no es un JSON válido.',
  UNSUPPORTED_MEDIA_TYPE: 'Envía los datos en formato JSON.',
  CONFLICT: 'La información cambió mientras trabajabas. Recarga e intenta de nuevo.',
  INVALID_CREDENTIALS: 'Correo o contraseña incorrectos',
  CURRENT_PASSWORD_WRONG: 'La contraseña actual no es correcta',
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
  INTERNAL: INTERNAL_ERROR_MESSAGE,
  // Not found, by what was looked for.
  COLABORACION_NOT_FOUND: 'Colaboración no encontrada',
  /** Her collaboration's screen: missing or not hers (spec §8 'Error al cargar la colaboración'). */
  MI_COLABORACION_NOT_FOUND: 'Error al cargar la colaboración',
  COLABORADORA_NOT_FOUND: 'Colaboradora no encontrada',
  ENTREGA_NOT_FOUND: 'Entrega no encontrada',
  FILE_NOT_FOUND: 'Archivo no encontrado',
  USER_NOT_FOUND: 'Usuario no encontrado',
  // A collaboration not in the state a step needs (server/domain/transition.ts names one per step).
  ESTADO_CONFLICT: 'La colaboración cambió de estado. Recarga e intenta de nuevo.',
  NOT_IN_CONFIRMACION: 'Esta colaboración ya no está en confirmación. Recarga la página.',
  NOT_IN_EMPAQUETADO: 'La colaboración ya no está esperando tu pedido. Recarga la página.',
  NOT_IN_LOGISTICA: 'La colaboración no está en logística. Recarga la página.',
  NOT_IN_PRODUCCION: 'Esta colaboración ya no está en producción. Recarga la página.',
  NOT_IN_REVISION: 'Esta colaboración ya no está en revisión. Recarga la página.',
  SIN_PEDIDO: 'La colaboración aún no tiene un enlace de pedido. Intenta más tarde.',
  NOT_FROM_STORE: 'Esta colaboración no viene de la tienda de Shopify: no se puede crear su draft order.',
  UPLOADS_CLOSED: 'Ya no puedes modificar el contenido de esta colaboración',
  MISSING_CONTENT: 'Debes agregar el contenido antes de enviar',
  // The store (issue 4).
  STORE_NOT_CONFIGURED: 'La tienda de Shopify no está configurada. Configúrala en Configuración.',
  STORE_ENV_MANAGED: 'La conexión con la tienda está definida por variables de entorno del servidor.',
  STORE_ERROR: 'No se pudo comunicar con la tienda de Shopify. Intenta de nuevo.',
  STORE_AUTH: 'La tienda rechazó las credenciales. Revisa el dominio y el token de acceso.',
  IMPORT_FAILED: 'Error al importar productos',
  SYNC_FAILED: 'Error al sincronizar con Shopify',
  DRAFT_ORDER_FAILED: 'Error al crear el draft order',
  WEBHOOK_INVALID: 'Firma del webhook no válida.',
  // Resumable video uploads (tus): the protocol's own refusals, in our words (issue 14).
  UPLOAD_INVALID: 'No se pudo continuar la carga del video. Recarga la página e inténtalo de nuevo.',
  UPLOAD_CONFLICT: 'La carga del video se desfasó. Reanúdala para continuar donde se quedó.',
  VIDEO_TOO_LARGE: 'El video debe ser menor a 1GB',
  UPLOAD_FAILED: 'No se pudo guardar el video. Intenta de nuevo en unos minutos.',
  // Observability (decision 031).
  METRICS_TOKEN_INVALID: 'Token de métricas ausente o no válido.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;


/**
 * Spec §5: sign-in and sign-up "both require an email (or phone) and a password. Otherwise: ...".
 * Kept to the letter, in English, as the spec gives it.
 */
export const CREDENTIALS_REQUIRED_MESSAGE = 'You must provide either an email or phone number and a password.';
