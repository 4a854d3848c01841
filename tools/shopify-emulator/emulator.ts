import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { executeSync, type GraphQLEnumType } from 'graphql';
import { Hono, type Context } from 'hono';
import { loadAdminSchema } from '../../src/server/shopify/schema';
import { ADMIN_API_VERSION } from '../../src/server/shopify/version';
import { isPlanName, LeakyBucket, PLANS, type PlanName } from './bucket';
import { BulkManager, type BulkFaultOutcome, type BulkSettings } from './bulk';
import { seed, type SeedOption } from './catalogue';
import { renderCheckout, renderConfirmation, renderMessage, validateCheckout, type CheckoutValues } from './checkout-page';
import { FaultQueue, type Fault, type FaultKind } from './faults';
import { HoldQueue } from './holds';
import { fieldResolver, requestId, runGraphQL } from './graphql-handler';
import { queryRoot } from './resolvers/root';
import type { ResolverContext } from './resolvers/context';
import { gid, idOf } from './ids';
import { productSvg } from './images';
import { Store, StoreError, type Address, type FulfillmentEventStatus } from './store';
import { mountControls } from './http-controls';
import { WebhookDispatcher, type WebhookDelivery } from './webhooks';
import { fromCents } from './money';
import { placeRandomOrders, type RandomOrdersInput } from './random-orders';
import {
  cancelOrder,
  createDiscount,
  deleteDiscount,
  discountByCode,
  placeOrder,
  refundOrder,
  updateDiscount,
  usableDiscount,
  type DiscountChange,
  type DiscountFields,
  type RefundInput,
} from './sales';
import { mountStorefront } from './storefront';

