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

/**
 * The messages of the password rules: spec §5's two, then ours (issue 14 item 6, decision 030). Where
 * a password is chosen (sign-up, change, a future reset), it must pass newPasswordProblem().
 */
export const PASSWORD_MESSAGES = {
  tooShort: 'La contraseña debe tener al menos 8 caracteres',
  tooLong: 'Contraseña demasiado larga',
  common: 'Esa contraseña es muy común. Elige una más difícil de adivinar.',
  sameAsEmail: 'La contraseña no puede ser igual a tu correo.',
  currentRequired: 'Escribe tu contraseña actual',
  // The same text as ERROR_MESSAGES.CURRENT_PASSWORD_WRONG (a unit test holds them equal); not imported,
  // so the web's auth chunk and its first load do not share a module just for it.
  currentWrong: 'La contraseña actual no es correcta',
  sameAsCurrent: 'La nueva contraseña debe ser diferente de la actual',
  confirmRequired: 'Confirma tu nueva contraseña',
  confirmMismatch: 'Las contraseñas no coinciden',
} as const;

// Order matters: spec §5 lists email, then password, then full name.
const password = z.string().min(LIMITS.passwordMin, PASSWORD_MESSAGES.tooShort).max(LIMITS.passwordMax, PASSWORD_MESSAGES.tooLong);

/** The checks a new password gets beyond its length. `isCommon` is the server's list (never in the web). */
export interface NewPasswordContext {
  /** The person's email: the password may not be it. */
  email?: string | undefined;
  /** Her current password, on a change: the new one must differ. */
  currentPassword?: string | undefined;
  isCommon?: ((password: string) => boolean) | undefined;
}

function sameAsEmail(candidate: string, address: string): boolean {
  return candidate.trim().toLowerCase() === address.trim().toLowerCase();
}

/**
 * The first rule a new password breaks, or null: length (spec §5), then different from the current one,
 * not one of the most common passwords, not the email.
 */
export function newPasswordProblem(candidate: string, context: NewPasswordContext = {}): string | null {
  if (candidate.length < LIMITS.passwordMin) return PASSWORD_MESSAGES.tooShort;
  if (candidate.length > LIMITS.passwordMax) return PASSWORD_MESSAGES.tooLong;
  if (context.currentPassword !== undefined && candidate === context.currentPassword) return PASSWORD_MESSAGES.sameAsCurrent;
  if (context.isCommon?.(candidate)) return PASSWORD_MESSAGES.common;
  if (context.email && sameAsEmail(candidate, context.email)) return PASSWORD_MESSAGES.sameAsEmail;
  return null;
}

export const signInSchema = z.object({ email, password });

/** What an empty '¿Olvidaste tu contraseña?' says first (issue 28: it said 'Email inválido'). */
export const EMAIL_REQUIRED_MESSAGE = 'Escribe tu correo';

/**
 * '¿Olvidaste tu contraseña?' (issue 17): the address alone, with sign-in's rules and messages, and
 * 'Escribe tu correo' when there is none.
 */
export const emailSchema = z
  .string({ error: EMAIL_REQUIRED_MESSAGE })
  .trim()
  .min(1, EMAIL_REQUIRED_MESSAGE)
  .pipe(z.email('Email inválido').max(LIMITS.emailMax, 'Email demasiado largo'));
/** The recovery form's one field. */
export const recuperarSchema = z.object({ email: emailSchema });

export const fullNameSchema = z
  .string()
  .trim()
  .min(1, 'El nombre es requerido')
  .max(LIMITS.fullNameMax, 'Nombre demasiado largo');

/**
 * Sign-up: the fields in the order the form shows them (name, email, password), so the first message
 * is about the first field she would fix (issue 16: an empty form said 'Email inválido' above an empty
 * name); then the rules of a new password that need the whole form (the password may not be the email;
 * on the server also not a common one). Spec §5's messages are unchanged.
 */
export function createSignUpSchema({ isCommon }: Pick<NewPasswordContext, 'isCommon'> = {}) {
  return z.object({ fullName: fullNameSchema, email, password }).superRefine((value, ctx) => {
    const problem = newPasswordProblem(value.password, { email: value.email, isCommon });
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  });
}

export const signUpSchema = createSignUpSchema();

/**
 * 'Cambiar contraseña' (issue 14 item 6): the form's three fields, each failing rule in the order the
 * person reads them; the first one is shown. `email` is hers (from the session).
 */
export function createChangePasswordFormSchema({ email, isCommon }: Pick<NewPasswordContext, 'email' | 'isCommon'> = {}) {
  return z
    .object({
      currentPassword: z.string().min(1, PASSWORD_MESSAGES.currentRequired),
      newPassword: password,
      confirmPassword: z.string().min(1, PASSWORD_MESSAGES.confirmRequired),
    })
    .superRefine((value, ctx) => checkNewPassword(value, ctx, { email, currentPassword: value.currentPassword, isCommon }));
}

/**
 * The new password and its confirmation, checked alike wherever one is chosen with a confirmation
 * ('Cambiar contraseña', 'Nueva contraseña' from a reset link): its first broken rule, else a mismatch.
 */
function checkNewPassword(
  value: { newPassword: string; confirmPassword: string },
  ctx: z.RefinementCtx<{ newPassword: string; confirmPassword: string }>,
  context: NewPasswordContext,
): void {
  const problem = newPasswordProblem(value.newPassword, context);
  if (problem) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: problem });
  else if (value.confirmPassword !== value.newPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MESSAGES.confirmMismatch });
}

/**
 * 'Nueva contraseña' (issue 17), opened from a reset link: no current password and no session, so the
 * email rule and the common-password list are the server's to check.
 */
export function createResetPasswordFormSchema({ isCommon }: Pick<NewPasswordContext, 'isCommon'> = {}) {
  return z
    .object({ newPassword: password, confirmPassword: z.string().min(1, PASSWORD_MESSAGES.confirmRequired) })
    .superRefine((value, ctx) => checkNewPassword(value, ctx, { isCommon }));
}

/**
 * POST /api/auth/change-password as our API accepts it. Other sessions always end (the server sets
 * better-auth's revokeOtherSessions itself), so the body has no say in it.
 */
export const changePasswordRequestSchema = z.object({
  // A current password longer than the limit cannot be hers: answered as a wrong one.
  currentPassword: z
    .string({ error: PASSWORD_MESSAGES.currentRequired })
    .min(1, PASSWORD_MESSAGES.currentRequired)
    .max(LIMITS.passwordMax, PASSWORD_MESSAGES.currentWrong),
  // A missing new password is an empty one: too short.
  newPassword: z.string({ error: PASSWORD_MESSAGES.tooShort }).pipe(password),
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
export type ChangePasswordFormInput = z.infer<ReturnType<typeof createChangePasswordFormSchema>>;
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export type ResetPasswordFormInput = z.infer<ReturnType<typeof createResetPasswordFormSchema>>;

/** The first failing message, as the spec's toast shows it. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Ocurrió un error';
}

/** GET /api/recuperacion/enlace?token=: whether a password link still works, asked when its screen opens (issue 28). */
export const estadoEnlaceResponseSchema = z.object({ valido: z.boolean() });
export type EstadoEnlaceResponse = z.infer<typeof estadoEnlaceResponseSchema>;
