import type { SignUpInput } from '@shared/schemas/auth';
import { apiFetch } from '@web/lib/api-client';

/**
 * POST /api/auth/sign-up/email: creates the account and signs it in (the first account becomes admin).
 * An address that has an account gets the same answer with no session (decision 058).
 */
export function signUp(input: SignUpInput): Promise<unknown> {
  return apiFetch('/api/auth/sign-up/email', {
    method: 'POST',
    json: { name: input.fullName, email: input.email, password: input.password },
  });
}
