import { randomBytes } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { sessions } from '../db/schema';
import type { AppEnv } from '../http/env';
import { errorBody } from '../http/errors';
import { declarePolicy } from '../http/policy';
import { isCommonPassword } from '../../shared/domain/common-passwords';
import { changePasswordRequestSchema, createSignUpSchema, emailSchema, newPasswordProblem, PASSWORD_MESSAGES } from '../../shared/schemas/auth';
import { CREDENTIALS_REQUIRED_MESSAGE, ERROR_MESSAGES, type ErrorCode } from '../../shared/errors';
import { CLIENT_IP_HEADER } from './auth';
import { WEAK_PASSWORD_CODE } from './password-policy';
import { queueExistingAccountNotice, queuePasswordChanged, RESET_REQUESTED_MESSAGE, resetTokenUser } from './recuperacion';

const AUTH_PATH = '/api/auth/*';
const AUTH_METHODS = ['GET', 'POST'] as const;

/**
 * The better-auth endpoints the product uses. Others (update-user, change-email, delete-user, ...)
 * would bypass our validation of the profile, so they answer 404.
 */
export const AUTH_ENDPOINTS = new Set([
  'POST /api/auth/sign-up/email',
  'POST /api/auth/sign-in/email',
  'POST /api/auth/sign-out',
  'GET /api/auth/get-session',
  'POST /api/auth/change-password',
  // Recovery (issue 17): the link's screen posts the token and the new password.
  'POST /api/auth/request-password-reset',
  'POST /api/auth/reset-password',
]);

const REQUEST_RESET_PATH = '/api/auth/request-password-reset';
const RESET_PATH = '/api/auth/reset-password';
const SIGN_UP_PATH = '/api/auth/sign-up/email';
const SIGN_OUT_PATH = '/api/auth/sign-out';

/** The sign-up rules as the server applies them: spec §5's, plus the common-password list (decision 030). */
const serverSignUpSchema = createSignUpSchema({ isCommon: isCommonPassword });

const CHANGE_PASSWORD_PATH = '/api/auth/change-password';

/**
 * Mounts better-auth under /api/auth with our additions: the client IP it rate-limits on, the spec's
 * sign-up validation, the password rules of a change (which always ends the other sessions), global
 * sign-out, and errors rewritten to { error: { code, message } } in Spanish.
 */
export function mountAuth(app: Hono<AppEnv>): void {
  for (const method of AUTH_METHODS) declarePolicy(method, AUTH_PATH, 'public');
  app.on([...AUTH_METHODS], AUTH_PATH, async (c) => {
    const auth = c.get('auth');
    const path = c.req.path;
    if (!AUTH_ENDPOINTS.has(`${c.req.method} ${path}`)) return c.json(errorBody('NOT_FOUND'), 404);
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);

    let body: string | undefined;
    let signUp: SignUpFields | undefined;
    // Whose password this request changes, if it succeeds: she gets the 'tu contraseña cambió' email.
    let passwordOf: string | null = null;
    if (c.req.method === 'POST') {
      body = await c.req.text();
      // NUL and lone surrogates were refused before this route by the one rule for every route (http/storable-text.ts).
      if (path === SIGN_UP_PATH) {
        const checked = checkSignUp(body);
        if (!checked.ok) return c.json(errorBody('VALIDATION', checked.message), 400);
        // An address with an account is answered below as a new one (decision 058), once better-auth's
        // rate limit and Origin check have passed it, exactly as they pass a new address.
        signUp = checked.fields;
        body = JSON.stringify({ name: signUp.fullName, email: signUp.email, password: signUp.password });
        headers.set('content-type', 'application/json');
      } else if (path === SIGN_OUT_PATH) {
        // Sign-out needs no body: whatever came (none, text), better-auth gets an empty JSON object.
        body = '{}';
        headers.set('content-type', 'application/json');
      } else if (path === '/api/auth/sign-in/email') {
        const message = checkSignIn(body);
        if (message) return c.json(errorBody('VALIDATION', message), 400);
      } else if (path === CHANGE_PASSWORD_PATH) {
        // Signed in first (401), then the rules, which need her email.
        const current = await auth.api.getSession({ headers });
        if (!current) return c.json(errorBody('UNAUTHENTICATED'), 401);
        const checked = checkChangePassword(body, current.user.email);
        if (!checked.ok) return c.json(errorBody('VALIDATION', checked.message), 400);
        body = checked.body;
        headers.set('content-type', 'application/json');
        passwordOf = current.user.id;
      } else if (path === REQUEST_RESET_PATH) {
        const email = parseJsonObject(body)?.email;
        const parsed = emailSchema.safeParse(email);
        if (!parsed.success) return c.json(errorBody('VALIDATION', parsed.error.issues[0]?.message), 400);
        // The link is ours (/auth/nueva-contrasena?token=), never a redirect a caller chose.
        body = JSON.stringify({ email: parsed.data });
        headers.set('content-type', 'application/json');
      } else if (path === RESET_PATH) {
        const input = parseJsonObject(body);
        if (typeof input?.token !== 'string' || input.token === '') return c.json(errorBody('RESET_TOKEN_INVALID'), 400);
        if (typeof input.newPassword !== 'string' || input.newPassword === '') return c.json(errorBody('VALIDATION', PASSWORD_MESSAGES.tooShort), 400);
        body = JSON.stringify({ token: input.token, newPassword: input.newPassword });
        headers.set('content-type', 'application/json');
        // Read before better-auth consumes the token.
        passwordOf = await resetTokenUser(c.get('db'), input.token);
      }
    }
    const request = new Request(c.req.url, { method: c.req.method, headers, body });

    if (path === SIGN_OUT_PATH && c.req.method === 'POST') {
      // Spec: logout?scope=global. Every session of the person ends, not only this browser's.
      const current = await auth.api.getSession({ headers });
      const response = await auth.handler(request);
      // Only a sign-out better-auth accepted (our Origin) ends the others.
      if (current && response.ok) await c.get('db').delete(sessions).where(eq(sessions.userId, current.user.id));
      return translateAuthResponse(response);
    }
    const response = await translateAuthResponse(await auth.handler(request), path);
    // A taken address (or the loser of two sign-ups for one new address at once): the new account's answer.
    if (signUp && response.status === 409) return answerTakenAddress(c, signUp);
    if (path === REQUEST_RESET_PATH && response.ok) return c.json({ status: true, message: RESET_REQUESTED_MESSAGE }, 200);
    if (passwordOf && response.ok) await queuePasswordChanged(c.get('db'), passwordOf);
    return TOKEN_BEARING.has(path) ? withoutSessionToken(response) : response;
  });
}

