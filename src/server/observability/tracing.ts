import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env';

/**
 * OpenTelemetry traces, only when OTEL_EXPORTER_OTLP_ENDPOINT is set (decision 031). This module is all
 * the rest of the server sees: it imports nothing of OpenTelemetry. startTracing() loads the SDK
 * (./otel.ts) with a dynamic import, so without an endpoint no OpenTelemetry code is even loaded, no
 * middleware is mounted and the database driver is not wrapped: a request pays nothing.
 *
 * Tracing is per process, as OpenTelemetry's context is: the process entry starts it before it opens the
 * database and builds the app, which look for it with activeTracing().
 */
export type SpanAttributes = Record<string, string | number | boolean>;

/** Ends a span; an error marks it failed. */
export type EndSpan = (error?: unknown) => void;

export interface StoreCallResult {
  /** Cost points the store charged (actual, else requested). */
  cost?: number | undefined;
  /** Tries the store answered THROTTLED or 429 before this one. */
  throttled: number;
  /** HTTP requests sent for this operation, retries included. */
  attempts: number;
  error?: unknown;
}

export interface Tracing {
  /** One server span per request, named by method and route pattern; the first middleware after the request id. */
  readonly middleware: MiddlewareHandler<AppEnv>;
  /** A client span for one SQL statement, inside the current request or job; null when there is none. */
  startQuery(driver: 'pglite' | 'postgres', text: string | undefined): EndSpan | null;
  /** A client span for one Admin API operation (all its tries). */
  startStoreCall(operation: string): (result: StoreCallResult) => void;
  /** Runs `fn` inside a span of its own (a scheduled job), so its SQL and store calls have a parent. */
  inSpan<T>(name: string, attributes: SpanAttributes, fn: () => Promise<T>): Promise<T>;
  /** Sends what is buffered now (tests, shutdown). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

export interface TracingSettings {
  /** The OTLP/HTTP base URL; spans go to {otlpEndpoint}/v1/traces. */
  otlpEndpoint: string | undefined;
  serviceName: string;
  /** 0..1 of the requests that start a trace here; a caller's sampled `traceparent` is followed. */
  sampleRatio: number;
}

let active: Tracing | null = null;

/** The tracing this process runs, or null (the usual case: no endpoint configured). */
export function activeTracing(): Tracing | null {
  return active;
}

/** Loads the OpenTelemetry SDK and starts exporting, when an endpoint is configured; else null. */
export async function startTracing(settings: TracingSettings): Promise<Tracing | null> {
  if (!settings.otlpEndpoint) return null;
  if (active) throw new Error('tracing already started in this process');
  const { createOtelTracing } = await import('./otel');
  active = createOtelTracing({ ...settings, otlpEndpoint: settings.otlpEndpoint });
  return active;
}

/** Sends what is left and stops; the process (or the next test) runs without tracing afterwards. */
export async function stopTracing(): Promise<void> {
  const t = active;
  active = null;
  await t?.shutdown();
}
