import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { ERROR_MESSAGES, type ApiErrorBody, type ErrorCode } from '../../shared/errors';
import { AppError, statusOf } from '../app-error';
import { pgErrorOf } from '../db/pg-error';

export function errorBody(code: ErrorCode, message?: string): ApiErrorBody {
  return { error: { code, message: message ?? ERROR_MESSAGES[code] } };
}

export function errorResponse(
  c: Context,
  code: ErrorCode,
  status?: ContentfulStatusCode,
  message?: string,
): Response {
  return c.json(errorBody(code, message), status ?? statusOf(code));
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
    // Hono's json validator: a body labelled JSON that does not parse. @hono/zod-openapi: a body that is
    // not labelled as the route's JSON. Their own (English) texts never reach the client.
    if (status === 400 && /json/i.test(err.message)) return errorResponse(c, 'INVALID_JSON', 400);
    if (status === 415) return errorResponse(c, 'UNSUPPORTED_MEDIA_TYPE', 415);
    if (status < 500) return errorResponse(c, 'VALIDATION', status);
  }
  // Text PostgreSQL cannot store (a NUL character, 22021/22P05) is the sender's mistake, not ours.
  const pg = pgErrorOf(err);
  if (pg && UNSTORABLE_TEXT.has(pg.code)) return errorResponse(c, 'TEXT_NOT_STORABLE');
  const logger = c.get('logger');
  logger?.error({ err, requestId: c.get('requestId'), path: c.req.path }, 'unhandled error');
  return errorResponse(c, 'INTERNAL', 500);
}
