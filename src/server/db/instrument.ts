import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { EndSpan, Tracing } from '../observability/tracing';

/**
 * The drivers, watched where Drizzle and better-auth call them (decision 031): the same few lines cover
 * PGlite and node-postgres, which OpenTelemetry's pg instrumentation (a module patch, PostgreSQL only)
 * would not.
 * - PGlite: one connection, so its "pool" is a queue: the operations started and not finished (running
 *   or waiting their turn) are counted for /metrics. A transaction is one operation.
 * - With tracing on, every statement is a client span under the request's (or job's) span.
 * Without tracing, node-postgres is left as it is, and PGlite only pays the counting.
 */
type Method = (...args: unknown[]) => Promise<unknown>;

function settle(p: Promise<unknown>, after: (error?: unknown) => void): Promise<unknown> {
  return p.then(
    (value) => {
      after();
      return value;
    },
    (error: unknown) => {
      after(error);
      throw error;
    },
  );
}

/** The statement text of a driver call: Drizzle passes PGlite (text, params, options), pg (config, params). */
function textOf(first: unknown): string | undefined {
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'text' in first && typeof first.text === 'string') return first.text;
  return undefined;
}

function traced(run: Method, tracing: Tracing, driver: 'pglite' | 'postgres'): Method {
  return (...args) => {
    const end = tracing.startQuery(driver, textOf(args[0]));
    return end ? settle(run(...args), end) : run(...args);
  };
}

/** Counts PGlite's operations in flight and, with tracing, makes a span of each statement. */
export function instrumentPglite(client: PGlite, tracing: Tracing | null): { inFlight(): number } {
  let inFlight = 0;
  const target = client as unknown as Record<'query' | 'exec' | 'transaction', Method>;
  const counted = (run: Method, withSpan: boolean): Method => {
    return (...args) => {
      inFlight++;
      const end: EndSpan | null = withSpan && tracing ? tracing.startQuery('pglite', textOf(args[0])) : null;
      let p: Promise<unknown>;
      try {
        p = run(...args);
      } catch (error) {
        inFlight--;
        end?.(error);
        throw error;
      }
      return settle(p, (error) => {
        inFlight--;
        end?.(error);
      });
    };
  };
  target.query = counted(target.query.bind(client), true);
  target.exec = counted(target.exec.bind(client), true);
  const transaction = target.transaction.bind(client);
  target.transaction = counted(
    tracing
      ? (fn) =>
          transaction(async (tx: Record<'query' | 'exec', Method>) => {
            // The transaction's own object: its statements are spans too (counted once, as the transaction).
            tx.query = traced(tx.query.bind(tx), tracing, 'pglite');
            tx.exec = traced(tx.exec.bind(tx), tracing, 'pglite');
            return (fn as (tx: unknown) => Promise<unknown>)(tx);
          })
      : transaction,
    false,
  );
  return { inFlight: () => inFlight };
}

/**
 * Spans for node-postgres: Pool.query (Drizzle's statements outside transactions) and the statements of
 * a client checked out with Pool.connect() (transactions), seen through a proxy so the pooled client
 * itself stays untouched. Callback and streaming (submittable) calls pass through unchanged.
 */
export function tracePgPool(pool: pg.Pool, tracing: Tracing): void {
  const target = pool as unknown as Record<'query' | 'connect', Method>;
  const passThrough = (args: unknown[]) =>
    typeof args.at(-1) === 'function' || (typeof args[0] === 'object' && args[0] !== null && typeof (args[0] as { submit?: unknown }).submit === 'function');
  const query = target.query.bind(pool);
  const tracedQuery = traced(query, tracing, 'postgres');
  target.query = (...args) => (passThrough(args) ? query(...args) : tracedQuery(...args));

  const proxies = new WeakMap<object, object>();
  const proxyOf = (client: pg.PoolClient): object => {
    let proxy = proxies.get(client);
    if (!proxy) {
      const clientQuery = client.query.bind(client) as unknown as Method;
      const tracedClientQuery = traced(clientQuery, tracing, 'postgres');
      const q: Method = (...args) => (passThrough(args) ? clientQuery(...args) : tracedClientQuery(...args));
      proxy = new Proxy(client, { get: (t, prop, receiver) => (prop === 'query' ? q : Reflect.get(t, prop, receiver)) });
      proxies.set(client, proxy);
    }
    return proxy;
  };
  const connect = target.connect.bind(pool);
  target.connect = (...args) => (args.length > 0 ? connect(...args) : connect().then((client) => proxyOf(client as pg.PoolClient)));
}
