import { PASSWORD_MESSAGES } from '@shared/schemas/auth';
import { ApiError } from '@web/lib/api-client';

/** The server's refusals of a new password: they belong under the 'Nueva contraseña' field, not in a toast. */
const NEW_PASSWORD_MESSAGES = new Set<string>([
  PASSWORD_MESSAGES.tooShort,
  PASSWORD_MESSAGES.tooLong,
  PASSWORD_MESSAGES.common,
  PASSWORD_MESSAGES.sameAsEmail,
  PASSWORD_MESSAGES.sameAsCurrent,
]);

/** Whether the server refused the new password itself (the same rules the form runs, plus its common-password list). */
export function isNewPasswordRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 400 && NEW_PASSWORD_MESSAGES.has(error.message);
}
