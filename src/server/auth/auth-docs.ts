import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { errorSchema, jsonContent } from '../http/router';
import { LIMITS } from '../../shared/domain/limits';

const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().openapi({ description: 'profiles.full_name' }),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});

/**
 * better-auth's endpoints are not OpenAPI routes of ours, so the document describes them by hand, as
 * our wrapper answers them (errors in our format, no token in the body).
 */
export function documentAuth<E extends Env>(app: OpenAPIHono<E>): void {
  const r = app.openAPIRegistry;
  r.registerPath({
    method: 'post',
    path: '/api/auth/sign-up/email',
    tags: ['auth'],
    summary:
      'Create an account and sign in. The first account of the instance becomes admin; later ones have no role. An address that already has an account gets the same status and body shape, with no session; its owner is emailed instead (decision 058).',
    request: {
      body: jsonBody(
        z.object({
          name: z.string().max(LIMITS.fullNameMax),
          email: z.string().max(LIMITS.emailMax),
          password: z.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax),
        }),
      ),
    },
    responses: {
      200: jsonContent(z.object({ user: userSchema }), 'Created; Set-Cookie holds the session (none when the address was taken)'),
      400: jsonContent(
        errorSchema,
        "VALIDATION, with the spec's message (e.g. 'Email inválido', 'Escribe tu correo y tu contraseña.'); a common password or one equal to the email is refused too (decisions 030, 058)",
      ),
      403: jsonContent(errorSchema, 'BAD_ORIGIN'),
      429: jsonContent(errorSchema, 'RATE_LIMITED (Retry-After header)'),
    },
  });
  r.registerPath({
    method: 'post',
    path: '/api/auth/sign-in/email',
    tags: ['auth'],
    summary: 'Sign in with email and password',
    request: { body: jsonBody(z.object({ email: z.string(), password: z.string() })) },
    responses: {
      200: jsonContent(z.object({ user: userSchema, redirect: z.boolean() }), 'Signed in; Set-Cookie holds the session'),
      400: jsonContent(errorSchema, 'VALIDATION: email or password missing'),
      401: jsonContent(errorSchema, "INVALID_CREDENTIALS 'Correo o contraseña incorrectos'"),
      403: jsonContent(errorSchema, 'BAD_ORIGIN'),
      429: jsonContent(errorSchema, 'RATE_LIMITED (Retry-After header)'),
    },
  });
  r.registerPath({
    method: 'post',
    path: '/api/auth/sign-out',
    tags: ['auth'],
    summary: 'Sign out everywhere: every session of the user ends (spec logout?scope=global). No body is needed; any body is ignored.',
    responses: {
      200: jsonContent(z.object({ success: z.boolean() }), 'Signed out; the cookie is cleared'),
      403: jsonContent(errorSchema, 'BAD_ORIGIN'),
    },
  });
  r.registerPath({
    method: 'post',
    path: '/api/auth/change-password',
    tags: ['auth'],
    summary:
      "Change one's password (decision 030). Every other session of the person ends, whatever the body says; this browser stays signed in with a renewed session cookie.",
    request: {
      body: jsonBody(
        z.object({
          currentPassword: z.string().max(LIMITS.passwordMax),
          newPassword: z.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax),
        }),
      ),
    },
    responses: {
      200: jsonContent(z.object({ user: userSchema }), 'Changed; Set-Cookie holds the renewed session'),
      400: jsonContent(
        errorSchema,
        "CURRENT_PASSWORD_WRONG 'La contraseña actual no es correcta', or VALIDATION with the first broken rule (spec §5 lengths, 'Esa contraseña es muy común. Elige una más difícil de adivinar.', not the email, not the current one)",
      ),
      401: jsonContent(errorSchema, 'UNAUTHENTICATED'),
      403: jsonContent(errorSchema, 'BAD_ORIGIN'),
      429: jsonContent(errorSchema, 'RATE_LIMITED (Retry-After header)'),
    },
  });
  r.registerPath({
    method: 'post',
    path: '/api/auth/request-password-reset',
    tags: ['auth'],
    summary:
      "'¿Olvidaste tu contraseña?' (issue 17): queues an email with a single-use link (an hour) when the address has an account. The answer, and the work behind it, are the same for any address (decision 058); at most 3 emails per address per hour.",
    security: [],
    request: { body: jsonBody(z.object({ email: z.string().max(LIMITS.emailMax) })) },
    responses: {
      200: jsonContent(z.object({ status: z.literal(true), message: z.string() }), "The same answer for any address: 'Si existe una cuenta con ese correo, te enviamos un enlace…'"),
      400: jsonContent(errorSchema, "VALIDATION 'Email inválido', or characters no text holds (NUL, lone surrogates)"),
      403: jsonContent(errorSchema, 'BAD_ORIGIN'),
      429: jsonContent(errorSchema, 'RATE_LIMITED (Retry-After header)'),
    },
  });
  r.registerPath({
    method: 'post',
    path: '/api/auth/reset-password',
    tags: ['auth'],
    summary:
      "A new password from a reset link (emailed, or made by an admin in Gestión de Roles). The link is used up, every other link of the person dies, and every session of hers ends (decisions 030, 058).",
    security: [],
    request: {
      body: jsonBody(z.object({ token: z.string(), newPassword: z.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax) })),
    },
    responses: {
      200: jsonContent(z.object({ status: z.literal(true) }), 'Changed'),
      400: jsonContent(
        errorSchema,
        "RESET_TOKEN_INVALID 'El enlace no es válido o ya venció. Pide uno nuevo.' (unknown, used, expired or malformed), or VALIDATION with the first broken password rule",
      ),
      403: jsonContent(errorSchema, 'BAD_ORIGIN'),
      429: jsonContent(errorSchema, 'RATE_LIMITED (Retry-After header)'),
    },
  });
  r.registerPath({
    method: 'get',
    path: '/api/auth/get-session',
    tags: ['auth'],
    summary: "better-auth's session (the web uses GET /api/me instead)",
    responses: { 200: jsonContent(z.object({ user: userSchema, session: z.looseObject({}) }).nullable(), 'The session, or null') },
  });
}
