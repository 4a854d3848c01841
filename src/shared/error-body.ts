import type { ErrorCode } from './errors';

/**
 * The shape of the API's error answers, and the one message the web's first load needs. Apart from
 * errors.ts (which re-exports both) so that its table of every message stays off that first load: a
 * module lands whole in one chunk (decision 033).
 */
export interface ApiErrorBody {
  error: { code: ErrorCode | string; message: string; details?: unknown };
}

/** ERROR_MESSAGES.INTERNAL. */
export const INTERNAL_ERROR_MESSAGE = 'Ocurrió un error';

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const e = (value as { error: unknown }).error;
  return typeof e === 'object' && e !== null && typeof (e as { message?: unknown }).message === 'string';
}