/** The client's address: the socket's, or the last X-Forwarded-For hop when a proxy is declared. */
export function clientIp(c: Context<AppEnv>): string | undefined {
  if (c.get('config').trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    const last = hops.at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket; better-auth then falls back to one local bucket.
    return undefined;
  }
}

const TOKEN_BEARING = new Set(['/api/auth/sign-in/email', SIGN_UP_PATH, '/api/auth/get-session', CHANGE_PASSWORD_PATH]);

/**
 * better-auth echoes the session token in JSON bodies. The web authenticates with the HttpOnly cookie
 * only, so the token is dropped: a script that can read responses still cannot steal the session.
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.clone().json()) as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') return response;
  const { token: _token, ...rest } = body;
  const session = rest.session as Record<string, unknown> | undefined;
  if (session && typeof session === 'object') {
    const { token: _sessionToken, ...sessionRest } = session;
    rest.session = sessionRest;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(rest), { status: response.status, headers });
}

type Checked = { ok: true; body: string } | { ok: false; message: string };
type SignUpFields = { fullName: string; email: string; password: string };


/**
 * Sign-up with an address that has an account (decision 058): the answer a new account gets, in status
 * and shape (a user that exists nowhere, no session), after the same password hashing its creation
 * costs; the owner is told by email, at most a few times an hour.
 */
async function answerTakenAddress(c: Context<AppEnv>, fields: SignUpFields): Promise<Response> {
  const context = await c.get('auth').$context;
  await context.password.hash(fields.password);
  await queueExistingAccountNotice(c.get('db'), c.get('logger'), fields.email);
  const now = new Date().toISOString();
  const user = { id: randomId(), email: fields.email.toLowerCase(), name: fields.fullName, image: null, emailVerified: false, createdAt: now, updatedAt: now };
  return c.json({ user }, 200);
}

/** An id like better-auth's (32 letters and digits). */
function randomId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(32), (b) => alphabet[b % alphabet.length]).join('');
}

function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function hasCredentials(input: Record<string, unknown> | null): input is Record<string, unknown> {
  return !!input && typeof input.email === 'string' && input.email !== '' && typeof input.password === 'string' && input.password !== '';
}

