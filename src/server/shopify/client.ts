import { createAdminApiClient } from '@shopify/admin-api-client';
import { z } from 'zod';
import { recordShopifyRequest } from '../observability/metrics';
import { activeTracing } from '../observability/tracing';
import { operations, type OperationName } from './operations';
import { ShopifyError } from './errors';
import { ADMIN_API_VERSION } from './version';

/**
 * The app's only way to talk to the Admin API: @shopify/admin-api-client with the pinned version,
 * every document from operations/*.graphql, the retry rules below (send()), and every reply zod-parsed
 * (the store is outside input). One client per run: `stats` counts that run's calls and cost points.
 * Every try is counted on /metrics by operation and result, and each operation is a span when tracing
 * runs (decision 031).
 */
export interface StoreTarget {
  /** mi-marca.myshopify.com */
  storeDomain: string;
  accessToken: string;
  /** Another origin for the API (the emulator); the official client always builds https://{domain}. */
  apiUrl?: string | undefined;
}

export interface ClientOptions {
  fetch?: typeof fetch;
  /** Waits between tries; tests pass a fast one. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Tries per request for throttling (a throttled request never ran), default 8. */
  maxThrottledTries?: number;
  /** Tries per query for 5xx and network errors, default 4. Mutations never retry these blindly. */
  maxTransientTries?: number;
  timeoutMs?: number;
}

export interface CallStats {
  calls: number;
  costPoints: number;
  throttled: number;
}

/** One operation's tries, for its span. */
interface CallState {
  attempts: number;
  throttled: number;
  cost: number | undefined;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const costSchema = z
  .object({
    requestedQueryCost: z.number().nullable().optional(),
    actualQueryCost: z.number().nullable().optional(),
    throttleStatus: z
      .object({ maximumAvailable: z.number(), currentlyAvailable: z.number(), restoreRate: z.number() })
      .optional(),
  })
  .optional();

const replySchema = z.object({
  data: z.unknown().optional(),
  errors: z.unknown().optional(),
  extensions: z.object({ cost: costSchema }).passthrough().optional(),
});

const graphqlErrorSchema = z.object({
  message: z.string(),
  extensions: z.object({ code: z.string().optional() }).passthrough().optional(),
});

/** Replaces the official client's https://{storeDomain} origin with apiUrl, keeping path and query. */
export function rewriteOrigin(url: string, apiUrl: string | undefined): string {
  if (!apiUrl) return url;
  const u = new URL(url);
  return `${apiUrl.replace(/\/+$/, '')}${u.pathname}${u.search}`;
}

export class ShopifyClient {
  readonly stats: CallStats = { calls: 0, costPoints: 0, throttled: 0 };
  private readonly api: ReturnType<typeof createAdminApiClient>;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  private readonly maxThrottledTries: number;
  private readonly maxTransientTries: number;
  private readonly timeoutMs: number;
  /** The bucket as last reported, and what each operation asked for: to wait before being throttled. */
  private bucket: { available: number; restoreRate: number; at: number } | null = null;
  private readonly requested = new Map<OperationName, number>();

  constructor(
    readonly target: StoreTarget,
    options: ClientOptions = {},
  ) {
    const fetchImpl = options.fetch ?? fetch;
    this.sleep = options.sleep ?? defaultSleep;
    this.random = options.random ?? Math.random;
    this.maxThrottledTries = options.maxThrottledTries ?? 8;
    this.maxTransientTries = options.maxTransientTries ?? 4;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.api = createAdminApiClient({
      storeDomain: target.storeDomain,
      apiVersion: ADMIN_API_VERSION,
      accessToken: target.accessToken,
      customFetchApi: (url, init) => fetchImpl(rewriteOrigin(String(url), target.apiUrl), init),
      // It warns about versions newer than the ones it knows; the pinned version is deliberate.
      logger: () => undefined,
    });
  }

  /**
   * Sends one operation and returns its `data` parsed by `schema`. Queries retry throttling, 5xx and
   * network errors; a mutation retries only throttling (it never ran) and otherwise throws 'uncertain'.
   */
  async request<T>(name: OperationName, variables: Record<string, unknown>, schema: z.ZodType<T>): Promise<T> {
    const call: CallState = { attempts: 0, throttled: 0, cost: undefined };
    const tracing = activeTracing();
    if (!tracing) return this.send(name, variables, schema, call);
    const end = tracing.startStoreCall(name);
    try {
      const data = await this.send(name, variables, schema, call);
      end(call);
      return data;
    } catch (error) {
      end({ ...call, error });
      throw error;
    }
  }

