import { MX_STATE_NAMES } from './mexico';
import { createHmac, randomUUID } from 'node:crypto';
import { gid } from './ids';
import { fromCents, toCents } from './money';
import { draftTotals, orderDisplayFulfillmentStatus } from './resolvers/orders';
import {
  currentDiscountCents,
  currentSubtotalCents,
  discountStatus,
  financialStatus,
  refundedQuantity,
  subtotalCents,
  totalCents,
} from './sales';
import type { CodeDiscount, DraftOrder, Fulfillment, Order, Product, Refund, Store, StoreEvent } from './store';
import { imageUrl } from './images';

/** `FULFILLMENT_EVENTS_CREATE` → `fulfillment_events/create`, the form Shopify puts in X-Shopify-Topic. */
export function restTopic(topic: string): string {
  const lower = topic.toLowerCase();
  const i = lower.lastIndexOf('_');
  return i === -1 ? lower : `${lower.slice(0, i)}/${lower.slice(i + 1)}`;
}

export function signWebhook(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('base64');
}

export interface WebhookDelivery {
  webhookId: string;
  topic: string;
  uri: string;
  body: string;
  headers: Record<string, string>;
  forged: boolean;
  /** Recorded but never sent: a delivery Shopify lost (the lose control). */
  lost?: boolean;
  /** HTTP status of the app's answer, null while pending or when the request failed. */
  status: number | null;
  error: string | null;
  sentAt: string | null;
}

