import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '@shared/schemas/auth';
import { apiFetch } from '@web/lib/api-client';

/** POST /api/auth/sign-in/email: sets the session cookie (the page then re-reads the session). */
export function signIn(input: SignInInput): Promise<unknown> {
  return apiFetch('/api/auth/sign-in/email', { method: 'POST', json: { email: input.email, password: input.password } });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
