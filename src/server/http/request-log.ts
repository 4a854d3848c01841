import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

/** One JSON line per request: request id, method, path, status and duration. */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    await next();
    const ms = Math.round((performance.now() - start) * 10) / 10;
    const status = c.res.status;
    const line = { reqId: c.get('requestId'), method: c.req.method, path: c.req.path, status, ms };
    const logger = c.get('logger');
    if (status >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  };
}
