import { createHash, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { errorResponse } from '../http/errors';
import type { AppEnv } from '../http/env';
import { declarePolicy } from '../http/policy';
import { metricsRegistry, startProcessMetrics } from './metrics';

export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN (decision 031).
 * - No METRICS_TOKEN configured: 404 in our JSON error shape, as if there were no such page.
 * - A missing or wrong `Authorization: Bearer <token>`: 401 METRICS_TOKEN_INVALID, Spanish JSON.
 * The token is compared as SHA-256 digests with timingSafeEqual: same length whatever was sent, and no
 * early exit on the first differing byte. Outside /api on purpose, like /healthz: a scrape pays no
 * session lookup, and the policy is 'public' because the token, not a session, is its check.
 */
export function mountMetrics(app: Hono<AppEnv>, token: string | undefined): void {
  declarePolicy('GET', METRICS_PATH, 'public');
  const expected = token ? digest(token) : null;
  if (expected) startProcessMetrics();
  app.get(METRICS_PATH, async (c) => {
    if (!expected) return errorResponse(c, 'NOT_FOUND', 404);
    const sent = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!sent || !timingSafeEqual(digest(sent), expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return errorResponse(c, 'METRICS_TOKEN_INVALID', 401);
    }
    const text = await metricsRegistry.metrics();
    return c.body(text, 200, { 'Content-Type': metricsRegistry.contentType, 'Cache-Control': 'no-store' });
  });
}
