import { apiFetch } from '@web/lib/api-client';
import { useAction } from '@web/lib/use-action';
import { PATHS } from '@web/paths';

/**
 * POST /api/auth/request-password-reset: better-auth emails a link to
 * `${APP_URL}/auth/nueva-contrasena?token=…` when the account exists, and answers the same either way,
 * so nobody learns from this form who has an account. Too many requests answer 429 with its message.
 */
export function requestPasswordReset(email: string): Promise<unknown> {
  return apiFetch('/api/auth/request-password-reset', { method: 'POST', json: { email, redirectTo: PATHS.nuevaContrasena } });
}

export function useRequestPasswordReset() {
  return useAction({ mutationFn: requestPasswordReset });
}