/** The web sends { name, email, password }; the spec's schema calls the name fullName. */
function checkSignUp(text: string): { ok: true; fields: SignUpFields } | { ok: false; message: string } {
  const input = parseJsonObject(text);
  if (!hasCredentials(input)) return { ok: false, message: CREDENTIALS_REQUIRED_MESSAGE };
  const parsed = serverSignUpSchema.safeParse({
    email: input.email,
    password: input.password,
    fullName: typeof input.name === 'string' ? input.name : '',
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? CREDENTIALS_REQUIRED_MESSAGE };
  // Only the fields we accept reach better-auth (no image, no extra columns).
  const { email, password, fullName } = parsed.data;
  return { ok: true, fields: { email, password, fullName } };
}

function checkSignIn(text: string): string | null {
  return hasCredentials(parseJsonObject(text)) ? null : CREDENTIALS_REQUIRED_MESSAGE;
}

/**
 * A password change: { currentPassword, newPassword }, the new one under every rule of a new password
 * (decision 030). Whatever the body says, better-auth is told to end every other session of hers.
 */
function checkChangePassword(text: string, email: string): Checked {
  const parsed = changePasswordRequestSchema.safeParse(parseJsonObject(text) ?? {});
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? ERROR_MESSAGES.VALIDATION };
  const { currentPassword, newPassword } = parsed.data;
  const problem = newPasswordProblem(newPassword, { email, currentPassword, isCommon: isCommonPassword });
  if (problem) return { ok: false, message: problem };
  return { ok: true, body: JSON.stringify({ currentPassword, newPassword, revokeOtherSessions: true }) };
}

const ORIGIN_CODES = new Set(['MISSING_OR_NULL_ORIGIN', 'INVALID_ORIGIN', 'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED']);

/**
 * better-auth answers errors as { code, message } in English; the web shows our { error } shape. Success
 * passes through untouched: its Set-Cookie headers are the session. `path` tells a wrong password on
 * sign-in (the spec's 'Correo o contraseña incorrectos') from a wrong current password on a change.
 */
export async function translateAuthResponse(response: Response, path?: string): Promise<Response> {
  if (response.status < 400) return response;
  let code: string | undefined;
  let theirMessage: string | undefined;
  try {
    const body = (await response.clone().json()) as { code?: unknown; message?: unknown };
    if (typeof body.code === 'string') code = body.code;
    if (typeof body.message === 'string') theirMessage = body.message;
  } catch {
    code = undefined;
  }
  let status = response.status;
  // Without a Spanish text of our own for the case, the message is the spec's 'Ocurrió un error'.
  let ours: ErrorCode = genericCode(status);
  let message: string | undefined = status === 401 ? undefined : ERROR_MESSAGES.INTERNAL;
  if (status === 429) {
    ours = 'RATE_LIMITED';
    message = undefined;
  } else if (code === 'INVALID_PASSWORD' && path === CHANGE_PASSWORD_PATH) {
    ours = 'CURRENT_PASSWORD_WRONG';
    status = 400;
    message = undefined;
  } else if (code === WEAK_PASSWORD_CODE && theirMessage) {
    // Our own hook's refusal (password-policy.ts): its message is already the Spanish rule.
    ours = 'VALIDATION';
    status = 400;
    message = theirMessage;
  } else if (code === 'INVALID_TOKEN' || (code === 'USER_NOT_FOUND' && path === RESET_PATH)) {
    ours = 'RESET_TOKEN_INVALID';
    status = 400;
    message = undefined;
  } else if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_PASSWORD' || code === 'INVALID_EMAIL') {
    ours = 'INVALID_CREDENTIALS';
    status = 401;
    message = undefined;
  } else if (code?.startsWith('USER_ALREADY_EXISTS')) {
    ours = 'EMAIL_TAKEN';
    status = 409;
    message = undefined;
  } else if (code && ORIGIN_CODES.has(code)) {
    ours = 'BAD_ORIGIN';
    message = undefined;
  } else if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG') {
    ours = 'VALIDATION';
    status = 400;
    message = code === 'PASSWORD_TOO_SHORT' ? PASSWORD_MESSAGES.tooShort : PASSWORD_MESSAGES.tooLong;
  } else if (status === 415) {
    ours = 'UNSUPPORTED_MEDIA_TYPE';
    message = undefined;
  } else if (code === 'VALIDATION_ERROR') {
    // A body better-auth's schema refused (its message is English): our generic Spanish text.
    ours = 'VALIDATION';
    message = undefined;
  }

  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json; charset=UTF-8');
  const retryAfter = response.headers.get('x-retry-after');
  if (retryAfter && !headers.has('retry-after')) headers.set('Retry-After', retryAfter);
  return new Response(JSON.stringify(errorBody(ours, message)), { status, headers });
}

/** The code for a better-auth error we have no Spanish text for; its message stays 'Ocurrió un error'. */
function genericCode(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status >= 400 && status < 500) return 'VALIDATION';
  return 'INTERNAL';
}
