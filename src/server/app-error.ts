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