export interface EmulatorOptions {
  /** The Admin API access token the emulator accepts (default 'shpat_emulator'). */
  accessToken?: string;
  /** A Dev Dashboard app's credentials for the client-credentials grant (defaults emulator-client-id / -secret). */
  clientId?: string;
  clientSecret?: string;
  /** Lifetime of tokens issued by the client-credentials grant, default 86399 s like Shopify. */
  issuedTokenSeconds?: number;
  /** Origin used in invoice and image URLs; default http://127.0.0.1:<port> once listening. */
  publicUrl?: string;
  /** The app's webhook secret: deliveries are signed with it (default 'emulator-webhook-secret'). */
  webhookSecret?: string;
  /** 'demo' (default), 'empty', or a generated catalogue for benchmarks. */
  seed?: SeedOption;
  /** The shop's plan sets the rate limit: standard 100 points/s and 1,000 (default), advanced 200/2,000, plus 1,000/10,000. */
  plan?: PlanName;
  /** Overrides the plan's bucket (tests use a huge restore rate so they never throttle). */
  bucket?: { maximumAvailable?: number; restoreRate?: number };
  /** Bulk operations: objects written per second, concurrent bulk queries, URL lifetime in seconds. */
  bulk?: Partial<BulkSettings>;
  /** The shop's currency (a CurrencyCode of the schema), default MXN: unit costs and draft money use it. */
  currency?: string;
  shopName?: string;
  shopDomain?: string;
  /** The scopes the token holds (default DEFAULT_SCOPES); a field needing a missing one answers ACCESS_DENIED. */
  scopes?: readonly string[];
  /** Clock for store timestamps and reservation expiry (tests). */
  now?: () => Date;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

export interface EmulatorStats {
  graphqlRequests: number;
  throttled: number;
  requestedCost: number;
  actualCost: number;
  /** Tokens issued by the client-credentials grant. */
  tokensIssued: number;
}

export const DEFAULT_ADDRESS: Address = {
  firstName: 'Mariana',
  lastName: 'López',
  address1: 'Av. Paseo de la Reforma 222',
  address2: 'Col. Juárez',
  city: 'Cuauhtémoc',
  provinceCode: 'DF',
  zip: '06600',
  phone: '+525512345678',
  countryCode: 'MX',
};

type Id = string | number;

/** Every scope the app asks for (issue 27 added the discounts). */
export const DEFAULT_SCOPES: readonly string[] = [
  'read_products',
  'read_inventory',
  'write_draft_orders',
  'read_orders',
  'read_fulfillments',
  'write_discounts',
  'read_discounts',
];

export interface EmulatorControls {
  failNext(kind: FaultKind, count?: number, opts?: Omit<Fault, 'kind'>): void;
  clearFaults(): void;
  setBucket(opts: { currentlyAvailable?: number; maximumAvailable?: number; restoreRate?: number }): void;
  /** The plan's rate, with a full bucket. */
  setPlan(plan: PlanName): void;
  /** `notify: false`: no INVENTORY_LEVELS_UPDATE webhook (a lost delivery, for sync tests). */
  setInventory(variantId: Id, available: number, options?: { notify?: boolean }): void;
  /** The variant's inventory-item unit cost; null removes it. Sends INVENTORY_ITEMS_UPDATE. */
  setUnitCost(variantId: Id, amount: string | number | null): void;
  /** Bulk operations: objects written per second, concurrent bulk queries, URL lifetime in seconds. */
  bulk?: Partial<BulkSettings>;
  /** The shop's currency (validated against the schema's CurrencyCode enum). */
  setCurrency(code: string): void;
  deleteVariant(variantId: Id, options?: { notify?: boolean }): void;
  /** A merchant's edit: title, image (a colour, {kind?, color?}, or null for none). Sends PRODUCTS_UPDATE unless notify is false. */
  updateProduct(productId: Id, change: { title?: string; image?: null | string | { kind?: 'jeans' | 'jewelry'; color?: string } }, options?: { notify?: boolean }): void;
  /** Deletes a product and its variants; sends PRODUCTS_DELETE unless notify is false. */
  deleteProduct(productId: Id, options?: { notify?: boolean }): void;
  completeDraftOrder(draftOrderId: Id, address?: Partial<Address>): { orderId: string; name: string };
  fulfillOrder(orderId: Id, tracking: { company: string; number: string; url?: string }): { fulfillmentId: string };
  addFulfillmentEvent(
    fulfillmentId: Id,
    event: { status: FulfillmentEventStatus; message?: string; happenedAt?: string; estimatedDeliveryAt?: string },
  ): { eventId: string };
  resendLastWebhook(): WebhookDelivery | null;
  sendForgedWebhook(opts: { topic: string; payload?: unknown; uri?: string }): WebhookDelivery[];
  webhookDeliveries(): WebhookDelivery[];
  webhooksIdle(): Promise<void>;
  /** The next `count` webhooks (of `topic`, REST form like products/update, or any) are recorded but never sent. */
  loseWebhooks(count?: number, topic?: string): void;
  /** The next `count` bulk operations end that way (EXPIRED_URL: complete, with a URL already expired). */
  failNextBulk(outcome: BulkFaultOutcome, count?: number): void;
  /** url and partialDataUrl of the operation answer 403 from now on; its status reads EXPIRED. */
  expireBulkOperation(id: Id): void;
  setBulk(settings: Partial<BulkSettings>): void;
  setWebhookSecret(secret: string): void;
  /** The token's scopes from now on (validated as lower-case handles). */
  setScopes(scopes: readonly string[]): void;
  scopes(): readonly string[];
  /** A code made in the store's admin (discounts/create unless notify is false). */
  createDiscount(fields: DiscountFields, options?: { notify?: boolean }): { id: string; code: string };
  /** A merchant's change: title, code, percentage, status ACTIVE/EXPIRED… (discounts/update). id: number, gid or the code. */
  updateDiscount(id: Id, change: DiscountChange, options?: { notify?: boolean }): void;
  /** Deleted in the store (discounts/delete). */
  deleteDiscount(id: Id, options?: { notify?: boolean }): void;
  /** A storefront order without the pages: the code is checked like the checkout does. */
  placeOrder(input: { lines: { variantId: Id; quantity: number }[]; code?: string; email?: string; address?: Partial<Address> }): { orderId: string; name: string };
  refundOrder(orderId: Id, input: Omit<RefundInput, 'lineItems'> & { lineItems?: { lineItemId: Id; quantity: number }[] }): { refundId: string; amount: string };
  cancelOrder(orderId: Id, options?: { reason?: string; refund?: boolean; notify?: boolean }): { orderId: string; cancelledAt: string };
  placeRandomOrders(input: RandomOrdersInput): { count: number; from: string; to: string; firstOrderId: string | null; lastOrderId: string | null };
  /** Start over; the currency goes back to the configured one unless given. */
  reset(seed?: SeedOption, opts?: { currency?: string; plan?: PlanName }): void;
  stats(): EmulatorStats;
}

export interface Emulator {
  app: Hono;
  store: Store;
  bulk: BulkManager;
  bucket: LeakyBucket;
  webhooks: WebhookDispatcher;
  controls: EmulatorControls;
  /** Public origin (after listen, unless publicUrl was given). */
  readonly url: string;
  /** `${url}/admin/api/${ADMIN_API_VERSION}/graphql.json` */
  readonly graphqlUrl: string;
  listen(port?: number, hostname?: string): Promise<string>;
  close(): Promise<void>;
}

/** A discount by number, DiscountCodeNode gid, or its code. */
function discountIdIn(store: Store, id: Id): number {
  const n = idOf(id, 'DiscountCodeNode');
  if (n !== null) return n;
  const d = typeof id === 'string' ? discountByCode(store, decodeURIComponent(id)) : undefined;
  if (!d) throw new StoreError(`No discount ${id}`, 404);
  return d.id;
}

function must(id: number | null, what: string): number {
  if (id === null) throw new StoreError(`Invalid ${what} id`, 400);
  return id;
}

export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const schema = loadAdminSchema();
  const accessToken = options.accessToken ?? 'shpat_emulator';
  const clientId = options.clientId ?? 'emulator-client-id';
  const clientSecret = options.clientSecret ?? 'emulator-client-secret';
  const issuedTokens = new Map<string, number>(); // token → expiry (ms)
  const tokenAccepted = (t: string | undefined) => {
    if (!t) return false;
    if (t === accessToken) return true;
    const exp = issuedTokens.get(t);
    return exp !== undefined && exp > Date.now();
  };
  const currencyCodes = new Set(
    (schema.getType('CurrencyCode') as GraphQLEnumType | undefined)?.getValues().map((v) => v.name) ?? ['MXN'],
  );
  const checkCurrency = (code: string): string => {
    const c = code.trim().toUpperCase();
    if (!currencyCodes.has(c)) throw new StoreError(`Unknown currency ${code}: not a CurrencyCode of the Admin schema`);
    return c;
  };
  const defaultCurrency = checkCurrency(options.currency ?? 'MXN');
  const store = new Store({
    shopName: options.shopName,
    shopDomain: options.shopDomain,
    now: options.now,
    currencyCode: defaultCurrency,
  });
  if (options.plan !== undefined && !isPlanName(options.plan)) throw new Error(`plan must be standard, advanced or plus, got ${String(options.plan)}`);
  const planRate = PLANS[options.plan ?? 'standard'];
  const bucket = new LeakyBucket({
    maximumAvailable: options.bucket?.maximumAvailable ?? planRate.maximumAvailable,
    restoreRate: options.bucket?.restoreRate ?? planRate.restoreRate,
  });
  const setPlan = (plan: PlanName) => {
    if (!isPlanName(plan)) throw new StoreError('plan must be standard, advanced or plus');
    const { maximumAvailable, restoreRate } = PLANS[plan];
    bucket.set({ maximumAvailable, restoreRate, currentlyAvailable: maximumAvailable });
  };
  const faults = new FaultQueue();
  const holds = new HoldQueue();
  const webhooks = new WebhookDispatcher({
    store,
    apiVersion: ADMIN_API_VERSION,
    secret: options.webhookSecret ?? 'emulator-webhook-secret',
    fetch: options.fetch,
    log: options.log,
  });
  store.onEvent((e) => webhooks.handle(e));
  let baseUrl = options.publicUrl?.replace(/\/$/, '') ?? '';
  const checkScopes = (list: readonly unknown[]): string[] => {
    const out = [...new Set(list.map((x) => String(x).trim()).filter(Boolean))];
    const bad = out.find((x) => !/^(read|write|unauthenticated_read|unauthenticated_write)_[a-z_]+$/.test(x));
    if (bad) throw new StoreError(`Not an access scope handle: ${bad}`);
    return out;
  };
  let scopes = checkScopes(options.scopes ?? DEFAULT_SCOPES);
  const context = (): ResolverContext => ({
    store,
    baseUrl,
    apiVersion: ADMIN_API_VERSION,
    bulk,
    plan: () => bucket.plan(),
    scopes: () => scopes,
  });
  const bulk: BulkManager = new BulkManager({
    store,
    schema,
    settings: options.bulk,
    log: options.log,
    notify: (topic, payload) => void webhooks.send(topic, payload),
    execute: (document) => executeSync({ schema, document, rootValue: queryRoot, contextValue: context(), fieldResolver }),
  });
  seed(store, options.seed ?? 'demo');
  const stats: EmulatorStats = { graphqlRequests: 0, throttled: 0, requestedCost: 0, actualCost: 0, tokensIssued: 0 };
  webhooks.baseUrl = baseUrl;
  let server: ServerType | null = null;

