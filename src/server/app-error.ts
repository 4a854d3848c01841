import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_MESSAGES, type ErrorCode } from '../shared/errors';

/** The HTTP status of each code, unless a throw names another. */
const DEFAULT_STATUS: Partial<Record<ErrorCode, ContentfulStatusCode>> = {
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  METRICS_TOKEN_INVALID: 401,
  FORBIDDEN: 403,
  BAD_ORIGIN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_KEY_INVALID: 400,
  EMAIL_TAKEN: 409,
  LAST_ADMIN: 409,
  NOT_AVAILABLE: 409,
  ACTIVE_COLLABORATION: 409,
  ACTIVE_COLLABORATION_POLICY: 409,
  PROFILE_NOT_FOUND: 404,
  COLABORACION_NOT_FOUND: 404,
  MI_COLABORACION_NOT_FOUND: 404,
  COLABORADORA_NOT_FOUND: 404,
  ENTREGA_NOT_FOUND: 404,
  FILE_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  ESTADO_CONFLICT: 409,
  NOT_IN_CONFIRMACION: 409,
  NOT_IN_EMPAQUETADO: 409,
  NOT_IN_LOGISTICA: 409,
  NOT_IN_PRODUCCION: 409,
  NOT_IN_REVISION: 409,
  SIN_PEDIDO: 409,
  NOT_FROM_STORE: 409,
  UPLOADS_CLOSED: 409,
  MISSING_CONTENT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  VALIDATION: 400,
  INVALID_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UPLOAD_INVALID: 400,
  UPLOAD_CONFLICT: 409,
  VIDEO_TOO_LARGE: 413,
  UPLOAD_FAILED: 500,
  INTERNAL: 500,
  TEXT_NOT_STORABLE: 400,
  URL_INVALID: 400,
  RANGE_NOT_SATISFIABLE: 416,
  INVALID_VIDEO: 400,
  COLABORADORA_HAS_ACTIVE: 409,
  COLABORACION_DUPLICATE: 409,
  COLABORACION_RULES: 409,
  COLABORACION_REFERENCED: 409,
  INVITACION_INVALIDA: 404,
  INVITACION_USADA: 409,
  INVITACION_EXPIRADA: 409,
  INVITACION_CON_ROL: 409,
  WEBHOOK_INVALID: 401,
  WEBHOOK_MALFORMED: 400,
  VARIANTS_GONE: 400,
  STORE_AUTH: 400,
  STORE_THROTTLED: 502,
  STORE_UNAVAILABLE: 502,
  STORE_UNCERTAIN: 502,
  STORE_SCOPE: 400,
  STORE_CLIENT_CREDENTIALS: 400,
  STORE_DOMAIN_NOT_FOUND: 400,
  STORE_MAX_COST: 502,
  STORE_REJECTED: 502,
  STORE_USER_ERROR: 422,
  STORE_INVALID_REPLY: 502,
  STORE_NO_INVOICE_URL: 502,
};

/**
 * The one error type the server throws, from any layer (routes, services, domain, storage, the store
 * client); the app's error handler (http/errors.ts) turns it into { error: { code, message } }.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;

  constructor(code: ErrorCode, status?: ContentfulStatusCode, message?: string) {
    super(message ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.status = status ?? statusOf(code);
  }
}

export function statusOf(code: ErrorCode): ContentfulStatusCode {
  return DEFAULT_STATUS[code] ?? 400;
}
