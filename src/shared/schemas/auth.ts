import { z } from './zod';
import { LIMITS } from '../domain/limits';

/**
 * Spec §5 login and sign-up rules, with its exact messages. The web runs them before submit and shows
 * the first failing message; the server enforces the same schema on /api/auth/sign-up/email.
 */
// Both checks run, so an address that is invalid and long reports 'Email inválido' first (spec order).
const email = z
  .string()
  .trim()
  .pipe(z.email('Email inválido').max(LIMITS.emailMax, 'Email demasiado largo'));

export const PASSWORD_TOO_SHORT_MESSAGE = 'La contraseña debe tener al menos 8 caracteres';
export const PASSWORD_TOO_LONG_MESSAGE = 'Contraseña demasiado larga';

// Order matters: spec §5 lists email, then password, then full name.
const password = z.string().min(LIMITS.passwordMin, PASSWORD_TOO_SHORT_MESSAGE).max(LIMITS.passwordMax, PASSWORD_TOO_LONG_MESSAGE);

export const signInSchema = z.object({ email, password });

export const fullNameSchema = z
  .string()
  .trim()
  .min(1, 'El nombre es requerido')
  .max(LIMITS.fullNameMax, 'Nombre demasiado largo');

export const signUpSchema = z.object({ email, password, fullName: fullNameSchema });

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;

/** The first failing message, as the spec's toast shows it. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Ocurrió un error';
}
