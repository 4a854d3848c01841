import type { Context, Hono } from 'hono';
import { ADMIN_API_VERSION } from '../../src/server/shopify/version';
import { Readable } from 'node:stream';
import { isPlanName, type LeakyBucket } from './bucket';
import { BULK_FAULT_OUTCOMES, type BulkFaultOutcome, type BulkManager } from './bulk';
import type { SeedOption } from './catalogue';
import type { EmulatorControls, EmulatorStats } from './emulator';
import type { FaultQueue } from './faults';
import type { HoldQueue } from './holds';
import { gid } from './ids';
import { fromCents } from './money';
import { renderPanel } from './panel-page';
import { currentSubtotalCents, discountStatus, financialStatus, subtotalCents } from './sales';
import type { Address, FulfillmentEventStatus, Store } from './store';
import type { WebhookDispatcher } from './webhooks';

export interface ControlDeps {
  store: Store;
  bucket: LeakyBucket;
  bulk: BulkManager;
  faults: FaultQueue;
  holds: HoldQueue;
  webhooks: WebhookDispatcher;
  controls: EmulatorControls;
  stats: EmulatorStats;
  baseUrl: () => string;
}

const num = (v: unknown): number | undefined => (v === undefined || v === '' || v === null ? undefined : Number(v));
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/**
 * The emulator's switches over HTTP, under /emulator/. Each takes JSON (tests, scripts) or a plain
 * HTML form from the /emulator panel; a form is answered with a redirect back to the panel.
 */
