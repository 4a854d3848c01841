import { LIMITS } from '../domain/limits';
import { PASSWORD_TOO_LONG_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from './auth';
import { z } from './zod';

const CURRENT_PASSWORD_REQUIRED = 'Escribe tu contraseña actual';
const NEW_PASSWORD_REQUIRED = 'Escribe la contraseña nueva';

/**
 * POST /api/auth/change-password (better-auth's endpoint; the server checks the body with this first, so
 * its refusals carry Spanish messages). A file of its own: the web has no such form and never loads it.
 */
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: CURRENT_PASSWORD_REQUIRED }).min(1, CURRENT_PASSWORD_REQUIRED).max(LIMITS.passwordMax, PASSWORD_TOO_LONG_MESSAGE),
  newPassword: z.string({ error: NEW_PASSWORD_REQUIRED }).min(LIMITS.passwordMin, PASSWORD_TOO_SHORT_MESSAGE).max(LIMITS.passwordMax, PASSWORD_TOO_LONG_MESSAGE),
  revokeOtherSessions: z.boolean().optional(),
});
