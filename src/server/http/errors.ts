import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { ERROR_MESSAGES, type ApiErrorBody, type ErrorCode } from '../../shared/errors';
import { pgErrorOf } from '../db/pg-error';

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
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  VALIDATION: 400,
  INTERNAL: 500,
};

/** The one error type the server throws; the error handler turns it into { error: { code, message } }. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;

  constructor(code: ErrorCode, status?: ContentfulStatusCode, message?: string) {
    super(message ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.status = status ?? DEFAULT_STATUS[code] ?? 400;
  }
}

export function errorBody(code: ErrorCode, message?: string): ApiErrorBody {
  return { error: { code, message: message ?? ERROR_MESSAGES[code] } };
}

export function errorResponse(
  c: Context,
  code: ErrorCode,
  status?: ContentfulStatusCode,
  message?: string,
): Response {
  return c.json(errorBody(code, message), status ?? DEFAULT_STATUS[code] ?? 400);
}

export function validationMessage(error: ZodError): string {
  return error.issues[0]?.message ?? ERROR_MESSAGES.VALIDATION;
}

/**
 * The app's single error handler. Known errors keep their status and Spanish message; anything else is
 * logged with its stack and answered with a bare 500, never leaking internals to the client.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

export function handleError(err: Error, c: Context): Response {
  if (err instanceof AppError) return errorResponse(c, err.code, err.status, err.message);
  if (err instanceof ZodError) return errorResponse(c, 'VALIDATION', 400, validationMessage(err));
  if (err instanceof HTTPException) {
    const status = err.status;
    if (status === 413) return errorResponse(c, 'PAYLOAD_TOO_LARGE', 413);
    if (status === 401) return errorResponse(c, 'UNAUTHENTICATED', 401);
    if (status === 403) return errorResponse(c, 'FORBIDDEN', 403);
    if (status === 404) return errorResponse(c, 'NOT_FOUND', 404);
    // Malformed JSON and similar request errors from Hono's validators.
    if (status < 500) return errorResponse(c, 'VALIDATION', status);
  }
  // Text PostgreSQL cannot store (a NUL character, 22021/22P05) is the sender's mistake, not ours.
  const pg = pgErrorOf(err);
  if (pg && UNSTORABLE_TEXT.has(pg.code)) return errorResponse(c, 'VALIDATION', 400, 'El texto contiene caracteres no válidos');
  const logger = c.get('logger');
  logger?.error({ err, requestId: c.get('requestId'), path: c.req.path }, 'unhandled error');
  return errorResponse(c, 'INTERNAL', 500);
}