  private async send<T>(name: OperationName, variables: Record<string, unknown>, schema: z.ZodType<T>, call: CallState): Promise<T> {
    const tried = (result: 'ok' | 'throttled' | 'error', cost = 0) => {
      if (result === 'throttled') call.throttled++;
      recordShopifyRequest(name, result, cost);
    };
    const mutation = /^\s*(#[^\n]*\n\s*)*mutation\b/.test(operations[name]);
    let throttledTries = 0;
    let transientTries = 0;
    for (;;) {
      await this.pace(name);
      this.stats.calls++;
      call.attempts++;
      let res: Response;
      try {
        res = await this.api.fetch(operations[name], { variables, signal: AbortSignal.timeout(this.timeoutMs) });
      } catch (err) {
        tried('error');
        const detail = err instanceof Error ? err.message : String(err);
        if (mutation) throw new ShopifyError('uncertain', 'STORE_UNCERTAIN', detail);
        if (++transientTries >= this.maxTransientTries) throw new ShopifyError('unavailable', 'STORE_UNAVAILABLE', detail);
        await this.sleep(this.backoff(transientTries));
        continue;
      }

      if (res.status === 429) {
        tried('throttled');
        await res.arrayBuffer().catch(() => undefined);
        this.stats.throttled++;
        if (++throttledTries >= this.maxThrottledTries) throw new ShopifyError('throttled', 'STORE_THROTTLED');
        const retryAfter = Number(res.headers.get('retry-after'));
        await this.sleep(Math.max(1000, Number.isFinite(retryAfter) ? retryAfter * 1000 : 0) + this.jitter());
        continue;
      }
      if (res.status >= 500) {
        tried('error');
        await res.arrayBuffer().catch(() => undefined);
        if (mutation) throw new ShopifyError('uncertain', 'STORE_UNCERTAIN', `HTTP ${res.status}`);
        if (++transientTries >= this.maxTransientTries) throw new ShopifyError('unavailable', 'STORE_UNAVAILABLE', `HTTP ${res.status}`);
        await this.sleep(this.backoff(transientTries));
        continue;
      }
      if (res.status === 401 || res.status === 403) {
        tried('error');
        await res.arrayBuffer().catch(() => undefined);
        throw new ShopifyError('auth', res.status === 403 ? 'STORE_SCOPE' : 'STORE_AUTH', `HTTP ${res.status}`);
      }
      if (res.status === 404) {
        tried('error');
        await res.arrayBuffer().catch(() => undefined);
        throw new ShopifyError('auth', 'STORE_DOMAIN_NOT_FOUND', 'HTTP 404');
      }

      let body: z.infer<typeof replySchema>;
      try {
        body = replySchema.parse(await res.json());
      } catch (err) {
        tried('error');
        throw new ShopifyError('invalid_reply', 'STORE_INVALID_REPLY', err instanceof Error ? err.message : String(err));
      }
      if (res.status !== 200) {
        tried('error');
        throw new ShopifyError('graphql', 'STORE_REJECTED', `HTTP ${res.status}: ${JSON.stringify(body.errors ?? null)}`);
      }
      const cost = body.extensions?.cost;
      if (cost?.throttleStatus) {
        this.bucket = { available: cost.throttleStatus.currentlyAvailable, restoreRate: cost.throttleStatus.restoreRate, at: Date.now() };
      }
      if (cost?.requestedQueryCost) this.requested.set(name, cost.requestedQueryCost);
      const errors = z.array(graphqlErrorSchema).safeParse(body.errors ?? []);
      const list = errors.success ? errors.data : [{ message: JSON.stringify(body.errors) }];
      const codes = list.map((e) => ('extensions' in e ? e.extensions?.code : undefined));

      if (codes.includes('THROTTLED')) {
        tried('throttled');
        this.stats.throttled++;
        if (++throttledTries >= this.maxThrottledTries) throw new ShopifyError('throttled', 'STORE_THROTTLED');
        const t = cost?.throttleStatus;
        const missing = (cost?.requestedQueryCost ?? 0) - (t?.currentlyAvailable ?? 0);
        const wait = t && t.restoreRate > 0 ? (missing / t.restoreRate) * 1000 : 0;
        await this.sleep(Math.max(1000, wait) + this.jitter());
        continue;
      }
      const spent = cost?.actualQueryCost ?? cost?.requestedQueryCost ?? 0;
      this.stats.costPoints += spent;
      call.cost = spent;
      tried(list.length > 0 ? 'error' : 'ok', spent);
      if (codes.includes('MAX_COST_EXCEEDED')) throw new ShopifyError('max_cost', 'STORE_MAX_COST', list[0]?.message);
      if (codes.includes('ACCESS_DENIED')) throw new ShopifyError('auth', 'STORE_SCOPE', list[0]?.message);
      if (list.length > 0) throw new ShopifyError('graphql', 'STORE_REJECTED', list.map((e) => e.message).join('; '));

      const data = schema.safeParse(body.data);
      if (!data.success) throw new ShopifyError('invalid_reply', 'STORE_INVALID_REPLY', data.error.message);
      return data.data;
    }
  }

  /**
   * Waits until the bucket, as last reported and refilled since, holds what this operation asked for
   * last time: cheaper than a THROTTLED reply followed by the 1 s minimum wait.
   */
  private async pace(name: OperationName): Promise<void> {
    const need = this.requested.get(name);
    const b = this.bucket;
    if (!need || !b || b.restoreRate <= 0) return;
    const now = b.available + ((Date.now() - b.at) / 1000) * b.restoreRate;
    if (now >= need) return;
    await this.sleep(Math.min(30_000, ((need - now) / b.restoreRate) * 1000 + 50));
  }

  private jitter(): number {
    return Math.floor(this.random() * 250);
  }

  private backoff(attempt: number): number {
    return Math.min(8000, 500 * 2 ** (attempt - 1)) + this.jitter();
  }
}
