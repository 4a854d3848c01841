import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { recordHttpRequest } from '../observability/metrics';
import type { AppEnv } from './env';

/**
 * One JSON line per request: request id, method, path, status and duration; and the same request counted
 * for /metrics by the pattern of the route that answered (decision 031: one hook, no allocation).
 */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    await next();
    const elapsed = performance.now() - start;
    const status = c.res.status;
    // routePath: the handler that answered (c.req.routeIndex), e.g. /api/colaboraciones/:id.
    recordHttpRequest(routePath(c) || 'unmatched', c.req.method, status, elapsed / 1000);
    const line = { reqId: c.get('requestId'), method: c.req.method, path: c.req.path, status, ms: Math.round(elapsed * 10) / 10 };
    const logger = c.get('logger');
    if (status >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  };
}
