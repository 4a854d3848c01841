import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span, type TextMapGetter } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler, TracerProvider } from '@opentelemetry/sdk-trace';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../http/env';
import type { SpanAttributes, StoreCallResult, Tracing, TracingSettings } from './tracing';

/**
 * The OpenTelemetry SDK behind the Tracing interface; loaded only by startTracing() (a dynamic import),
 * when OTEL_EXPORTER_OTLP_ENDPOINT is set. Spans leave in batches over OTLP/HTTP with JSON bodies (the
 * standard exporter; an OpenTelemetry Collector or Jaeger takes them on port 4318). The exporter still
 * reads its own OTEL_EXPORTER_OTLP_HEADERS, _TIMEOUT and _COMPRESSION.
 *
 * Attribute names follow OpenTelemetry's semantic conventions (http.*, url.*, db.*); the store's and
 * the request id are ours (shopify.*, colabora.request_id).
 */
const QUERY_TEXT_LIMIT = 2_000;

const fail = (span: Span, error: unknown) => {
  if (error instanceof Error) span.recordException(error);
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
};

/** SELECT, INSERT, BEGIN...: the statement's first keyword, as the span's name. */
function operationOf(text: string | undefined): string {
  const m = text ? /^\s*(?:--[^\n]*\n\s*)*([A-Za-z]+)/.exec(text) : null;
  return m ? m[1]!.toUpperCase() : 'SQL';
}

const headerGetter: TextMapGetter<Context<AppEnv>> = {
  get: (c, key) => c.req.header(key),
  keys: () => ['traceparent', 'tracestate'],
};

export function createOtelTracing(settings: TracingSettings & { otlpEndpoint: string }): Tracing {
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  const propagator = new W3CTraceContextPropagator();
  const exporter = new OTLPTraceExporter({ url: `${settings.otlpEndpoint}/v1/traces` });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
    // A caller's decision (its traceparent's sampled flag) is followed; traces that start here keep
    // sampleRatio of them.
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(settings.sampleRatio) }),
    spanProcessors: [new BatchSpanProcessor({ exporter })],
  });
  const tracer = provider.getTracer('colabora');

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const method = c.req.method;
    // A load balancer or caller that traces sends traceparent: this request joins its trace.
    const parent = c.req.header('traceparent') ? propagator.extract(ROOT_CONTEXT, c, headerGetter) : ROOT_CONTEXT;
    const span = tracer.startSpan(
      method,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': method, 'url.path': c.req.path, 'colabora.request_id': c.get('requestId') },
      },
      parent,
    );
    try {
      await context.with(trace.setSpan(parent, span), next);
    } finally {
      // Known only now: the pattern of the route that answered (a bounded name, never the raw URL).
      const route = routePath(c) || 'unmatched';
      const status = c.res.status;
      span.updateName(`${method} ${route}`);
      span.setAttribute('http.route', route);
      span.setAttribute('http.response.status_code', status);
      // As OpenTelemetry's HTTP conventions say: a server span fails on 5xx only, not on a refused request.
      if (status >= 500) {
        if (c.error) fail(span, c.error);
        else span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    }
  };

  return {
    middleware,
    startQuery(driver, text) {
      const parent = context.active();
      // Statements outside any request or job (start-up, migrations) would each be a trace of their own.
      if (!trace.getSpan(parent)) return null;
      const operation = operationOf(text);
      const span = tracer.startSpan(
        operation,
        {
          kind: SpanKind.CLIENT,
          attributes: {
            'db.system.name': 'postgresql',
            'db.operation.name': operation,
            'db.query.text': (text ?? '').slice(0, QUERY_TEXT_LIMIT),
            'colabora.db.driver': driver,
          },
        },
        parent,
      );
      return (error) => {
        if (error !== undefined) fail(span, error);
        span.end();
      };
    },
    startStoreCall(operation) {
      const span = tracer.startSpan(`shopify ${operation}`, {
        kind: SpanKind.CLIENT,
        attributes: { 'shopify.operation': operation, 'graphql.operation.name': operation },
      });
      return (result: StoreCallResult) => {
        span.setAttributes({ 'shopify.attempts': result.attempts, 'shopify.throttled': result.throttled > 0, 'shopify.throttled_tries': result.throttled });
        if (result.cost !== undefined) span.setAttribute('shopify.cost', result.cost);
        if (result.error !== undefined) fail(span, result.error);
        span.end();
      };
    },
    inSpan<T>(name: string, attributes: SpanAttributes, fn: () => Promise<T>): Promise<T> {
      return tracer.startActiveSpan(name, { attributes }, async (span) => {
        try {
          return await fn();
        } catch (error) {
          fail(span, error);
          throw error;
        } finally {
          span.end();
        }
      });
    },
    flush: () => provider.forceFlush(),
    async shutdown() {
      await provider.shutdown();
      context.disable();
    },
  };
}
