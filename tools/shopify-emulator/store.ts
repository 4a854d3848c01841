import { randomBytes } from 'node:crypto';
import { ID_BASES, type GidType } from './ids';
import { draftTotals, lineDiscount, toCents } from './money';

export type InventoryPolicy = 'DENY' | 'CONTINUE';
export type DraftOrderStatus = 'OPEN' | 'INVOICE_SENT' | 'COMPLETED';
export type FulfillmentEventStatus =
  | 'ATTEMPTED_DELIVERY'
  | 'CARRIER_PICKED_UP'
  | 'CONFIRMED'
  | 'DELAYED'
  | 'DELIVERED'
  | 'FAILURE'
  | 'IN_TRANSIT'
  | 'LABEL_PRINTED'
  | 'LABEL_PURCHASED'
  | 'OUT_FOR_DELIVERY'
  | 'READY_FOR_PICKUP';

export const FULFILLMENT_EVENT_STATUSES: readonly FulfillmentEventStatus[] = [
  'ATTEMPTED_DELIVERY',
  'CARRIER_PICKED_UP',
  'CONFIRMED',
  'DELAYED',
  'DELIVERED',
  'FAILURE',
  'IN_TRANSIT',
  'LABEL_PRINTED',
  'LABEL_PURCHASED',
  'OUT_FOR_DELIVERY',
  'READY_FOR_PICKUP',
];

export interface Product {
  id: number;
  title: string;
  handle: string;
  vendor: string;
  productType: string;
  descriptionHtml: string;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  /** Drawing hints for the locally generated image; null for a product without images. */
  image: ProductImage | null;
  variantIds: number[];
  collectionIds: number[];
}

export interface ProductImage {
  kind: 'jeans' | 'jewelry';
  color: string;
  /** A new id whenever the image changes, so its URL changes too (like Shopify's CDN ?v=). */
  mediaId: number;
  width: number;
  height: number;
}

export interface Variant {
  id: number;
  productId: number;
  title: string;
  sku: string | null;
  barcode: string | null;
  price: string;
  position: number;
  selectedOptions: { name: string; value: string }[];
  inventoryItemId: number;
  /** The inventory item's unit cost in the shop's currency (2 decimals), or null when the shop has none. */
  unitCost: string | null;
  /** Sellable quantity at the one location (what `inventoryQuantity` reports). */
  available: number;
  tracked: boolean;
  inventoryPolicy: InventoryPolicy;
  createdAt: string;
  updatedAt: string;
}

export interface Collection {
  id: number;
  title: string;
  handle: string;
  productIds: number[];
  updatedAt: string;
}

export interface AppliedDiscount {
  valueType: 'PERCENTAGE' | 'FIXED_AMOUNT';
  value: number;
  title: string | null;
  description: string | null;
}

export interface DraftLineItem {
  id: number;
  variantId: number;
  productId: number;
  title: string;
  variantTitle: string;
  sku: string | null;
  vendor: string;
  quantity: number;
  unitPrice: string;
  appliedDiscount: AppliedDiscount | null;
  /** Units taken from stock by reserveInventoryUntil, given back if the reservation lapses. */
  reserved: number;
}

export interface Address {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  provinceCode: string;
  zip: string;
  phone: string;
  countryCode: 'MX';
}

export interface DraftOrder {
  id: number;
  number: number;
  name: string;
  status: DraftOrderStatus;
  invoiceToken: string;
  email: string | null;
  note: string | null;
  tags: string[];
  customAttributes: { key: string; value: string }[];
  lineItems: DraftLineItem[];
  shippingLine: { title: string; amount: string; currencyCode: string } | null;
  appliedDiscount: AppliedDiscount | null;
  reserveInventoryUntil: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  orderId: number | null;
}

export type OrderLine = Omit<DraftLineItem, 'reserved'> & {
  lineItemId: number;
  /** Everything taken off this line (its own discount and its share of a code), in cents. */
  discountCents: number;
};

export interface RefundLine {
  id: number;
  lineItemId: number;
  quantity: number;
  /** What the refunded units were paid (after discounts), in cents. */
  subtotalCents: number;
}

export interface Refund {
  id: number;
  transactionId: number;
  createdAt: string;
  note: string | null;
  lines: RefundLine[];
  /** The money returned (the transaction), in cents. */
  amountCents: number;
}

