import { ID_BASES } from './ids';
import { allocatePercentage, toCents } from './money';
import { StoreError, type Address, type CodeDiscount, type DiscountCodeStatus, type Order, type OrderLine, type Refund, type Store } from './store';

/**
 * Discount codes and the orders that carry them: what a shop's storefront, checkout and admin do with
 * a creator's code (issue 27). Changes go through the store's maps and are announced with store.emit.
 */

// ---- discount codes ---------------------------------------------------------------------------------

export function discountStatus(store: Store, d: CodeDiscount): DiscountCodeStatus {
  const now = store.now().getTime();
  if (Date.parse(d.startsAt) > now) return 'SCHEDULED';
  if (d.endsAt !== null && Date.parse(d.endsAt) <= now) return 'EXPIRED';
  return 'ACTIVE';
}

export function discountByCode(store: Store, code: string): CodeDiscount | undefined {
  const id = store.discountIndex.get(code.trim().toUpperCase());
  return id === undefined ? undefined : store.discounts.get(id);
}

export interface DiscountFields {
  title: string;
  code: string;
  percentage: number;
  startsAt?: string | null;
  endsAt?: string | null;
  appliesOncePerCustomer?: boolean;
  usageLimit?: number | null;
  combinesWith?: Partial<CodeDiscount['combinesWith']>;
}

function isoOrNow(store: Store, v: string | null | undefined): string {
  return v ? new Date(v).toISOString().replace(/\.\d{3}Z$/, 'Z') : store.nowIso();
}

/** Creates a code; the caller has checked the input. Throws a 409 when the code is taken (any case). */
export function createDiscount(store: Store, f: DiscountFields, { notify = true }: { notify?: boolean } = {}): CodeDiscount {
  const code = f.code.trim();
  if (discountByCode(store, code)) throw new StoreError(`Code ${code} is taken`, 409);
  const now = store.nowIso();
  const d: CodeDiscount = {
    id: store.nextId('DiscountCodeNode'),
    redeemCodeId: store.nextId('DiscountRedeemCode'),
    title: f.title.trim() || code,
    code,
    percentage: f.percentage,
    startsAt: isoOrNow(store, f.startsAt),
    endsAt: f.endsAt ? isoOrNow(store, f.endsAt) : null,
    appliesOncePerCustomer: f.appliesOncePerCustomer ?? false,
    usageLimit: f.usageLimit ?? null,
    combinesWith: { orderDiscounts: false, productDiscounts: false, shippingDiscounts: false, ...f.combinesWith },
    createdAt: now,
    updatedAt: now,
    usageCount: 0,
    usedBy: new Set(),
  };
  store.discounts.set(d.id, d);
  store.discountIndex.set(code.toUpperCase(), d.id);
  if (notify) store.emit({ type: 'discountCreated', discountId: d.id });
  return d;
}

export interface DiscountChange {
  title?: string;
  code?: string;
  percentage?: number;
  /** ACTIVE: starts now (if scheduled) and never ends; EXPIRED: ends now, which is what deactivating does. */
  status?: 'ACTIVE' | 'EXPIRED';
  startsAt?: string | null;
  endsAt?: string | null;
  usageLimit?: number | null;
  appliesOncePerCustomer?: boolean;
}

export function updateDiscount(store: Store, id: number, change: DiscountChange, { notify = true }: { notify?: boolean } = {}): CodeDiscount {
  const d = store.discounts.get(id);
  if (!d) throw new StoreError(`No discount ${id}`, 404);
  if (change.code !== undefined) {
    const code = change.code.trim();
    if (!code) throw new StoreError('code must not be blank');
    const other = discountByCode(store, code);
    if (other && other.id !== id) throw new StoreError(`Code ${code} is taken`, 409);
    store.discountIndex.delete(d.code.toUpperCase());
    d.code = code;
    store.discountIndex.set(code.toUpperCase(), id);
    d.redeemCodeId = store.nextId('DiscountRedeemCode');
  }
  if (change.title !== undefined) d.title = change.title.trim() || d.code;
  if (change.percentage !== undefined) {
    if (!(change.percentage >= 0 && change.percentage <= 1)) throw new StoreError('percentage must be between 0 and 1');
    d.percentage = change.percentage;
  }
  if (change.startsAt !== undefined) d.startsAt = isoOrNow(store, change.startsAt);
  if (change.endsAt !== undefined) d.endsAt = change.endsAt ? isoOrNow(store, change.endsAt) : null;
  if (change.usageLimit !== undefined) d.usageLimit = change.usageLimit;
  if (change.appliesOncePerCustomer !== undefined) d.appliesOncePerCustomer = change.appliesOncePerCustomer;
  const now = store.nowIso();
  if (change.status === 'EXPIRED') d.endsAt = now;
  if (change.status === 'ACTIVE') {
    d.endsAt = null;
    if (Date.parse(d.startsAt) > store.now().getTime()) d.startsAt = now;
  }
  d.updatedAt = now;
  if (notify) store.emit({ type: 'discountUpdated', discountId: id });
  return d;
}

