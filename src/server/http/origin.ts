import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { errorResponse } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cookie sessions need a CSRF defence: a state-changing API call must come from one of our own pages.
 * Browsers always send Origin on such requests. /api/auth/* included: better-auth checks Origin only
 * when a cookie comes along, which would leave sign-in and sign-up open to login CSRF.
 */
export function originCheck(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (!origin || !c.get('config').trustedOrigins.includes(origin)) return errorResponse(c, 'BAD_ORIGIN', 403);
    return next();
  };
}
