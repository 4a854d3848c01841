import type { SignInInput } from '@shared/schemas/auth';
import { apiFetch } from '@web/lib/api-client';

/** POST /api/auth/sign-in/email: sets the session cookie (the page then re-reads the session). */
export function signIn(input: SignInInput): Promise<unknown> {
  return apiFetch('/api/auth/sign-in/email', { method: 'POST', json: { email: input.email, password: input.password } });
}
