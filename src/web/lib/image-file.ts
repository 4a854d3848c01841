import { ERROR_MESSAGES } from '@shared/errors';
import { LIMITS } from '@shared/domain/limits';

/**
 * Spec §5 image rules, checked in the browser before any byte is sent (the server sniffs the bytes
 * again): the declared type must be an image and the size at most 5 MB. Returns the message, or null.
 */
export function checkImageFile(file: File): string | null {
  if (!file.type.startsWith('image/')) return ERROR_MESSAGES.INVALID_IMAGE;
  if (file.size > LIMITS.imageMaxBytes) return ERROR_MESSAGES.IMAGE_TOO_LARGE;
  return null;
}
