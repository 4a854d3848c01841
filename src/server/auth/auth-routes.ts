import { getConnInfo } from '@hono/node-server/conninfo';
import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { sessions } from '../db/schema';
import type { AppEnv } from '../http/env';
import { errorBody } from '../http/errors';
import { declarePolicy } from '../http/policy';
import { PASSWORD_TOO_LONG_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE, signUpSchema } from '../../shared/schemas/auth';
import { changePasswordSchema } from '../../shared/schemas/change-password';
import { CREDENTIALS_REQUIRED_MESSAGE, ERROR_MESSAGES, type ErrorCode } from '../../shared/errors';
import { CLIENT_IP_HEADER } from './auth';

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
]);

/**
 * Mounts better-auth under /api/auth with our additions: the client IP it rate-limits on, the spec's
 * sign-up validation, change-password's body checked with Spanish messages, global sign-out, and errors
 * rewritten to { error: { code, message } } in Spanish (decision 029).
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
    if (c.req.method === 'POST') {
      body = await c.req.text();
      if (path === '/api/auth/sign-up/email') {
        const checked = checkSignUp(body);
        if (!checked.ok) return c.json(errorBody('VALIDATION', checked.message), 400);
        body = checked.body;
        headers.set('content-type', 'application/json');
      } else if (path === '/api/auth/sign-in/email') {
        const message = checkSignIn(body);
        if (message) return c.json(errorBody('VALIDATION', message), 400);
      } else if (path === '/api/auth/change-password') {
        const checked = checkChangePassword(body);
        if (!checked.ok) return c.json(errorBody(checked.code, checked.message), 400);
        body = checked.body;
        headers.set('content-type', 'application/json');
      }
    }
    const request = new Request(c.req.url, { method: c.req.method, headers, body });

    if (path === '/api/auth/sign-out' && c.req.method === 'POST') {
      // Spec: logout?scope=global. Every session of the person ends, not only this browser's.
      const current = await auth.api.getSession({ headers });
      const response = await auth.handler(request);
      if (current) await c.get('db').delete(sessions).where(eq(sessions.userId, current.user.id));
      return translateAuthResponse(response);
    }
    const response = await translateAuthResponse(await auth.handler(request));
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

const TOKEN_BEARING = new Set(['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/get-session']);

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
function checkSignUp(text: string): Checked {
  const input = parseJsonObject(text);
  if (!hasCredentials(input)) return { ok: false, message: CREDENTIALS_REQUIRED_MESSAGE };
  const parsed = signUpSchema.safeParse({
    email: input.email,
    password: input.password,
    fullName: typeof input.name === 'string' ? input.name : '',
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? CREDENTIALS_REQUIRED_MESSAGE };
  // Only the fields we accept reach better-auth (no image, no extra columns).
  const { email, password, fullName } = parsed.data;
  return { ok: true, body: JSON.stringify({ name: fullName, email, password }) };
}

function checkSignIn(text: string): string | null {
  return hasCredentials(parseJsonObject(text)) ? null : CREDENTIALS_REQUIRED_MESSAGE;
}

type CheckedBody = { ok: true; body: string } | { ok: false; code: 'INVALID_JSON' | 'VALIDATION'; message?: string };

/** better-auth's own body validation answers in English; ours gives the field's Spanish message first. */
function checkChangePassword(text: string): CheckedBody {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, code: 'INVALID_JSON' };
  }
  const parsed = changePasswordSchema.safeParse(value);
  if (!parsed.success) return { ok: false, code: 'VALIDATION', message: parsed.error.issues[0]?.message };
  return { ok: true, body: JSON.stringify(parsed.data) };
}

const ORIGIN_CODES = new Set(['MISSING_OR_NULL_ORIGIN', 'INVALID_ORIGIN', 'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED']);

/**
 * better-auth answers errors as { code, message } in English; the web shows our { error } shape. Success
 * passes through untouched: its Set-Cookie headers are the session.
 */
export async function translateAuthResponse(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  let code: string | undefined;
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    if (typeof body.code === 'string') code = body.code;
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
    message = code === 'PASSWORD_TOO_SHORT' ? PASSWORD_TOO_SHORT_MESSAGE : PASSWORD_TOO_LONG_MESSAGE;
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