export function mountControls(app: Hono, deps: ControlDeps): void {
  const { store, bucket, bulk, faults, holds, webhooks, controls, stats } = deps;

  const readBody = async (c: Context): Promise<{ body: Record<string, unknown>; form: boolean }> => {
    const type = c.req.header('content-type') ?? '';
    if (type.includes('application/json')) {
      return { body: ((await c.req.json().catch(() => ({}))) ?? {}) as Record<string, unknown>, form: false };
    }
    if (type.includes('form')) return { body: (await c.req.parseBody()) as Record<string, unknown>, form: true };
    return { body: {}, form: false };
  };
  const answer = (c: Context, form: boolean, json: unknown) => (form ? c.redirect('/emulator', 303) : c.json(json));

  app.get('/emulator', (c) =>
    c.html(renderPanel(store, deps.baseUrl(), stats, bucket.throttleStatus(), webhooks.deliveries, { plan: bucket.plan(), bulk, scopes: controls.scopes() })),
  );

  app.get('/emulator/state', (c) => {
    const baseUrl = deps.baseUrl();
    return c.json({
      shop: store.shop,
      url: baseUrl,
      graphqlUrl: `${baseUrl}/admin/api/${ADMIN_API_VERSION}/graphql.json`,
      counts: {
        products: store.products.size,
        variants: store.variants.size,
        collections: store.collections.size,
        draftOrders: store.draftOrders.size,
        orders: store.orders.size,
        fulfillments: store.fulfillments.size,
        webhookSubscriptions: store.webhookSubscriptions.size,
        discounts: store.discounts.size,
      },
      plan: bucket.plan(),
      throttleStatus: bucket.throttleStatus(),
      pendingFaults: faults.pending(),
      webhookLosses: webhooks.pendingLosses(),
      bulk: {
        ...bulk.settings,
        pendingFaults: bulk.pendingFaults(),
        operations: [...bulk.operations.values()].map((o) => ({
          id: gid('BulkOperation', o.id),
          status: bulk.status(o),
          errorCode: o.errorCode,
          objectCount: o.objectCount,
          rootObjectCount: o.rootObjectCount,
          fileSize: o.fileSize,
          groupObjects: o.groupObjects,
          createdAt: o.createdAt,
          completedAt: o.completedAt,
          expiresAt: o.expiresAt === null ? null : new Date(o.expiresAt).toISOString(),
          fault: o.fault,
          emulatorError: o.emulatorError,
          url: bulk.url(baseUrl, o),
          partialDataUrl: bulk.partialDataUrl(baseUrl, o),
        })),
      },
      holds: { armed: holds.pending(), held: holds.heldCount },
      stats,
      draftOrders: [...store.draftOrders.values()].map((d) => ({
        id: gid('DraftOrder', d.id),
        name: d.name,
        status: d.status,
        tags: d.tags,
        // What arrived in draftOrderCreate's shippingLine, currency included, so tests can assert it.
        shippingLine: d.shippingLine,
        invoiceUrl: `${baseUrl}/emulator/invoices/${d.invoiceToken}`,
        orderId: d.orderId ? gid('Order', d.orderId) : null,
      })),
      // The newest 500 (a bench may hold 200,000; counts.orders has them all).
      orders: [...store.orders.values()].slice(-500).map((o) => ({
        id: gid('Order', o.id),
        name: o.name,
        draftOrderId: o.draftOrderId === null ? null : gid('DraftOrder', o.draftOrderId),
        sourceName: o.sourceName,
        currencyCode: o.currencyCode,
        discountCodes: o.discountCode ? [o.discountCode.code] : [],
        subtotal: fromCents(subtotalCents(o)),
        currentSubtotal: fromCents(currentSubtotalCents(o)),
        financialStatus: financialStatus(o),
        cancelledAt: o.cancelledAt,
        createdAt: o.createdAt,
        updatedAt: o.updatedAt,
        lineItems: o.lineItems.map((li) => ({ id: gid('LineItem', li.lineItemId), variantId: gid('ProductVariant', li.variantId), quantity: li.quantity })),
        refunds: o.refunds.map((r) => ({ id: gid('Refund', r.id), amount: fromCents(r.amountCents) })),
        fulfillments: o.fulfillmentIds.map((f) => gid('Fulfillment', f)),
      })),
      scopes: controls.scopes(),
      discounts: [...store.discounts.values()].map((d) => ({
        id: gid('DiscountCodeNode', d.id),
        code: d.code,
        title: d.title,
        percentage: d.percentage,
        status: discountStatus(store, d),
        startsAt: d.startsAt,
        endsAt: d.endsAt,
        usageCount: d.usageCount,
      })),
      webhookSubscriptions: [...store.webhookSubscriptions.values()].map((w) => ({
        id: gid('WebhookSubscription', w.id),
        topic: w.topic,
        uri: w.uri,
      })),
    });
  });

  app.post('/emulator/faults', async (c) => {
    const { body: b, form } = await readBody(c);
    const kind = String(b.kind ?? '')
      .toUpperCase()
      .replace(/^429$/, 'HTTP_429')
      .replace(/^5XX$/, 'HTTP_5XX');
    if (kind !== 'THROTTLED' && kind !== 'HTTP_429' && kind !== 'HTTP_5XX') {
      return c.json({ error: 'kind must be THROTTLED, HTTP_429 or HTTP_5XX' }, 400);
    }
    controls.failNext(kind, num(b.count) ?? 1, { status: num(b.status), retryAfterSeconds: num(b.retryAfterSeconds) });
    return answer(c, form, { pendingFaults: faults.pending() });
  });

  // The fault suite: hold the next request naming `operation` open, before or after the store runs it.
  app.post('/emulator/holds', async (c) => {
    const { body: b } = await readBody(c);
    const operation = str(b.operation);
    const phase = b.phase ?? 'before';
    if (!operation || !/^\w+$/.test(operation) || (phase !== 'before' && phase !== 'after')) {
      return c.json({ error: 'operation (a GraphQL operation or field name) and phase before|after are required' }, 400);
    }
    holds.add({ operation, phase });
    return c.json({ armed: holds.pending(), held: holds.heldCount });
  });

  app.delete('/emulator/holds', (c) => {
    holds.release();
    return c.json({ armed: [], held: holds.heldCount });
  });

  app.delete('/emulator/faults', (c) => {
    controls.clearFaults();
    return c.json({ pendingFaults: [] });
  });

  app.post('/emulator/bucket', async (c) => {
    const { body: b, form } = await readBody(c);
    controls.setBucket({
      currentlyAvailable: num(b.currentlyAvailable),
      maximumAvailable: num(b.maximumAvailable),
      restoreRate: num(b.restoreRate),
    });
    return answer(c, form, { throttleStatus: bucket.throttleStatus() });
  });

  app.post('/emulator/plan', async (c) => {
    const { body: b, form } = await readBody(c);
    if (!isPlanName(b.plan)) return c.json({ error: 'plan must be standard, advanced or plus' }, 400);
    controls.setPlan(b.plan);
    return answer(c, form, { plan: bucket.plan(), throttleStatus: bucket.throttleStatus() });
  });

  app.post('/emulator/variants/:id/inventory', async (c) => {
    const { body: b, form } = await readBody(c);
    const available = num(b.available);
    if (available === undefined || !Number.isInteger(available)) return c.json({ error: 'available must be an integer' }, 400);
    // notify=false: the store changes without telling the app, as when a webhook is lost.
    controls.setInventory(c.req.param('id'), available, { notify: String(b.notify) !== 'false' });
    return answer(c, form, { ok: true });
  });

  app.post('/emulator/variants/:id/cost', async (c) => {
    const { body: b, form } = await readBody(c);
    if (!('amount' in b)) return c.json({ error: 'amount (a number >= 0, or null to remove the cost) is required' }, 400);
    const raw = b.amount;
    const amount = raw === null || raw === '' || raw === 'null' ? null : typeof raw === 'number' || typeof raw === 'string' ? raw : NaN;
    controls.setUnitCost(c.req.param('id'), amount);
    return answer(c, form, { ok: true });
  });

  // Products: {title?, image?: colour | {kind?, color?} | null, notify?: false}
  app.post('/emulator/products/:id', async (c) => {
    const { body: b, form } = await readBody(c);
    const change: Parameters<EmulatorControls['updateProduct']>[1] = {};
    if (b.title !== undefined) change.title = String(b.title);
    if ('image' in b) {
      const img = b.image;
      if (img === null || img === '' || img === 'null') change.image = null;
      else if (typeof img === 'string') change.image = img;
      else if (typeof img === 'object') change.image = img as { kind?: 'jeans' | 'jewelry'; color?: string };
      else return c.json({ error: 'image must be a colour, {kind?, color?} or null' }, 400);
    }
    if (change.title === undefined && change.image === undefined) return c.json({ error: 'title or image is required' }, 400);
    controls.updateProduct(c.req.param('id'), change, { notify: String(b.notify) !== 'false' });
    return answer(c, form, { ok: true });
  });

  app.post('/emulator/products/:id/delete', async (c) => {
    const { form } = await readBody(c);
    controls.deleteProduct(c.req.param('id'));
    return answer(c, form, { ok: true });
  });

  app.delete('/emulator/products/:id', (c) => {
    controls.deleteProduct(c.req.param('id'), { notify: c.req.query('notify') !== 'false' });
    return c.json({ ok: true });
  });

  app.delete('/emulator/variants/:id', (c) => {
    controls.deleteVariant(c.req.param('id'), { notify: c.req.query('notify') !== 'false' });
    return c.json({ ok: true });
  });

  app.post('/emulator/variants/:id/delete', async (c) => {
    const { form } = await readBody(c);
    controls.deleteVariant(c.req.param('id'));
    return answer(c, form, { ok: true });
  });

  app.post('/emulator/draft-orders/:id/complete', async (c) => {
    const { body: b, form } = await readBody(c);
    const address = (typeof b.address === 'object' && b.address ? b.address : {}) as Partial<Address>;
    return answer(c, form, controls.completeDraftOrder(c.req.param('id'), address));
  });

  app.post('/emulator/orders/:id/fulfillments', async (c) => {
    const { body: b, form } = await readBody(c);
    const company = str(b.company);
    const number = str(b.number);
    if (!company || !number) return c.json({ error: 'company and number are required' }, 400);
    return answer(c, form, controls.fulfillOrder(c.req.param('id'), { company, number, url: str(b.url) }));
  });

  app.post('/emulator/fulfillments/:id/events', async (c) => {
    const { body: b, form } = await readBody(c);
    const status = String(b.status ?? '').toUpperCase() as FulfillmentEventStatus;
    return answer(
      c,
      form,
      controls.addFulfillmentEvent(c.req.param('id'), {
        status,
        message: str(b.message),
        happenedAt: str(b.happenedAt),
        estimatedDeliveryAt: str(b.estimatedDeliveryAt),
      }),
    );
  });

  app.post('/emulator/webhooks/resend-last', async (c) => {
    const { form } = await readBody(c);
    const d = controls.resendLastWebhook();
    if (!d) return c.json({ error: 'No webhook has been sent yet' }, 404);
    return answer(c, form, { webhookId: d.webhookId, topic: d.topic, uri: d.uri });
  });

  app.post('/emulator/webhooks/forged', async (c) => {
    const { body: b, form } = await readBody(c);
    const topic = str(b.topic);
    if (!topic) return c.json({ error: 'topic is required' }, 400);
    const payload = typeof b.payload === 'string' ? (JSON.parse(b.payload) as unknown) : b.payload;
    const sent = controls.sendForgedWebhook({ topic, payload, uri: str(b.uri) });
    return answer(c, form, { sent: sent.map((d) => ({ webhookId: d.webhookId, topic: d.topic, uri: d.uri })) });
  });

  app.get('/emulator/webhooks/deliveries', (c) => c.json(webhooks.deliveries.map(({ body: _body, ...d }) => d)));

  // ---- bulk operations --------------------------------------------------------------------------

  app.post('/emulator/bulk/faults', async (c) => {
    const { body: b, form } = await readBody(c);
    const outcome = String(b.outcome ?? '').toUpperCase() as BulkFaultOutcome;
    if (!BULK_FAULT_OUTCOMES.includes(outcome)) return c.json({ error: `outcome must be one of ${BULK_FAULT_OUTCOMES.join(', ')}` }, 400);
    const count = num(b.count) ?? 1;
    if (!Number.isInteger(count) || count < 1) return c.json({ error: 'count must be a positive integer' }, 400);
    controls.failNextBulk(outcome, count);
    return answer(c, form, { pendingFaults: bulk.pendingFaults() });
  });

  app.delete('/emulator/bulk/faults', (c) => {
    bulk.clearFaults();
    return c.json({ pendingFaults: [] });
  });

  // Settings: {objectsPerSecond?, concurrency?, urlTtlSeconds?}
  app.post('/emulator/bulk', async (c) => {
    const { body: b, form } = await readBody(c);
    controls.setBulk({ objectsPerSecond: num(b.objectsPerSecond), concurrency: num(b.concurrency), urlTtlSeconds: num(b.urlTtlSeconds) });
    return answer(c, form, { ...bulk.settings });
  });

  app.post('/emulator/bulk/:id/expire', async (c) => {
    const { form } = await readBody(c);
    controls.expireBulkOperation(c.req.param('id'));
    return answer(c, form, { ok: true });
  });

  // The result files behind url / partialDataUrl: signed, expiring, streamed.
  app.get('/emulator/bulk/:file', (c) => {
    const got = bulk.download(c.req.param('file'), { expires: c.req.query('expires'), signature: c.req.query('signature') });
    if (got.status !== 200) return c.body(got.body, got.status, { 'Content-Type': 'application/xml; charset=UTF-8' });
    const stream = Readable.toWeb(got.stream as Readable) as ReadableStream<Uint8Array>;
    return c.body(stream, 200, { 'Content-Type': 'application/jsonl', 'Content-Length': String(got.size) });
  });

  app.post('/emulator/webhooks/lose', async (c) => {
    const { body: b, form } = await readBody(c);
    const count = num(b.count) ?? 1;
    if (!Number.isInteger(count) || count < 1) return c.json({ error: 'count must be a positive integer' }, 400);
    controls.loseWebhooks(count, str(b.topic));
    return answer(c, form, { losses: webhooks.pendingLosses() });
  });

  // ---- the token's scopes ------------------------------------------------------------------------------

  // {scopes: [...]} (JSON) or scopes=a,b,c (form): what currentAppInstallation lists and the API allows.
  app.post('/emulator/scopes', async (c) => {
    const { body: b, form } = await readBody(c);
    const raw = b.scopes;
    const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/[\s,]+/) : null;
    if (!list) return c.json({ error: 'scopes (a list of handles such as read_orders) is required' }, 400);
    controls.setScopes(list.map(String));
    return answer(c, form, { scopes: controls.scopes() });
  });

  // ---- discount codes, as a merchant changes them in the admin ---------------------------------------------

  const bool = (v: unknown, dflt: boolean) => (v === undefined || v === '' ? dflt : v === true || v === 'true' || v === 'on');

  app.post('/emulator/discounts', async (c) => {
    const { body: b, form } = await readBody(c);
    const code = str(b.code);
    if (!code) return c.json({ error: 'code is required' }, 400);
    const created = controls.createDiscount(
      {
        code,
        title: str(b.title) ?? code,
        percentage: num(b.percentage) ?? 0.15,
        endsAt: str(b.endsAt) ?? null,
        appliesOncePerCustomer: bool(b.appliesOncePerCustomer, false),
        usageLimit: num(b.usageLimit) ?? null,
      },
      { notify: bool(b.notify, true) },
    );
    return answer(c, form, created);
  });

  // {title?, code?, percentage?, status?: ACTIVE|EXPIRED, notify?}: sends discounts/update.
  app.post('/emulator/discounts/:id', async (c) => {
    const { body: b, form } = await readBody(c);
    const status = str(b.status)?.toUpperCase();
    if (status !== undefined && status !== 'ACTIVE' && status !== 'EXPIRED') return c.json({ error: 'status must be ACTIVE or EXPIRED' }, 400);
    controls.updateDiscount(
      c.req.param('id'),
      { title: str(b.title), code: str(b.code), percentage: num(b.percentage), status },
      { notify: bool(b.notify, true) },
    );
    return answer(c, form, { ok: true });
  });

  app.post('/emulator/discounts/:id/delete', async (c) => {
    const { form } = await readBody(c);
    controls.deleteDiscount(c.req.param('id'));
    return answer(c, form, { ok: true });
  });

  app.delete('/emulator/discounts/:id', (c) => {
    controls.deleteDiscount(c.req.param('id'), { notify: c.req.query('notify') !== 'false' });
    return c.json({ ok: true });
  });

  // ---- orders: placed, refunded, cancelled, and many at once ----------------------------------------------

  // {lines: [{variantId, quantity}], code?, email?, address?}: the storefront's checkout without the pages.
  app.post('/emulator/orders', async (c) => {
    const { body: b } = await readBody(c);
    const lines = Array.isArray(b.lines) ? (b.lines as { variantId?: unknown; quantity?: unknown }[]) : [];
    if (lines.length === 0) return c.json({ error: 'lines [{variantId, quantity}] is required' }, 400);
    const address = (typeof b.address === 'object' && b.address ? b.address : {}) as Partial<Address>;
    return c.json(
      controls.placeOrder({
        lines: lines.map((l) => ({ variantId: String(l.variantId ?? ''), quantity: Number(l.quantity ?? 1) })),
        code: str(b.code),
        email: str(b.email),
        address,
      }),
    );
  });

  // {count, code? | codes?, days?, currency?, notify?, seed?, percentage?}
  app.post('/emulator/orders/random', async (c) => {
    const { body: b, form } = await readBody(c);
    const count = num(b.count);
    if (count === undefined) return c.json({ error: 'count is required' }, 400);
    const codes = Array.isArray(b.codes) ? b.codes.map(String) : typeof b.codes === 'string' && b.codes.trim() ? b.codes.split(/[\s,]+/) : undefined;
    const result = controls.placeRandomOrders({
      count,
      code: str(b.code),
      codes,
      days: num(b.days),
      currency: str(b.currency),
      notify: bool(b.notify, true),
      seed: num(b.seed),
      percentage: num(b.percentage),
    });
    return answer(c, form, result);
  });

  // {amount?} or {lineItems: [{lineItemId, quantity}]}, neither: everything left. Also note?, force?, notify?
  app.post('/emulator/orders/:id/refund', async (c) => {
    const { body: b, form } = await readBody(c);
    const lineItems = Array.isArray(b.lineItems)
      ? (b.lineItems as { lineItemId?: unknown; id?: unknown; quantity?: unknown }[]).map((l) => ({
          lineItemId: String(l.lineItemId ?? l.id ?? ''),
          quantity: Number(l.quantity ?? 1),
        }))
      : undefined;
    const amount = b.amount === undefined || b.amount === '' || b.amount === null ? undefined : String(b.amount);
    if (amount !== undefined && !Number.isFinite(Number(amount))) return c.json({ error: 'amount must be a number such as "150.00"' }, 400);
    return answer(
      c,
      form,
      controls.refundOrder(c.req.param('id'), { amount, lineItems, note: str(b.note) ?? null, force: bool(b.force, false), notify: bool(b.notify, true) }),
    );
  });

  // {reason?, refund?: true (refund what is left first), notify?}
  app.post('/emulator/orders/:id/cancel', async (c) => {
    const { body: b, form } = await readBody(c);
    return answer(c, form, controls.cancelOrder(c.req.param('id'), { reason: str(b.reason), refund: bool(b.refund, false), notify: bool(b.notify, true) }));
  });

  app.post('/emulator/reset', async (c) => {
    const { body: b, form } = await readBody(c);
    const products = num(b.products);
    const edge = b.edge === true || b.edge === 'true' || b.edge === 'on';
    const option: SeedOption | undefined =
      products !== undefined
        ? { products, variantsPerProduct: num(b.variantsPerProduct) ?? 5, edge }
        : b.seed === 'empty' || b.seed === 'demo' || b.seed === 'edge'
          ? b.seed
          : undefined;
    if (b.plan !== undefined && b.plan !== '' && !isPlanName(b.plan)) return c.json({ error: 'plan must be standard, advanced or plus' }, 400);
    controls.reset(option, { currency: str(b.currency), plan: isPlanName(b.plan) ? b.plan : undefined });
    return answer(c, form, { products: store.products.size, variants: store.variants.size });
  });
}
