import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { errorResponse } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cookie sessions need a CSRF defence: a state-changing API call must come from one of our own pages.
 * Browsers always send Origin on such requests. better-auth checks /api/auth/* itself.
 */
export function originCheck(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method) || c.req.path.startsWith('/api/auth/')) return next();
    const origin = c.req.header('origin');
    if (!origin || !c.get('config').trustedOrigins.includes(origin)) return errorResponse(c, 'BAD_ORIGIN', 403);
    return next();
  };
}