export interface WebhookOptions {
  store: Store;
  apiVersion: string;
  secret: string;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

const SHOP_ID = 1;

function tagsString(tags: string[]): string {
  return tags.join(', ');
}

function draftPayload(store: Store, baseUrl: string, d: DraftOrder): Record<string, unknown> {
  const t = draftTotals(d);
  return {
    id: d.id,
    admin_graphql_api_id: gid('DraftOrder', d.id),
    name: d.name,
    status: d.status.toLowerCase(),
    email: d.email,
    note: d.note,
    tags: tagsString(d.tags),
    currency: store.shop.currencyCode,
    created_at: d.createdAt,
    updated_at: d.updatedAt,
    completed_at: d.completedAt,
    invoice_url: `${baseUrl}/emulator/invoices/${d.invoiceToken}`,
    invoice_sent_at: null,
    order_id: d.orderId,
    reserve_inventory_until: d.reserveInventoryUntil,
    taxes_included: true,
    total_tax: '0.00',
    subtotal_price: t.subtotal.toFixed(2),
    total_price: t.total.toFixed(2),
    note_attributes: d.customAttributes.map((a) => ({ name: a.key, value: a.value })),
    applied_discount: d.appliedDiscount
      ? { title: d.appliedDiscount.title, value: String(d.appliedDiscount.value), value_type: d.appliedDiscount.valueType.toLowerCase() }
      : null,
    shipping_line: d.shippingLine ? { title: d.shippingLine.title, price: d.shippingLine.amount, custom: true } : null,
    line_items: d.lineItems.map((li) => ({
      id: li.id,
      admin_graphql_api_id: gid('DraftOrderLineItem', li.id),
      variant_id: li.variantId,
      product_id: li.productId,
      title: li.title,
      variant_title: li.variantTitle,
      sku: li.sku,
      vendor: li.vendor,
      quantity: li.quantity,
      price: li.unitPrice,
      applied_discount: li.appliedDiscount
        ? {
            title: li.appliedDiscount.title,
            description: li.appliedDiscount.description,
            value: String(li.appliedDiscount.value),
            value_type: li.appliedDiscount.valueType.toLowerCase(),
          }
        : null,
    })),
  };
}

function lineItemPayload(o: Order, li: Order['lineItems'][number]): Record<string, unknown> {
  const refunded = refundedQuantity(o, li.lineItemId);
  const code = o.discountCode;
  return {
    id: li.lineItemId,
    admin_graphql_api_id: gid('LineItem', li.lineItemId),
    variant_id: li.variantId,
    product_id: li.productId,
    title: li.title,
    variant_title: li.variantTitle,
    name: `${li.title} - ${li.variantTitle}`,
    sku: li.sku,
    vendor: li.vendor,
    quantity: li.quantity,
    current_quantity: li.quantity - refunded,
    fulfillable_quantity: o.fulfillmentIds.length ? 0 : li.quantity - refunded,
    price: fromCents(toCents(li.unitPrice)),
    price_set: moneySet(fromCents(toCents(li.unitPrice)), o.currencyCode),
    total_discount: fromCents(li.discountCents),
    total_discount_set: moneySet(fromCents(li.discountCents), o.currencyCode),
    requires_shipping: true,
    taxable: true,
    gift_card: false,
    discount_allocations: code
      ? [{ amount: fromCents(li.discountCents), amount_set: moneySet(fromCents(li.discountCents), o.currencyCode), discount_application_index: 0 }]
      : [],
  };
}

function moneySet(amount: string, currency: string): Record<string, unknown> {
  const m = { amount, currency_code: currency };
  return { shop_money: m, presentment_money: m };
}

/** The REST refund resource, which refunds/create carries and orders list under `refunds`. */
function refundPayload(o: Order, r: Refund): Record<string, unknown> {
  return {
    id: r.id,
    admin_graphql_api_id: gid('Refund', r.id),
    order_id: o.id,
    created_at: r.createdAt,
    processed_at: r.createdAt,
    note: r.note,
    restock: false,
    user_id: null,
    refund_line_items: r.lines.map((l) => {
      const li = o.lineItems.find((x) => x.lineItemId === l.lineItemId);
      return {
        id: l.id,
        line_item_id: l.lineItemId,
        quantity: l.quantity,
        restock_type: 'no_restock',
        location_id: null,
        subtotal: fromCents(l.subtotalCents),
        subtotal_set: moneySet(fromCents(l.subtotalCents), o.currencyCode),
        total_tax: '0.00',
        total_tax_set: moneySet('0.00', o.currencyCode),
        line_item: li ? lineItemPayload(o, li) : null,
      };
    }),
    transactions: [
      {
        id: r.transactionId,
        admin_graphql_api_id: gid('OrderTransaction', r.transactionId),
        order_id: o.id,
        amount: fromCents(r.amountCents),
        kind: 'refund',
        status: 'success',
        gateway: 'manual',
        currency: o.currencyCode,
        created_at: r.createdAt,
        processed_at: r.createdAt,
        test: false,
      },
    ],
    order_adjustments: [],
  };
}

/** The REST order resource that orders/create, orders/paid, orders/updated and orders/cancelled carry. */
export function orderPayload(store: Store, o: Order): Record<string, unknown> {
  const a = o.shippingAddress;
  const cur = o.currencyCode;
  const status = financialStatus(o).toLowerCase();
  return {
    id: o.id,
    admin_graphql_api_id: gid('Order', o.id),
    name: o.name,
    order_number: o.number,
    number: o.number - 1000,
    email: o.email,
    created_at: o.createdAt,
    updated_at: o.updatedAt,
    processed_at: o.processedAt,
    cancelled_at: o.cancelledAt,
    cancel_reason: o.cancelReason,
    closed_at: null,
    confirmed: true,
    test: false,
    financial_status: status,
    fulfillment_status: orderDisplayFulfillmentStatus(store, o) === 'FULFILLED' ? 'fulfilled' : null,
    source_name: o.sourceName,
    tags: tagsString(o.tags),
    note: o.note,
    note_attributes: o.customAttributes.map((x) => ({ name: x.key, value: x.value })),
    currency: cur,
    presentment_currency: cur,
    taxes_included: true,
    total_tax: '0.00',
    total_line_items_price: fromCents(o.lineOriginalCents),
    subtotal_price: fromCents(subtotalCents(o)),
    current_subtotal_price: fromCents(currentSubtotalCents(o)),
    total_discounts: fromCents(o.discountCents),
    current_total_discounts: fromCents(currentDiscountCents(o)),
    total_price: fromCents(totalCents(o)),
    current_total_price: fromCents(currentSubtotalCents(o) + o.shippingCents),
    total_shipping_price_set: moneySet(fromCents(o.shippingCents), cur),
    subtotal_price_set: moneySet(fromCents(subtotalCents(o)), cur),
    current_subtotal_price_set: moneySet(fromCents(currentSubtotalCents(o)), cur),
    total_discounts_set: moneySet(fromCents(o.discountCents), cur),
    discount_codes: o.discountCode ? [{ code: o.discountCode.code, amount: fromCents(o.discountCode.amountCents), type: 'percentage' }] : [],
    discount_applications: o.discountCode
      ? [
          {
            type: 'discount_code',
            code: o.discountCode.code,
            value: (Math.round(o.discountCode.percentage * 10000) / 100).toFixed(1),
            value_type: 'percentage',
            allocation_method: 'across',
            target_selection: 'all',
            target_type: 'line_item',
          },
        ]
      : [],
    shipping_address: {
      first_name: a.firstName,
      last_name: a.lastName,
      name: `${a.firstName} ${a.lastName}`.trim(),
      address1: a.address1,
      address2: a.address2 || null,
      city: a.city,
      province: MX_STATE_NAMES[a.provinceCode] ?? a.provinceCode,
      province_code: a.provinceCode,
      zip: a.zip,
      country_code: a.countryCode,
      country: 'Mexico',
      phone: a.phone,
    },
    line_items: o.lineItems.map((li) => lineItemPayload(o, li)),
    refunds: o.refunds.map((r) => refundPayload(o, r)),
  };
}

function discountPayload(store: Store, d: CodeDiscount): Record<string, unknown> {
  return {
    admin_graphql_api_id: gid('DiscountCodeNode', d.id),
    title: d.title,
    status: discountStatus(store, d),
    created_at: d.createdAt,
    updated_at: d.updatedAt,
  };
}

function fulfillmentPayload(store: Store, f: Fulfillment): Record<string, unknown> {
  const latest = store.latestEvent(f);
  const order = store.orders.get(f.orderId);
  return {
    id: f.id,
    admin_graphql_api_id: gid('Fulfillment', f.id),
    order_id: f.orderId,
    name: f.name,
    status: 'success',
    service: 'manual',
    location_id: store.locationId,
    created_at: f.createdAt,
    updated_at: f.updatedAt,
    shipment_status: latest ? latest.status.toLowerCase() : null,
    tracking_company: f.tracking[0]?.company ?? null,
    tracking_number: f.tracking[0]?.number ?? null,
    tracking_numbers: f.tracking.map((t) => t.number),
    tracking_url: f.tracking[0]?.url ?? null,
    tracking_urls: f.tracking.map((t) => t.url).filter((u): u is string => u !== null),
    line_items: (order?.lineItems ?? []).map((li) => ({
      id: li.lineItemId,
      variant_id: li.variantId,
      product_id: li.productId,
      title: li.title,
      quantity: li.quantity,
      sku: li.sku,
    })),
  };
}

/** The REST product resource, which products/create and products/update carry. */
export function productPayload(store: Store, baseUrl: string, p: Product): Record<string, unknown> {
  const variants = p.variantIds.map((id) => store.variants.get(id)).filter((v) => v !== undefined);
  const names = [...new Set(variants.flatMap((v) => v.selectedOptions.map((o) => o.name)))].slice(0, 3);
  const src = imageUrl(baseUrl, p);
  const image =
    p.image && src
      ? {
          id: p.image.mediaId,
          admin_graphql_api_id: `gid://shopify/ProductImage/${p.image.mediaId}`,
          product_id: p.id,
          position: 1,
          created_at: p.createdAt,
          updated_at: p.updatedAt,
          alt: p.title,
          width: p.image.width,
          height: p.image.height,
          src,
          variant_ids: [],
        }
      : null;
  return {
    admin_graphql_api_id: gid('Product', p.id),
    body_html: p.descriptionHtml,
    created_at: p.createdAt,
    handle: p.handle,
    id: p.id,
    product_type: p.productType,
    published_at: p.createdAt,
    template_suffix: null,
    title: p.title,
    updated_at: p.updatedAt,
    vendor: p.vendor,
    status: 'active',
    published_scope: 'web',
    tags: tagsString(p.tags),
    variants: variants.map((v) => {
      const option = (i: number) => v.selectedOptions.find((o) => o.name === names[i])?.value ?? null;
      return {
        admin_graphql_api_id: gid('ProductVariant', v.id),
        barcode: v.barcode,
        compare_at_price: null,
        created_at: v.createdAt,
        id: v.id,
        inventory_policy: v.inventoryPolicy.toLowerCase(),
        position: v.position,
        price: v.price,
        product_id: p.id,
        sku: v.sku,
        taxable: true,
        title: v.title,
        updated_at: v.updatedAt,
        option1: option(0),
        option2: option(1),
        option3: option(2),
        image_id: null,
        inventory_item_id: v.inventoryItemId,
        inventory_quantity: v.available,
        old_inventory_quantity: v.available,
      };
    }),
    options: names.map((name, i) => ({
      id: p.id * 10 + i,
      product_id: p.id,
      name,
      position: i + 1,
      values: [...new Set(variants.flatMap((v) => v.selectedOptions.filter((o) => o.name === name).map((o) => o.value)))],
    })),
    images: image ? [image] : [],
    image,
    media: p.image
      ? [{ id: p.image.mediaId, product_id: p.id, position: 1, created_at: p.createdAt, updated_at: p.updatedAt, alt: p.title, status: 'READY', media_content_type: 'IMAGE', admin_graphql_api_id: gid('MediaImage', p.image.mediaId) }]
      : [],
    variant_gids: variants.map((v) => ({ admin_graphql_api_id: gid('ProductVariant', v.id), updated_at: v.updatedAt })),
    has_variants_that_requires_components: false,
    category: null,
  };
}

/**
 * Posts signed, REST-shaped webhooks to the app's subscriptions when the store changes. Deliveries run
 * after the change that caused them has returned (never inside the request), like Shopify's queue.
 */
export class WebhookDispatcher {
  secret: string;
  baseUrl = '';
  readonly deliveries: WebhookDelivery[] = [];
  private readonly pending = new Set<Promise<void>>();
  private losses: { topic: string | null }[] = [];
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly opts: WebhookOptions) {
    this.secret = opts.secret;
    this.fetchImpl = opts.fetch ?? fetch;
  }