export function deleteDiscount(store: Store, id: number, { notify = true }: { notify?: boolean } = {}): void {
  const d = store.discounts.get(id);
  if (!d) throw new StoreError(`No discount ${id}`, 404);
  store.discounts.delete(id);
  store.discountIndex.delete(d.code.toUpperCase());
  if (notify) store.emit({ type: 'discountDeleted', discountId: id, deletedAt: store.nowIso() });
}

/** The code if a checkout may use it now (by this e-mail), else null: unknown, inactive or used up. */
export function usableDiscount(store: Store, code: string, email: string | null): CodeDiscount | null {
  const d = discountByCode(store, code);
  if (!d || discountStatus(store, d) !== 'ACTIVE') return null;
  if (d.usageLimit !== null && d.usageCount >= d.usageLimit) return null;
  if (d.appliesOncePerCustomer && email && d.usedBy.has(email.toLowerCase())) return null;
  return d;
}

// ---- orders -----------------------------------------------------------------------------------------

export interface OrderInput {
  lines: { variantId: number; quantity: number }[];
  /** A code already checked (usableDiscount) or, for random orders, taken as it is. */
  discount: CodeDiscount | null;
  address: Address;
  email: string | null;
  currencyCode?: string;
  tags?: string[];
  /** When the order was placed (random orders over past dates); default now. */
  createdAt?: string;
  /** Take the units from stock (the storefront does; random orders for benches do not). */
  takeStock?: boolean;
}

/** Builds and stores a paid web order; announces nothing (placeOrder and the random orders do). */
export function buildOrder(store: Store, input: OrderInput): Order {
  const now = store.nowIso();
  const id = store.nextId('Order');
  const number = 1000 + (id - ID_BASES.Order);
  const base = input.lines.map((l) => {
    const v = store.variants.get(l.variantId);
    const p = v ? store.products.get(v.productId) : undefined;
    if (!v || !p) throw new StoreError(`No variant ${l.variantId}`, 404);
    if (!Number.isInteger(l.quantity) || l.quantity < 1) throw new StoreError('quantity must be a positive integer');
    return { v, p, quantity: l.quantity, cents: toCents(v.price) * l.quantity };
  });
  if (base.length === 0) throw new StoreError('An order needs at least one line');
  const shares = input.discount ? allocatePercentage(base.map((b) => b.cents), input.discount.percentage) : base.map(() => 0);
  const lineItems: OrderLine[] = base.map((b, i) => ({
    id: 0,
    lineItemId: store.nextId('LineItem'),
    variantId: b.v.id,
    productId: b.p.id,
    title: b.p.title,
    variantTitle: b.v.title,
    sku: b.v.sku,
    vendor: b.p.vendor,
    quantity: b.quantity,
    unitPrice: b.v.price,
    appliedDiscount: null,
    discountCents: shares[i] ?? 0,
  }));
  const discountCents = shares.reduce((s, c) => s + c, 0);
  const createdAt = input.createdAt ?? now;
  const order: Order = {
    id,
    number,
    name: `#${number}`,
    draftOrderId: null,
    sourceName: 'web',
    currencyCode: input.currencyCode ?? store.shop.currencyCode,
    email: input.email,
    note: null,
    tags: input.tags ?? [],
    customAttributes: [],
    lineItems,
    discountCode: input.discount ? { code: input.discount.code, percentage: input.discount.percentage, amountCents: discountCents } : null,
    lineOriginalCents: base.reduce((s, b) => s + b.cents, 0),
    discountCents,
    shippingCents: 0,
    shippingAddress: input.address,
    createdAt,
    processedAt: createdAt,
    // A random order placed over past dates was still changed now: the poll since the last run finds it.
    updatedAt: now,
    cancelledAt: null,
    cancelReason: null,
    refunds: [],
    fulfillmentIds: [],
  };
  if (input.takeStock) {
    for (const b of base) {
      if (!b.v.tracked) continue;
      b.v.available -= b.quantity;
      b.v.updatedAt = now;
    }
  }
  if (input.discount) {
    input.discount.usageCount++;
    if (input.email) input.discount.usedBy.add(input.email.toLowerCase());
  }
  store.orders.set(id, order);
  store.ordersVersion++;
  return order;
}

/** A checkout completed on the storefront: a paid order, orders/create then orders/paid, stock updates. */
export function placeOrder(store: Store, input: OrderInput): Order {
  const order = buildOrder(store, { ...input, takeStock: true });
  store.emit({ type: 'orderCreated', orderId: order.id });
  store.emit({ type: 'orderPaid', orderId: order.id });
  for (const li of order.lineItems) {
    const v = store.variants.get(li.variantId);
    if (v?.tracked) store.emit({ type: 'inventory', variantId: v.id });
  }
  return order;
}

// ---- what an order is worth now -------------------------------------------------------------------------

export function refundedQuantity(o: Order, lineItemId: number): number {
  let n = 0;
  for (const r of o.refunds) for (const l of r.lines) if (l.lineItemId === lineItemId) n += l.quantity;
  return n;
}

export function subtotalCents(o: Order): number {
  return o.lineOriginalCents - o.discountCents;
}