/** A code used on an order, as Shopify lists it in discount_codes. */
export interface OrderDiscountCode {
  code: string;
  /** 0..1, as DiscountPercentage holds it. */
  percentage: number;
  amountCents: number;
}

export interface Order {
  id: number;
  number: number;
  name: string;
  /** The draft it came from; null for a storefront (or random) order. */
  draftOrderId: number | null;
  sourceName: 'shopify_draft_order' | 'web';
  /** The order's currency: the shop's when it was placed (a random order may be given another). */
  currencyCode: string;
  email: string | null;
  note: string | null;
  tags: string[];
  customAttributes: { key: string; value: string }[];
  lineItems: OrderLine[];
  discountCode: OrderDiscountCode | null;
  /** Sum of the lines before any discount, all discounts, shipping: cents. */
  lineOriginalCents: number;
  discountCents: number;
  shippingCents: number;
  shippingAddress: Address;
  createdAt: string;
  processedAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  refunds: Refund[];
  fulfillmentIds: number[];
}

export type DiscountCodeStatus = 'ACTIVE' | 'EXPIRED' | 'SCHEDULED';

/** A DiscountCodeBasic with one code: a percentage off every item (what the app creates). */
export interface CodeDiscount {
  id: number;
  redeemCodeId: number;
  title: string;
  code: string;
  /** 0..1 */
  percentage: number;
  startsAt: string;
  endsAt: string | null;
  appliesOncePerCustomer: boolean;
  usageLimit: number | null;
  combinesWith: { orderDiscounts: boolean; productDiscounts: boolean; shippingDiscounts: boolean };
  createdAt: string;
  updatedAt: string;
  usageCount: number;
  /** E-mails that used it, for appliesOncePerCustomer. */
  usedBy: Set<string>;
}

export interface FulfillmentEvent {
  id: number;
  status: FulfillmentEventStatus;
  message: string | null;
  happenedAt: string;
  createdAt: string;
  estimatedDeliveryAt: string | null;
}

export interface Fulfillment {
  id: number;
  orderId: number;
  name: string;
  createdAt: string;
  updatedAt: string;
  tracking: { company: string; number: string; url: string | null }[];
  events: FulfillmentEvent[];
  inTransitAt: string | null;
  deliveredAt: string | null;
  estimatedDeliveryAt: string | null;
}

export interface WebhookSubscription {
  id: number;
  topic: string;
  uri: string;
  format: 'JSON' | 'XML';
  createdAt: string;
  updatedAt: string;
}

/** What changed, for the webhook dispatcher. Emitted after the change is complete. */
export type StoreEvent =
  | { type: 'inventory'; variantId: number }
  | { type: 'inventoryItemUpdated'; variantId: number }
  | { type: 'productUpdated'; productId: number }
  | { type: 'productDeleted'; productId: number }
  | { type: 'draftOrderUpdated'; draftOrderId: number }
  | { type: 'orderCreated'; orderId: number }
  | { type: 'orderPaid'; orderId: number }
  | { type: 'orderUpdated'; orderId: number }
  | { type: 'orderCancelled'; orderId: number }
  | { type: 'refundCreated'; orderId: number; refundId: number }
  | { type: 'discountCreated'; discountId: number }
  | { type: 'discountUpdated'; discountId: number }
  | { type: 'discountDeleted'; discountId: number; deletedAt: string }
  | { type: 'fulfillmentCreated'; fulfillmentId: number }
  | { type: 'fulfillmentUpdated'; fulfillmentId: number }
  | { type: 'fulfillmentEventCreated'; fulfillmentId: number; eventId: number };

export class StoreError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 422 = 400,
  ) {
    super(message);
  }
}

export interface StoreOptions {
  shopName?: string;
  shopDomain?: string;
  currencyCode?: string;
  now?: () => Date;
}

/**
 * The emulated shop's data: plain maps, changed only through the methods below so that every change
 * that Shopify would announce by webhook emits a StoreEvent.
 */
