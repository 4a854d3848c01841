import { vi } from 'vitest';

/** One request the page made: method, path with its query, and the JSON body it sent. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status?: number; json?: unknown };
/** Keyed 'METHOD /path' (the query included); a function sees the request and may answer differently each time. */
export type Routes = Record<string, Answer | ((request: SentRequest) => Answer | Promise<Answer>)>;

/**
 * The network boundary, and only it: replaces fetch with a small table of the API's answers. Every
 * request is recorded; one the table does not know answers 404 the way the server does.
 */
export function stubFetch(routes: Routes): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: SentRequest = { method, path: url.pathname + url.search, body: text === undefined ? undefined : (JSON.parse(text) as unknown) };
    sent.push(request);
    const route = routes[`${method} ${request.path}`];
    const answer = typeof route === 'function' ? await route(request) : (route ?? { status: 404, json: { error: { code: 'NOT_FOUND', message: 'No encontrado' } } });
    return new Response(answer.json === undefined ? null : JSON.stringify(answer.json), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}
