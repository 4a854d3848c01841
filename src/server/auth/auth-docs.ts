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
    summary: 'Create an account and sign in. The first account of the instance becomes admin; later ones have no role.',
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
      200: jsonContent(z.object({ user: userSchema }), 'Created; Set-Cookie holds the session'),
      400: jsonContent(errorSchema, "VALIDATION, with the spec's message (e.g. 'Email inválido'); a common password or one equal to the email is refused too (decision 030)"),
      403: jsonContent(errorSchema, 'BAD_ORIGIN'),
      409: jsonContent(errorSchema, 'EMAIL_TAKEN'),
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
    summary: 'Sign out everywhere: every session of the user ends (spec logout?scope=global)',
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
    method: 'get',
    path: '/api/auth/get-session',
    tags: ['auth'],
    summary: "better-auth's session (the web uses GET /api/me instead)",
    responses: { 200: jsonContent(z.object({ user: userSchema, session: z.looseObject({}) }).nullable(), 'The session, or null') },
  });
}