  const discountId = (id: Id) => discountIdIn(store, id);
  const controls: EmulatorControls = {
    failNext: (kind, count = 1, opts = {}) => faults.add({ kind, ...opts }, count),
    clearFaults: () => faults.clear(),
    setBucket: (opts) => bucket.set(opts),
    setPlan,
    setInventory: (variantId, available, options) => void store.setInventory(must(idOf(variantId, 'ProductVariant'), 'variant'), available, options),
    setUnitCost: (variantId, amount) => void store.setUnitCost(must(idOf(variantId, 'ProductVariant'), 'variant'), amount),
    setCurrency: (code) => store.setCurrency(checkCurrency(code)),
    deleteVariant: (variantId, o) => store.deleteVariant(must(idOf(variantId, 'ProductVariant'), 'variant'), o),
    updateProduct: (productId, change, o) => void store.updateProduct(must(idOf(productId, 'Product'), 'product'), change, o),
    deleteProduct: (productId, o) => store.deleteProduct(must(idOf(productId, 'Product'), 'product'), o),
    completeDraftOrder: (draftOrderId, address) => {
      const { order } = store.completeDraftOrder(must(idOf(draftOrderId, 'DraftOrder'), 'draft order'), {
        ...DEFAULT_ADDRESS,
        ...address,
      });
      return { orderId: gid('Order', order.id), name: order.name };
    },
    fulfillOrder: (orderId, tracking) => {
      const f = store.fulfillOrder(must(idOf(orderId, 'Order'), 'order'), tracking);
      return { fulfillmentId: gid('Fulfillment', f.id) };
    },
    addFulfillmentEvent: (fulfillmentId, event) => {
      const ev = store.addFulfillmentEvent(must(idOf(fulfillmentId, 'Fulfillment'), 'fulfillment'), event);
      return { eventId: gid('FulfillmentEvent', ev.id) };
    },
    resendLastWebhook: () => webhooks.resendLast(),
    sendForgedWebhook: ({ topic, payload, uri }) =>
      webhooks.send(topic, payload ?? { id: 1, forged: true }, { forged: true, uri }),
    webhookDeliveries: () => [...webhooks.deliveries],
    webhooksIdle: () => webhooks.idle(),
    loseWebhooks: (count = 1, topic) => webhooks.lose(count, topic),
    failNextBulk: (outcome, count = 1) => bulk.addFault(outcome, count),
    expireBulkOperation: (id) => {
      if (!bulk.expire(must(idOf(id, 'BulkOperation'), 'bulk operation'))) throw new StoreError(`No bulk operation ${id}`, 404);
    },
    setBulk: (settings) => bulk.set(settings),
    setWebhookSecret: (secret) => {
      webhooks.secret = secret;
    },
    setScopes: (list) => {
      scopes = checkScopes(list);
    },
    scopes: () => scopes,
    createDiscount: (fields, o) => {
      if (!fields.code?.trim()) throw new StoreError('code is required');
      if (!(fields.percentage >= 0 && fields.percentage <= 1)) throw new StoreError('percentage must be between 0 and 1');
      const d = createDiscount(store, fields, o);
      return { id: gid('DiscountCodeNode', d.id), code: d.code };
    },
    updateDiscount: (id, change, o) => void updateDiscount(store, discountId(id), change, o),
    deleteDiscount: (id, o) => deleteDiscount(store, discountId(id), o),
    placeOrder: (input) => {
      const email = input.email?.trim() || null;
      const discount = input.code?.trim() ? usableDiscount(store, input.code, email) : null;
      if (input.code?.trim() && !discount) throw new StoreError('Este código no es válido', 422);
      const order = placeOrder(store, {
        lines: input.lines.map((l) => ({ variantId: must(idOf(l.variantId, 'ProductVariant'), 'variant'), quantity: l.quantity })),
        discount,
        email,
        address: { ...DEFAULT_ADDRESS, ...input.address },
      });
      return { orderId: gid('Order', order.id), name: order.name };
    },
    refundOrder: (orderId, input) => {
      const r = refundOrder(store, must(idOf(orderId, 'Order'), 'order'), {
        ...input,
        lineItems: input.lineItems?.map((l) => ({ lineItemId: must(idOf(l.lineItemId, 'LineItem'), 'line item'), quantity: l.quantity })),
      });
      return { refundId: gid('Refund', r.id), amount: fromCents(r.amountCents) };
    },
    cancelOrder: (orderId, o) => {
      const order = cancelOrder(store, must(idOf(orderId, 'Order'), 'order'), o);
      return { orderId: gid('Order', order.id), cancelledAt: order.cancelledAt ?? '' };
    },
    placeRandomOrders: (input) => {
      const currency = input.currency === undefined ? undefined : checkCurrency(input.currency);
      const { orders, from, to } = placeRandomOrders(store, { ...input, currency });
      const first = orders[0];
      const last = orders.at(-1);
      return {
        count: orders.length,
        from,
        to,
        firstOrderId: first ? gid('Order', first.id) : null,
        lastOrderId: last ? gid('Order', last.id) : null,
      };
    },
    reset: (option = options.seed ?? 'demo', opts = {}) => {
      const currency = checkCurrency(opts.currency ?? defaultCurrency);
      if (opts.plan !== undefined) setPlan(opts.plan);
      seed(store, option);
      store.setCurrency(currency);
      faults.clear();
      bulk.reset();
      webhooks.clearLosses();
      bucket.set({ currentlyAvailable: bucket.maximumAvailable });
      webhooks.deliveries.length = 0;
    },
    stats: () => ({ ...stats }),
  };

