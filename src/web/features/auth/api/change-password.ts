import { useAction } from '@web/lib/use-action';
import type { ChangePasswordRequest } from '@shared/schemas/auth';
import { apiFetch } from '@web/lib/api-client';

/**
 * POST /api/auth/change-password: the server checks every rule again (the common-password list only
 * there), ends her other sessions and renews this browser's session cookie (decision 030).
 */
export function changePassword(input: ChangePasswordRequest): Promise<unknown> {
  return apiFetch('/api/auth/change-password', {
    method: 'POST',
    json: { currentPassword: input.currentPassword, newPassword: input.newPassword },
  });
}

export function useChangePassword() {
  // The form shows a refused password under its field, and any other failure as a toast itself.
  return useAction({ mutationFn: changePassword, meta: { silentError: true } });
}