export function totalCents(o: Order): number {
  return subtotalCents(o) + o.shippingCents;
}

/** Subtotal after refunded lines come off (an amount-only refund leaves it, as in Shopify). */
export function currentSubtotalCents(o: Order): number {
  return subtotalCents(o) - o.refunds.reduce((s, r) => s + r.lines.reduce((x, l) => x + l.subtotalCents, 0), 0);
}

/** Discounts of the units still on the order. */
export function currentDiscountCents(o: Order): number {
  return o.lineItems.reduce((s, li) => s + lineDiscountLeft(o, li), 0);
}

export function lineDiscountLeft(o: Order, li: OrderLine): number {
  const left = li.quantity - refundedQuantity(o, li.lineItemId);
  return Math.round((li.discountCents * left) / li.quantity);
}

export function refundedCents(o: Order): number {
  return o.refunds.reduce((s, r) => s + r.amountCents, 0);
}

export function financialStatus(o: Order): 'PAID' | 'PARTIALLY_REFUNDED' | 'REFUNDED' {
  const refunded = refundedCents(o);
  if (refunded <= 0) return 'PAID';
  return refunded >= totalCents(o) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
}

// ---- refunds and cancellations --------------------------------------------------------------------------

export interface RefundInput {
  /** A money-only refund in the order's currency ("50.00"); with lineItems, it must match their total or be left out. */
  amount?: string | number;
  lineItems?: { lineItemId: number; quantity: number }[];
  note?: string | null;
  /** Allow returning more than is left to refund (for the app's "refund larger than the sale" case). */
  force?: boolean;
  notify?: boolean;
}

/**
 * A refund from the admin: of line items (their paid price, after discounts) or of an amount; with
 * neither, every unit still on the order. Sends refunds/create then orders/updated.
 */
export function refundOrder(store: Store, orderId: number, input: RefundInput): Refund {
  const o = store.orders.get(orderId);
  if (!o) throw new StoreError(`No order ${orderId}`, 404);
  const wanted =
    input.lineItems ??
    (input.amount === undefined
      ? o.lineItems.map((li) => ({ lineItemId: li.lineItemId, quantity: li.quantity - refundedQuantity(o, li.lineItemId) })).filter((l) => l.quantity > 0)
      : []);
  const lines = wanted.map((w) => {
    const li = o.lineItems.find((x) => x.lineItemId === w.lineItemId);
    if (!li) throw new StoreError(`Order ${orderId} has no line item ${w.lineItemId}`, 404);
    if (!Number.isInteger(w.quantity) || w.quantity < 1) throw new StoreError('quantity must be a positive integer');
    if (w.quantity > li.quantity - refundedQuantity(o, li.lineItemId)) {
      throw new StoreError(`Line item ${w.lineItemId} has only ${li.quantity - refundedQuantity(o, li.lineItemId)} unit(s) left to refund`, 409);
    }
    const paid = toCents(li.unitPrice) * li.quantity - li.discountCents;
    return { id: store.nextId('RefundLineItem'), lineItemId: li.lineItemId, quantity: w.quantity, subtotalCents: Math.round((paid * w.quantity) / li.quantity) };
  });
  const linesCents = lines.reduce((s, l) => s + l.subtotalCents, 0);
  const amountCents = input.amount !== undefined ? toCents(input.amount) : linesCents;
  if (!Number.isFinite(amountCents) || amountCents <= 0) throw new StoreError('amount must be greater than 0');
  const left = totalCents(o) - refundedCents(o);
  if (amountCents > left && !input.force) {
    throw new StoreError(`Refund amount must be less than or equal to the refundable amount (${(left / 100).toFixed(2)})`, 409);
  }
  const now = store.nowIso();
  const refund: Refund = {
    id: store.nextId('Refund'),
    transactionId: store.nextId('OrderTransaction'),
    createdAt: now,
    note: input.note ?? null,
    lines,
    amountCents,
  };
  o.refunds.push(refund);
  o.updatedAt = now;
  store.ordersVersion++;
  if (input.notify !== false) {
    store.emit({ type: 'refundCreated', orderId, refundId: refund.id });
    store.emit({ type: 'orderUpdated', orderId });
  }
  return refund;
}

/** Cancels an order (optionally refunding what is left first, as the admin's default does). Sends orders/cancelled. */
export function cancelOrder(
  store: Store,
  orderId: number,
  { reason = 'customer', refund = false, notify = true }: { reason?: string; refund?: boolean; notify?: boolean } = {},
): Order {
  const o = store.orders.get(orderId);
  if (!o) throw new StoreError(`No order ${orderId}`, 404);
  if (o.cancelledAt) throw new StoreError('Order has already been cancelled', 409);
  if (refund && totalCents(o) - refundedCents(o) > 0) refundOrder(store, orderId, { notify });
  const now = store.nowIso();
  o.cancelledAt = now;
  o.cancelReason = reason;
  o.updatedAt = now;
  store.ordersVersion++;
  if (notify) {
    store.emit({ type: 'orderCancelled', orderId });
    store.emit({ type: 'orderUpdated', orderId });
  }
  return o;
}
