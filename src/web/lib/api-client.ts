import { INTERNAL_ERROR_MESSAGE, isApiErrorBody } from '@shared/error-body';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { queryClient } from './query-client';
import { sessionKey } from './first-load-keys';
import { takeReadInPage } from './reads-in-page';

/**
 * The one way the web talks to the API: same-origin fetch with cookies, JSON in and out, errors turned
 * into ApiError (with the server's Spanish message), reads retried on transient failures. Failures become
 * toasts in one place, the QueryClient's caches (query-client.ts, show-error.ts; decision 036).
 *
 * Answers are typed, not parsed: the caller names the answer's type from the shared schema the server
 * answers with (`apiFetch<z.infer<typeof someResponseSchema>>(...)`, the schema imported with
 * `import type`). The server's handlers are type-checked against those same schemas, and parsing them
 * here again would put zod in every screen's first load (decision 015). Forms still validate with zod.
 */
export { ApiError, errorMessage, NETWORK_ERROR_MESSAGE } from './api-error';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiFetchOptions {
  method?: Method;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary); ignored when `json` is given. */
  formData?: FormData;
  signal?: AbortSignal;
  /** A create's form key (decision 039): the server makes one row per key, so the write may be retried. */
  idempotencyKey?: string;
}

const RETRYABLE_STATUSES = new Set([502, 503, 504]);
const MAX_ATTEMPTS = 3;
const BASE_DELAY_MS = 300;

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** Calls whose 401 means "not signed in" rather than "the session expired". */
function isAuthCall(path: string): boolean {
  return path.startsWith('/api/auth/') || path === '/api/me';
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** `T` is the answer's type (unchecked at run time: see above). */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const init: RequestInit = {
    method,
    headers,
    credentials: 'same-origin',
    body: options.json === undefined ? options.formData : JSON.stringify(options.json),
    signal: options.signal,
  };
  // Writes are never retried blindly: only reads, and creates the server makes once per key, are safe to repeat.
  const attempts = method === 'GET' || options.idempotencyKey ? MAX_ATTEMPTS : 1;

  // A first load's read the server wrote into the page (decision 105): its answer, as the network's would be.
  let res = method === 'GET' ? takeReadInPage(path) : undefined;
  if (!res) {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        res = await fetch(path, init);
      } catch (error) {
        if (options.signal?.aborted) throw error;
        // The browser knows it is offline: waiting out the backoff would only keep skeletons up (issue 28).
        if (attempt === attempts || navigator.onLine === false) throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
        await sleep(BASE_DELAY_MS * 3 ** (attempt - 1), options.signal);
        continue;
      }
      if (RETRYABLE_STATUSES.has(res.status) && attempt < attempts) {
        await sleep(BASE_DELAY_MS * 3 ** (attempt - 1), options.signal);
        continue;
      }
      break;
    }
  }
  if (!res) throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);

  const body = await readBody(res);
  if (!res.ok) {
    if (res.status === 401 && !isAuthCall(path)) {
      // The session expired: the guard re-reads it and sends the person to /auth.
      void queryClient.invalidateQueries({ queryKey: sessionKey });
    }
    if (isApiErrorBody(body)) {
      throw new ApiError(res.status, String(body.error.code), body.error.message, body.error.details);
    }
    if (RETRYABLE_STATUSES.has(res.status)) throw new ApiError(res.status, 'NETWORK', NETWORK_ERROR_MESSAGE);
    throw new ApiError(res.status, 'INTERNAL', INTERNAL_ERROR_MESSAGE);
  }
  return body as T;
}