export class Store {
  /** `currencyCode` changes only through setCurrency (an emulator control): a real shop's rarely changes. */
  readonly shop: { name: string; myshopifyDomain: string; currencyCode: string; email: string; createdAt: string };
  readonly locationId = ID_BASES.Location + 1;
  readonly products = new Map<number, Product>();
  readonly variants = new Map<number, Variant>();
  readonly collections = new Map<number, Collection>();
  readonly draftOrders = new Map<number, DraftOrder>();
  readonly orders = new Map<number, Order>();
  readonly fulfillments = new Map<number, Fulfillment>();
  readonly webhookSubscriptions = new Map<number, WebhookSubscription>();
  readonly discounts = new Map<number, CodeDiscount>();
  /** Upper-cased code → discount id: codes are unique per store, whatever their case. */
  readonly discountIndex = new Map<string, number>();
  /** Bumped on every change to an order, so the orders connection can reuse its sorted list. */
  ordersVersion = 0;
  private readonly counters = new Map<GidType, number>();
  private readonly inventoryItemIndex = new Map<number, number>();
  private readonly listeners = new Set<(e: StoreEvent) => void>();
  readonly now: () => Date;

  constructor(opts: StoreOptions = {}) {
    this.now = opts.now ?? (() => new Date());
    this.shop = {
      name: opts.shopName ?? 'Colabora Demo',
      myshopifyDomain: opts.shopDomain ?? 'colabora-demo.myshopify.com',
      currencyCode: opts.currencyCode ?? 'MXN',
      email: 'tienda@colabora-demo.mx',
      createdAt: '2024-01-15T16:00:00Z',
    };
  }

  nextId(type: GidType): number {
    const n = (this.counters.get(type) ?? 0) + 1;
    this.counters.set(type, n);
    return ID_BASES[type] + n;
  }

  nowIso(): string {
    return this.now().toISOString().replace(/\.\d{3}Z$/, 'Z');
  }

