import { apiFetch } from '@web/lib/api-client';
import { useAction } from '@web/lib/use-action';

export interface ResetPasswordVariables {
  token: string;
  newPassword: string;
}

/**
 * POST /api/auth/reset-password: sets the new password with the emailed (or admin-made) link's token.
 * An invalid, expired or used token answers 400 with its Spanish message; so does a refused password.
 */
export function resetPassword({ token, newPassword }: ResetPasswordVariables): Promise<unknown> {
  return apiFetch('/api/auth/reset-password', { method: 'POST', json: { newPassword, token } });
}

export function useResetPassword() {
  // The form shows every 400 itself (under the field, or as the link's state); the rest through the one path.
  return useAction({ mutationFn: resetPassword, meta: { silentError: true } });
}