  /** Store listener: which topics each change announces, with the payload as it is at that moment. */
  handle(e: StoreEvent): void {
    const { store } = this.opts;
    switch (e.type) {
      case 'inventory': {
        const v = store.variants.get(e.variantId);
        if (!v) return;
        this.send('INVENTORY_LEVELS_UPDATE', {
          inventory_item_id: v.inventoryItemId,
          location_id: store.locationId,
          available: v.available,
          updated_at: v.updatedAt,
          admin_graphql_api_id: `gid://shopify/InventoryLevel/${store.locationId}?inventory_item_id=${v.inventoryItemId}`,
        });
        return;
      }
      case 'inventoryItemUpdated': {
        const v = store.variants.get(e.variantId);
        if (!v) return;
        this.send('INVENTORY_ITEMS_UPDATE', {
          id: v.inventoryItemId,
          sku: v.sku,
          created_at: v.createdAt,
          updated_at: v.updatedAt,
          requires_shipping: true,
          cost: v.unitCost,
          country_code_of_origin: null,
          province_code_of_origin: null,
          harmonized_system_code: null,
          tracked: v.tracked,
          country_harmonized_system_codes: [],
          admin_graphql_api_id: gid('InventoryItem', v.inventoryItemId),
        });
        return;
      }
      case 'productUpdated': {
        const p = store.products.get(e.productId);
        if (p) this.send('PRODUCTS_UPDATE', productPayload(store, this.baseUrl, p));
        return;
      }
      case 'productDeleted':
        this.send('PRODUCTS_DELETE', { id: e.productId });
        return;
      case 'draftOrderUpdated': {
        const d = store.draftOrders.get(e.draftOrderId);
        if (d) this.send('DRAFT_ORDERS_UPDATE', draftPayload(store, this.baseUrl, d));
        return;
      }
      case 'orderCreated':
      case 'orderPaid':
      case 'orderUpdated':
      case 'orderCancelled': {
        const o = store.orders.get(e.orderId);
        const topic = { orderCreated: 'ORDERS_CREATE', orderPaid: 'ORDERS_PAID', orderUpdated: 'ORDERS_UPDATED', orderCancelled: 'ORDERS_CANCELLED' }[e.type];
        if (o && this.subscribed(topic)) this.send(topic, orderPayload(store, o));
        return;
      }
      case 'refundCreated': {
        const o = store.orders.get(e.orderId);
        const r = o?.refunds.find((x) => x.id === e.refundId);
        if (o && r) this.send('REFUNDS_CREATE', refundPayload(o, r));
        return;
      }
      case 'discountCreated':
      case 'discountUpdated': {
        const d = store.discounts.get(e.discountId);
        if (d) this.send(e.type === 'discountCreated' ? 'DISCOUNTS_CREATE' : 'DISCOUNTS_UPDATE', discountPayload(store, d));
        return;
      }
      case 'discountDeleted':
        this.send('DISCOUNTS_DELETE', { admin_graphql_api_id: gid('DiscountCodeNode', e.discountId), deleted_at: e.deletedAt });
        return;
      case 'fulfillmentCreated':
      case 'fulfillmentUpdated': {
        const f = store.fulfillments.get(e.fulfillmentId);
        if (f) this.send(e.type === 'fulfillmentCreated' ? 'FULFILLMENTS_CREATE' : 'FULFILLMENTS_UPDATE', fulfillmentPayload(store, f));
        return;
      }
      case 'fulfillmentEventCreated': {
        const f = store.fulfillments.get(e.fulfillmentId);
        const ev = f?.events.find((x) => x.id === e.eventId);
        if (!f || !ev) return;
        this.send('FULFILLMENT_EVENTS_CREATE', {
          id: ev.id,
          admin_graphql_api_id: gid('FulfillmentEvent', ev.id),
          fulfillment_id: f.id,
          order_id: f.orderId,
          shop_id: SHOP_ID,
          status: ev.status.toLowerCase(),
          message: ev.message,
          happened_at: ev.happenedAt,
          created_at: ev.createdAt,
          updated_at: ev.createdAt,
          estimated_delivery_at: ev.estimatedDeliveryAt,
          city: null,
          province: null,
          country: null,
          zip: null,
          address1: null,
          latitude: null,
          longitude: null,
        });
        return;
      }
    }
  }