  onEvent(listener: (e: StoreEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Announces a change (sales.ts changes orders and discounts through the store's maps). */
  emit(e: StoreEvent): void {
    for (const l of this.listeners) l(e);
  }

  /** The variant of an inventory item (they are one to one), without a scan of every variant. */
  variantOfInventoryItem(inventoryItemId: number): Variant | undefined {
    const id = this.inventoryItemIndex.get(inventoryItemId);
    const v = id === undefined ? undefined : this.variants.get(id);
    if (v?.inventoryItemId === inventoryItemId) return v;
    for (const x of this.variants.values()) {
      if (x.inventoryItemId === inventoryItemId) {
        this.inventoryItemIndex.set(inventoryItemId, x.id);
        return x;
      }
    }
    return undefined;
  }

  /** Adds a variant (seeds): kept with its inventory item in the index. */
  addVariant(v: Variant): void {
    this.variants.set(v.id, v);
    this.inventoryItemIndex.set(v.inventoryItemId, v.id);
  }

  /** Empties the catalogue and the orders (not the shop); counters restart so seeds stay deterministic. */
  clear(): void {
    for (const m of [
      this.products,
      this.variants,
      this.collections,
      this.draftOrders,
      this.orders,
      this.fulfillments,
      this.webhookSubscriptions,
      this.discounts,
      this.discountIndex,
    ]) {
      m.clear();
    }
    this.ordersVersion++;
    this.inventoryItemIndex.clear();
    this.counters.clear();
  }

  // ---- catalogue ---------------------------------------------------------------------------------

  isAvailableForSale(v: Variant): boolean {
    return !v.tracked || v.inventoryPolicy === 'CONTINUE' || v.available > 0;
  }

  /** `notify: false` changes stock without a webhook, as when Shopify's delivery is lost. */
  setInventory(variantId: number, available: number, { notify = true }: { notify?: boolean } = {}): Variant {
    const v = this.variants.get(variantId);
    if (!v) throw new StoreError(`No variant ${variantId}`, 404);
    if (!Number.isInteger(available)) throw new StoreError('available must be an integer');
    v.available = available;
    v.updatedAt = this.nowIso();
    if (notify) this.emit({ type: 'inventory', variantId });
    return v;
  }

  /** The inventory item's cost (null: none), announced as Shopify does with INVENTORY_ITEMS_UPDATE. */
  setUnitCost(variantId: number, amount: string | number | null): Variant {
    const v = this.variants.get(variantId);
    if (!v) throw new StoreError(`No variant ${variantId}`, 404);
    if (amount !== null && !(Number.isFinite(Number(amount)) && Number(amount) >= 0 && String(amount).trim() !== '')) {
      throw new StoreError('amount must be a number >= 0 or null');
    }
    v.unitCost = amount === null ? null : Number(amount).toFixed(2);
    v.updatedAt = this.nowIso();
    this.emit({ type: 'inventoryItemUpdated', variantId });
    return v;
  }

  setCurrency(code: string): void {
    this.shop.currencyCode = code;
  }

  /** Deleting a variant changes its product, which Shopify announces with PRODUCTS_UPDATE. */
  deleteVariant(variantId: number, { notify = true }: { notify?: boolean } = {}): void {
    const v = this.variants.get(variantId);
    if (!v) throw new StoreError(`No variant ${variantId}`, 404);
    this.variants.delete(variantId);
    const p = this.products.get(v.productId);
    if (p) {
      p.variantIds = p.variantIds.filter((id) => id !== variantId);
      p.updatedAt = this.nowIso();
      if (notify) this.emit({ type: 'productUpdated', productId: p.id });
    }
  }

  /**
   * A merchant's edit of a product: a new title, a new image (a colour, or kind and colour: it gets a
   * new media id, so its URL changes) or none (null). Bumps updatedAt and sends PRODUCTS_UPDATE.
   */
  updateProduct(
    productId: number,
    change: { title?: string; image?: null | string | { kind?: 'jeans' | 'jewelry'; color?: string } },
    { notify = true }: { notify?: boolean } = {},
  ): Product {
    const p = this.products.get(productId);
    if (!p) throw new StoreError(`No product ${productId}`, 404);
    if (change.title !== undefined) {
      if (typeof change.title !== 'string' || !change.title.trim()) throw new StoreError('title must be a non-empty string');
      p.title = change.title.trim();
    }
    if (change.image !== undefined) {
      if (change.image === null) p.image = null;
      else {
        const given = typeof change.image === 'string' ? { color: change.image } : change.image;
        if (given.kind !== undefined && given.kind !== 'jeans' && given.kind !== 'jewelry') throw new StoreError('image.kind must be jeans or jewelry');
        p.image = {
          kind: given.kind ?? p.image?.kind ?? 'jeans',
          color: given.color ?? p.image?.color ?? 'Azul',
          mediaId: this.nextId('MediaImage'),
          width: 600,
          height: 800,
        };
      }
    }
    p.updatedAt = this.nowIso();
    if (notify) this.emit({ type: 'productUpdated', productId });
    return p;
  }

  /** Deletes a product with its variants (and from its collections); sends PRODUCTS_DELETE. */
  deleteProduct(productId: number, { notify = true }: { notify?: boolean } = {}): void {
    const p = this.products.get(productId);
    if (!p) throw new StoreError(`No product ${productId}`, 404);
    for (const id of p.variantIds) this.variants.delete(id);
    for (const cid of p.collectionIds) {
      const c = this.collections.get(cid);
      if (c) c.productIds = c.productIds.filter((id) => id !== productId);
    }
    this.products.delete(productId);
    if (notify) this.emit({ type: 'productDeleted', productId });
  }

  // ---- draft orders ------------------------------------------------------------------------------

  findDraftByToken(token: string): DraftOrder | undefined {
    for (const d of this.draftOrders.values()) if (d.invoiceToken === token) return d;
    return undefined;
  }

  createDraftOrder(input: {
    email: string | null;
    note: string | null;
    tags: string[];
    customAttributes: { key: string; value: string }[];
    lines: { variantId: number; quantity: number; appliedDiscount: AppliedDiscount | null }[];
    shippingLine: DraftOrder['shippingLine'];
    appliedDiscount: AppliedDiscount | null;
    reserveInventoryUntil: string | null;
  }): DraftOrder {
    const now = this.nowIso();
    const id = this.nextId('DraftOrder');
    const number = id - ID_BASES.DraftOrder;
    const lineItems: DraftLineItem[] = input.lines.map((l) => {
      const v = this.variants.get(l.variantId);
      const p = v ? this.products.get(v.productId) : undefined;
      if (!v || !p) throw new StoreError(`No variant ${l.variantId}`, 404);
      return {
        id: this.nextId('DraftOrderLineItem'),
        variantId: v.id,
        productId: p.id,
        title: p.title,
        variantTitle: v.title,
        sku: v.sku,
        vendor: p.vendor,
        quantity: l.quantity,
        unitPrice: v.price,
        appliedDiscount: l.appliedDiscount,
        reserved: 0,
      };
    });
    const draft: DraftOrder = {
      id,
      number,
      name: `#D${number}`,
      status: 'OPEN',
      invoiceToken: randomBytes(16).toString('hex'),
      email: input.email,
      note: input.note,
      tags: [...new Set(input.tags.map((t) => t.trim()).filter(Boolean))].sort(),
      customAttributes: input.customAttributes,
      lineItems,
      shippingLine: input.shippingLine,
      appliedDiscount: input.appliedDiscount,
      reserveInventoryUntil: input.reserveInventoryUntil,
      createdAt: now,
      updatedAt: now,
      completedAt: null,
      orderId: null,
    };
    this.draftOrders.set(id, draft);
    if (draft.reserveInventoryUntil && Date.parse(draft.reserveInventoryUntil) > this.now().getTime()) {
      for (const li of lineItems) {
        const v = this.variants.get(li.variantId);
        if (!v || !v.tracked) continue;
        // Shopify holds only what is on hand; a DENY variant cannot go below zero.
        const take = v.inventoryPolicy === 'DENY' ? Math.max(0, Math.min(li.quantity, v.available)) : li.quantity;
        if (take === 0) continue;
        li.reserved = take;
        v.available -= take;
        v.updatedAt = now;
        this.emit({ type: 'inventory', variantId: v.id });
      }
    }
    return draft;
  }

  /** Gives back stock held by drafts whose reserveInventoryUntil has passed. Called before every read. */
  releaseExpiredReservations(): void {
    const now = this.now().getTime();
    for (const d of this.draftOrders.values()) {
      if (d.status === 'COMPLETED' || !d.reserveInventoryUntil) continue;
      if (Date.parse(d.reserveInventoryUntil) > now) continue;
      for (const li of d.lineItems) {
        if (li.reserved === 0) continue;
        const v = this.variants.get(li.variantId);
        const held = li.reserved;
        li.reserved = 0;
        if (!v) continue;
        v.available += held;
        v.updatedAt = this.nowIso();
        this.emit({ type: 'inventory', variantId: v.id });
      }
    }
  }

  /** Why checkout cannot go ahead, or null. Out-of-stock items block a checkout as in Shopify. */
  checkoutProblem(draft: DraftOrder): string | null {
    if (draft.status === 'COMPLETED') return 'already-completed';
    for (const li of draft.lineItems) {
      const v = this.variants.get(li.variantId);
      if (!v) return 'unavailable';
      if (v.tracked && v.inventoryPolicy === 'DENY' && v.available + li.reserved < li.quantity) return 'out-of-stock';
    }
    return null;
  }

  completeDraftOrder(draftId: number, address: Address): { draft: DraftOrder; order: Order } {
    this.releaseExpiredReservations();
    const draft = this.draftOrders.get(draftId);
    if (!draft) throw new StoreError(`No draft order ${draftId}`, 404);
    const problem = this.checkoutProblem(draft);
    if (problem === 'already-completed') throw new StoreError('This draft order has already been completed', 409);
    if (problem) throw new StoreError(`Checkout blocked: ${problem}`, 409);
    const now = this.nowIso();
    const orderId = this.nextId('Order');
    const number = 1000 + (orderId - ID_BASES.Order);
    const touched: number[] = [];
    for (const li of draft.lineItems) {
      const v = this.variants.get(li.variantId);
      if (!v || !v.tracked) continue;
      v.available -= li.quantity - li.reserved;
      li.reserved = 0;
      v.updatedAt = now;
      touched.push(v.id);
    }
    const t = draftTotals(draft);
    const order: Order = {
      id: orderId,
      number,
      name: `#${number}`,
      draftOrderId: draft.id,
      sourceName: 'shopify_draft_order',
      currencyCode: this.shop.currencyCode,
      email: draft.email,
      note: draft.note,
      tags: [...draft.tags],
      customAttributes: [...draft.customAttributes],
      lineItems: draft.lineItems.map(({ reserved: _reserved, ...li }) => ({
        ...li,
        lineItemId: this.nextId('LineItem'),
        discountCents: toCents(lineDiscount(li.unitPrice, li.quantity, li.appliedDiscount)),
      })),
      discountCode: null,
      lineOriginalCents: toCents(t.lineOriginal),
      discountCents: toCents(t.discounts),
      shippingCents: toCents(t.shipping),
      shippingAddress: address,
      createdAt: now,
      processedAt: now,
      updatedAt: now,
      cancelledAt: null,
      cancelReason: null,
      refunds: [],
      fulfillmentIds: [],
    };
    this.orders.set(orderId, order);
    this.ordersVersion++;
    draft.status = 'COMPLETED';
    draft.completedAt = now;
    draft.updatedAt = now;
    draft.orderId = orderId;
    // Shopify's order of announcements: the order exists (and is paid) before the draft says it is completed.
    this.emit({ type: 'orderCreated', orderId });
    this.emit({ type: 'orderPaid', orderId });
    this.emit({ type: 'draftOrderUpdated', draftOrderId: draft.id });
    for (const id of touched) this.emit({ type: 'inventory', variantId: id });
    return { draft, order };
  }

  // ---- fulfillments ------------------------------------------------------------------------------

  fulfillOrder(orderId: number, tracking: { company: string; number: string; url?: string | null }): Fulfillment {
    const order = this.orders.get(orderId);
    if (!order) throw new StoreError(`No order ${orderId}`, 404);
    if (!tracking.company.trim() || !tracking.number.trim()) throw new StoreError('company and number are required');
    const now = this.nowIso();
    const f: Fulfillment = {
      id: this.nextId('Fulfillment'),
      orderId,
      name: `${order.name}-F${order.fulfillmentIds.length + 1}`,
      createdAt: now,
      updatedAt: now,
      tracking: [{ company: tracking.company.trim(), number: tracking.number.trim(), url: tracking.url?.trim() || null }],
      events: [],
      inTransitAt: null,
      deliveredAt: null,
      estimatedDeliveryAt: null,
    };
    this.fulfillments.set(f.id, f);
    order.fulfillmentIds.push(f.id);
    order.updatedAt = now;
    this.ordersVersion++;
    this.emit({ type: 'fulfillmentCreated', fulfillmentId: f.id });
    return f;
  }

  addFulfillmentEvent(
    fulfillmentId: number,
    input: { status: FulfillmentEventStatus; message?: string | null; happenedAt?: string | null; estimatedDeliveryAt?: string | null },
  ): FulfillmentEvent {
    const f = this.fulfillments.get(fulfillmentId);
    if (!f) throw new StoreError(`No fulfillment ${fulfillmentId}`, 404);
    if (!FULFILLMENT_EVENT_STATUSES.includes(input.status)) throw new StoreError(`Unknown event status ${input.status}`);
    const now = this.nowIso();
    const happenedAt = input.happenedAt ? new Date(input.happenedAt).toISOString().replace(/\.\d{3}Z$/, 'Z') : now;
    const ev: FulfillmentEvent = {
      id: this.nextId('FulfillmentEvent'),
      status: input.status,
      message: input.message ?? null,
      happenedAt,
      createdAt: now,
      estimatedDeliveryAt: input.estimatedDeliveryAt ?? null,
    };
    f.events.push(ev);
    if (input.status === 'IN_TRANSIT' && !f.inTransitAt) f.inTransitAt = happenedAt;
    if (input.status === 'DELIVERED') f.deliveredAt = happenedAt;
    if (ev.estimatedDeliveryAt) f.estimatedDeliveryAt = ev.estimatedDeliveryAt;
    f.updatedAt = now;
    this.emit({ type: 'fulfillmentEventCreated', fulfillmentId: f.id, eventId: ev.id });
    this.emit({ type: 'fulfillmentUpdated', fulfillmentId: f.id });
    return ev;
  }

  /** The latest event by happenedAt, which is what the fulfillment's display status follows. */
  latestEvent(f: Fulfillment): FulfillmentEvent | undefined {
    return [...f.events].sort((a, b) => a.happenedAt.localeCompare(b.happenedAt) || a.id - b.id).at(-1);
  }
}