  const app = new Hono();

  app.onError((err, c) => {
    if (err instanceof StoreError) return c.json({ error: err.message }, err.status);
    if (err instanceof RangeError || err instanceof SyntaxError) return c.json({ error: err.message }, 400);
    options.log?.(`emulator error: ${err instanceof Error ? err.stack : String(err)}`);
    return c.json({ errors: 'Internal Server Error' }, 500);
  });

  // The client-credentials grant of apps made in the Dev Dashboard: a token for about 24 h.
  app.post('/admin/oauth/access_token', async (c) => {
    const type = c.req.header('content-type') ?? '';
    const body = type.includes('application/json')
      ? ((await c.req.json().catch(() => ({}))) as Record<string, unknown>)
      : ((await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>);
    if (body.grant_type !== 'client_credentials') {
      return c.json({ error: 'unsupported_grant_type', error_description: 'grant_type must be client_credentials' }, 400);
    }
    if (body.client_id !== clientId || body.client_secret !== clientSecret) {
      return c.json({ error: 'invalid_client', error_description: 'Client authentication failed' }, 401);
    }
    const seconds = options.issuedTokenSeconds ?? 86_399;
    const token = `shpat_cc_${randomBytes(16).toString('hex')}`;
    issuedTokens.set(token, Date.now() + seconds * 1000);
    stats.tokensIssued++;
    return c.json({ access_token: token, scope: scopes.join(','), expires_in: seconds });
  });

  app.post('/admin/api/:version/graphql.json', async (c) => {
    c.header('X-Request-Id', requestId());
    c.header('X-Shopify-API-Version', ADMIN_API_VERSION);
    if (!tokenAccepted(c.req.header('X-Shopify-Access-Token'))) {
      return c.json({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' }, 401);
    }
    if (!/^(\d{4}-\d{2}|unstable)$/.test(c.req.param('version'))) return c.json({ errors: 'Not Found' }, 404);
    stats.graphqlRequests++;
    const fault = faults.next();
    if (fault?.kind === 'HTTP_429') {
      stats.throttled++;
      c.header('Retry-After', (fault.retryAfterSeconds ?? 1).toFixed(1));
      return c.json({ errors: 'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.' }, 429);
    }
    if (fault?.kind === 'HTTP_5XX') {
      const status = (fault.status ?? 503) as 500 | 502 | 503 | 504;
      return c.json({ errors: status === 503 ? 'Service Unavailable' : 'Internal Server Error' }, status);
    }
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ errors: { query: 'Required parameter missing or invalid' } }, 400);
    }
    const query = (body as { query?: unknown } | null)?.query;
    if (holds.take(query, 'before')) await holds.hold();
    const reply = runGraphQL(schema, bucket, context(), body, {
      forceThrottled: fault?.kind === 'THROTTLED',
    });
    if (holds.take(query, 'after')) await holds.hold();
    const ext = reply.body.extensions as { cost?: { requestedQueryCost?: number; actualQueryCost?: number | null } } | undefined;
    const errs = reply.body.errors;
    if (Array.isArray(errs) && errs.some((e: { extensions?: { code?: string } }) => e.extensions?.code === 'THROTTLED')) stats.throttled++;
    else if (ext?.cost) {
      stats.requestedCost += ext.cost.requestedQueryCost ?? 0;
      stats.actualCost += ext.cost.actualQueryCost ?? 0;
    }
    return c.json(reply.body, reply.status as 200 | 400);
  });