  /** Whether anyone listens, so a burst of orders builds no payload nobody will get. */
  private subscribed(topic: string): boolean {
    for (const sub of this.opts.store.webhookSubscriptions.values()) if (sub.topic === topic) return true;
    return false;
  }

  /** The next `count` deliveries (of a REST topic like products/update, or any topic) are lost. */
  lose(count: number, topic?: string): void {
    for (let i = 0; i < count; i++) this.losses.push({ topic: topic ? restTopic(topic.includes('/') ? topic.replace('/', '_') : topic) : null });
  }

  clearLosses(): void {
    this.losses = [];
  }

  pendingLosses(): (string | null)[] {
    return this.losses.map((l) => l.topic);
  }

  /** Queues one delivery per subscription to `topic` (or to `uri` alone when given). */
  send(topic: string, payload: unknown, o: { forged?: boolean; uri?: string } = {}): WebhookDelivery[] {
    const uris = o.uri
      ? [o.uri]
      : [...this.opts.store.webhookSubscriptions.values()].filter((s) => s.topic === topic).map((s) => s.uri);
    const body = JSON.stringify(payload);
    const secret = o.forged ? `forged-${randomUUID()}` : this.secret;
    return uris.map((uri) => {
      const webhookId = randomUUID();
      const delivery: WebhookDelivery = {
        webhookId,
        topic: restTopic(topic),
        uri,
        body,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Shopify-Captain-Hook',
          'x-shopify-topic': restTopic(topic),
          'x-shopify-hmac-sha256': signWebhook(secret, body),
          'x-shopify-shop-domain': this.opts.store.shop.myshopifyDomain,
          'x-shopify-api-version': this.opts.apiVersion,
          'x-shopify-webhook-id': webhookId,
          'x-shopify-event-id': randomUUID(),
          'x-shopify-triggered-at': new Date().toISOString(),
        },
        forged: Boolean(o.forged),
        status: null,
        error: null,
        sentAt: null,
      };
      this.deliveries.push(delivery);
      if (this.deliveries.length > 500) this.deliveries.shift();
      const loss = o.forged ? -1 : this.losses.findIndex((l) => l.topic === null || l.topic === delivery.topic);
      if (loss >= 0) {
        this.losses.splice(loss, 1);
        delivery.lost = true;
        this.opts.log?.(`webhook ${delivery.topic} to ${uri} lost on purpose`);
      } else this.post(delivery);
      return delivery;
    });
  }

  /** Sends the last genuine delivery again, same id, body and signature: what a Shopify retry looks like. */
  resendLast(): WebhookDelivery | null {
    const last = [...this.deliveries].reverse().find((d) => !d.forged);
    if (!last) return null;
    const again: WebhookDelivery = { ...last, headers: { ...last.headers }, status: null, error: null, sentAt: null };
    this.deliveries.push(again);
    this.post(again);
    return again;
  }

  /** At most this many deliveries in flight: a burst of 10,000 orders queues rather than opening 10,000 sockets. */
  maxInFlight = 64;
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];

  private async slot(): Promise<void> {
    if (this.inFlight < this.maxInFlight) {
      this.inFlight++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private freeSlot(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.inFlight--;
  }

  private post(d: WebhookDelivery): void {
    const p = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.slot())
      .then(async () => {
        try {
          d.sentAt = new Date().toISOString();
          const res = await this.fetchImpl(d.uri, {
            method: 'POST',
            headers: d.headers,
            body: d.body,
            signal: AbortSignal.timeout(5000),
          });
          d.status = res.status;
          await res.arrayBuffer().catch(() => undefined);
        } finally {
          this.freeSlot();
        }
      })
      .catch((e: unknown) => {
        d.error = e instanceof Error ? e.message : String(e);
        this.opts.log?.(`webhook ${d.topic} to ${d.uri} failed: ${d.error}`);
      })
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Resolves when every queued delivery has been answered (or failed): for tests. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
