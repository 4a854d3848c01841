import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

/** One JSON line per request: request id, method, path, status and duration. */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    await next();
    const ms = Math.round((performance.now() - start) * 10) / 10;
    const status = c.res.status;
    // Responses built outside Hono's context (better-auth's) miss the header the requestId middleware set.
    if (!c.res.headers.has('x-request-id')) {
      try {
        c.res.headers.set('x-request-id', c.get('requestId'));
      } catch {
        // Immutable headers (a fetched Response): the log line still carries the id.
      }
    }
    const line = { reqId: c.get('requestId'), method: c.req.method, path: c.req.path, status, ms };
    const logger = c.get('logger');
    if (status >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  };
}