  // ---- images and the checkout page -------------------------------------------------------------

  app.get('/emulator/images/:file', (c) => {
    const m = /^(\d+)\.svg$/.exec(c.req.param('file'));
    const p = m ? store.products.get(Number(m[1])) : undefined;
    if (!p?.image) return c.text('Not found', 404);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(productSvg({ ...p, image: p.image }), 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
  });

  const invoice = (c: Context) => {
    const d = store.findDraftByToken(c.req.param('token') ?? '');
    if (!d) {
      c.status(404);
      return { draft: null, page: renderMessage(store, 'Enlace no válido', 'Este enlace de pago no es válido o ya expiró.') };
    }
    return { draft: d, page: '' };
  };

  app.get('/emulator/invoices/:token', (c) => {
    store.releaseExpiredReservations();
    const { draft: d, page } = invoice(c);
    if (!d) return c.html(page, 404);
    const order = d.orderId ? store.orders.get(d.orderId) : undefined;
    if (order) return c.html(renderConfirmation(store, baseUrl, d, order));
    const problem = store.checkoutProblem(d);
    const notice = problem ? 'Uno o más artículos de tu pedido ya no están disponibles.' : undefined;
    return c.html(renderCheckout(store, baseUrl, d, { notice }));
  });

  app.post('/emulator/invoices/:token', async (c) => {
    store.releaseExpiredReservations();
    const { draft: d, page } = invoice(c);
    if (!d) return c.html(page, 404);
    if (d.status === 'COMPLETED') return c.redirect(`/emulator/invoices/${d.invoiceToken}`, 303);
    const form = await c.req.parseBody();
    const values: CheckoutValues = {};
    for (const k of ['email', 'firstName', 'lastName', 'address1', 'address2', 'city', 'provinceCode', 'zip', 'phone'] as const) {
      const v = form[k];
      if (typeof v === 'string') values[k] = v;
    }
    const checked = validateCheckout(values);
    if (!checked.address) return c.html(renderCheckout(store, baseUrl, d, { values, errors: checked.errors }), 422);
    if (store.checkoutProblem(d)) {
      const notice = 'Uno o más artículos de tu pedido ya no están disponibles.';
      return c.html(renderCheckout(store, baseUrl, d, { values, notice }), 409);
    }
    if (checked.email) d.email = checked.email;
    store.completeDraftOrder(d.id, checked.address);
    return c.redirect(`/emulator/invoices/${d.invoiceToken}`, 303);
  });

  mountControls(app, { store, bucket, bulk, faults, holds, webhooks, controls, stats, baseUrl: () => baseUrl });
  mountStorefront(app, { store, baseUrl: () => baseUrl });

  return {
    app,
    store,
    bulk,
    bucket,
    webhooks,
    controls,
    get url() {
      if (!baseUrl) throw new Error('The emulator has no URL yet: call listen() or pass publicUrl');
      return baseUrl;
    },
    get graphqlUrl() {
      return `${this.url}/admin/api/${ADMIN_API_VERSION}/graphql.json`;
    },
    listen(port = 0, hostname = '127.0.0.1') {
      return new Promise<string>((resolve, reject) => {
        const srv = serve({ fetch: app.fetch, port, hostname }, (info: AddressInfo) => {
          if (!options.publicUrl) {
            const host = info.address.includes(':') ? `[${info.address}]` : info.address;
            baseUrl = `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${info.port}`;
            webhooks.baseUrl = baseUrl;
          }
          resolve(baseUrl);
        });
        srv.once('error', reject);
        server = srv;
      });
    },
    async close() {
      await bulk.close();
      await webhooks.idle();
      const srv = server;
      server = null;
      if (!srv) return;
      await new Promise<void>((resolve) => srv.close(() => resolve()));
    },
  };
}
