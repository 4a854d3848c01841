import type { MiddlewareHandler } from 'hono';
import { isStorableJson, isStorableText } from '../../shared/storable-text';
import { errorResponse } from './errors';
import type { AppEnv } from './env';
import { streamsOwnBody } from './policy';

/**
 * One rule for text the database cannot store (decision 060): a NUL or a lone surrogate anywhere in the
 * decoded path, the query (names and values) or the body's strings (JSON at any depth, object keys
 * included; form fields) answers 400 TEXT_NOT_STORABLE before the actor is resolved or any handler
 * runs, on every /api route: OpenAPI routes, better-auth's and the exports alike.
 *
 * Left alone: bodies a route streams itself (uploads check their own form fields), and the store's
 * webhook body, which is signed store data: refusing it would make the store retry it forever.
 */
export function refuseUnstorableText(options: { skipBodyOf: readonly string[] }): MiddlewareHandler<AppEnv> {
  const skipBody = new Set(options.skipBodyOf);
  return async (c, next) => {
    const refuse = () => errorResponse(c, 'TEXT_NOT_STORABLE', 400);
    // Hono's path is percent-decoded (%00 included); the URL API decodes the query the same way.
    if (!isStorableText(c.req.path)) return refuse();
    const url = c.req.url;
    const queryStart = url.indexOf('?');
    if (queryStart !== -1) {
      for (const [name, value] of new URLSearchParams(url.slice(queryStart + 1).split('#')[0])) {
        if (!isStorableText(name) || !isStorableText(value)) return refuse();
      }
    }
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    if (skipBody.has(c.req.path) || streamsOwnBody(method, c.req.path)) return next();
    if (!(await bodyIsStorable(c.req.raw.headers.get('content-type') ?? '', c.req))) return refuse();
    return next();
  };
}

interface BodyReader {
  text(): Promise<string>;
  formData(): Promise<FormData>;
}

/**
 * Reads the body through Hono's cache (the route's validator and better-auth's handler read the same
 * text again). A body that cannot be read or parsed is not this rule's to answer: the route's own
 * validation gives its usual error.
 */
async function bodyIsStorable(contentType: string, req: BodyReader): Promise<boolean> {
  try {
    if (/^multipart\/form-data/i.test(contentType)) {
      for (const [name, value] of await req.formData()) {
        if (!isStorableText(name) || (typeof value === 'string' && !isStorableText(value))) return false;
      }
      return true;
    }
    const text = await req.text();
    if (/^application\/x-www-form-urlencoded/i.test(contentType)) {
      for (const [name, value] of new URLSearchParams(text)) if (!isStorableText(name) || !isStorableText(value)) return false;
      return true;
    }
    // better-auth reads JSON whatever the label says, so any body that parses as JSON is walked.
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return true;
    }
    return isStorableJson(parsed);
  } catch {
    return true;
  }
}
