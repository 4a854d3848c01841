import { paginate, type PageArgs } from '../connection';
import { gid } from '../ids';
import { MX_STATE_NAMES } from '../mexico';
import { matches, parseSearch } from '../search';
import type { Address, AppliedDiscount, DraftLineItem, DraftOrder, Fulfillment, FulfillmentEvent, Order, Store } from '../store';
import { locationView, productView, variantView } from './catalogue';
import { moneyBag, str, type Args, type ResolverContext, type View } from './context';

function lineDiscount(unitPrice: string, quantity: number, d: AppliedDiscount | null): number {
  const original = Number(unitPrice) * quantity;
  if (!d) return 0;
  const off = d.valueType === 'PERCENTAGE' ? (original * d.value) / 100 : d.value * quantity;
  return Math.min(original, Math.max(0, Math.round(off * 100) / 100));
}

/** Totals as Shopify computes them for a draft: line discounts, then the order discount, then shipping. */
export function draftTotals(d: Pick<DraftOrder, 'lineItems' | 'appliedDiscount' | 'shippingLine'>) {
  const lineOriginal = d.lineItems.reduce((s, li) => s + Number(li.unitPrice) * li.quantity, 0);
  const lineDiscounts = d.lineItems.reduce((s, li) => s + lineDiscount(li.unitPrice, li.quantity, li.appliedDiscount), 0);
  const afterLines = lineOriginal - lineDiscounts;
  const orderDiscount = d.appliedDiscount
    ? Math.min(afterLines, d.appliedDiscount.valueType === 'PERCENTAGE' ? (afterLines * d.appliedDiscount.value) / 100 : d.appliedDiscount.value)
    : 0;
  const subtotal = afterLines - orderDiscount;
  const shipping = d.shippingLine ? Number(d.shippingLine.amount) : 0;
  return { lineOriginal, discounts: lineDiscounts + orderDiscount, subtotal, shipping, total: subtotal + shipping };
}

function discountView(d: AppliedDiscount | null, amount: number, currency: string): View | null {
  if (!d) return null;
  return {
    __typename: 'DraftOrderAppliedDiscount',
    title: d.title,
    description: d.description ?? '',
    value: d.value,
    valueType: d.valueType,
    amountSet: moneyBag(amount, currency),
  };
}

function draftLineView(ctx: ResolverContext, li: DraftLineItem): View {
  const cur = ctx.store.shop.currencyCode;
  const original = Number(li.unitPrice) * li.quantity;
  const discount = lineDiscount(li.unitPrice, li.quantity, li.appliedDiscount);
  return {
    __typename: 'DraftOrderLineItem',
    id: gid('DraftOrderLineItem', li.id),
    name: `${li.title} - ${li.variantTitle}`,
    title: li.title,
    variantTitle: li.variantTitle,
    sku: li.sku,
    vendor: li.vendor,
    quantity: li.quantity,
    custom: false,
    isGiftCard: false,
    requiresShipping: true,
    taxable: true,
    customAttributes: [],
    uuid: `emulator-${li.id}`,
    appliedDiscount: discountView(li.appliedDiscount, discount, cur),
    originalUnitPriceSet: moneyBag(li.unitPrice, cur),
    originalTotalSet: moneyBag(original, cur),
    discountedTotalSet: moneyBag(original - discount, cur),
    totalDiscountSet: moneyBag(discount, cur),
    approximateDiscountedUnitPriceSet: moneyBag((original - discount) / li.quantity, cur),
    variant: () => {
      const v = ctx.store.variants.get(li.variantId);
      return v ? variantView(ctx, v) : null;
    },
    product: () => {
      const p = ctx.store.products.get(li.productId);
      return p ? productView(ctx, p) : null;
    },
  };
}

export function invoiceUrl(ctx: { baseUrl: string }, d: DraftOrder): string {
  return `${ctx.baseUrl}/emulator/invoices/${d.invoiceToken}`;
}

export function draftOrderView(ctx: ResolverContext, d: DraftOrder): View {
  const cur = ctx.store.shop.currencyCode;
  const t = draftTotals(d);
  return {
    __typename: 'DraftOrder',
    id: gid('DraftOrder', d.id),
    legacyResourceId: String(d.id),
    name: d.name,
    status: d.status,
    invoiceUrl: invoiceUrl(ctx, d),
    invoiceSentAt: null,
    email: d.email,
    phone: null,
    note2: d.note,
    tags: d.tags,
    customAttributes: d.customAttributes.map((a) => ({ __typename: 'Attribute', key: a.key, value: a.value })),
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
    completedAt: d.completedAt,
    reserveInventoryUntil: d.reserveInventoryUntil,
    currencyCode: cur,
    presentmentCurrencyCode: cur,
    ready: true,
    taxExempt: false,
    taxesIncluded: true,
    visibleToCustomer: false,
    discountCodes: [],
    warnings: [],
    totalQuantityOfLineItems: d.lineItems.reduce((s, li) => s + li.quantity, 0),
    appliedDiscount: discountView(d.appliedDiscount, t.discounts, cur),
    shippingLine: d.shippingLine
      ? {
          __typename: 'ShippingLine',
          id: null,
          title: d.shippingLine.title,
          custom: true,
          isRemoved: false,
          code: null,
          source: null,
          originalPriceSet: moneyBag(d.shippingLine.amount, cur),
          discountedPriceSet: moneyBag(d.shippingLine.amount, cur),
          currentDiscountedPriceSet: moneyBag(d.shippingLine.amount, cur),
        }
      : null,
    lineItemsSubtotalPrice: moneyBag(t.subtotal, cur),
    subtotalPriceSet: moneyBag(t.subtotal, cur),
    totalLineItemsPriceSet: moneyBag(t.lineOriginal, cur),
    totalDiscountsSet: moneyBag(t.discounts, cur),
    totalShippingPriceSet: moneyBag(t.shipping, cur),
    totalTaxSet: moneyBag(0, cur),
    totalPriceSet: moneyBag(t.total, cur),
    lineItems: (args: Args) =>
      paginate(d.lineItems, args as PageArgs, (li) => ({ id: li.id, value: li.id }), (li) => draftLineView(ctx, li)),
    order: () => {
      const o = d.orderId ? ctx.store.orders.get(d.orderId) : undefined;
      return o ? orderView(ctx, o) : null;
    },
    shippingAddress: () => {
      const o = d.orderId ? ctx.store.orders.get(d.orderId) : undefined;
      return o ? addressView(o.id, o.shippingAddress) : null;
    },
  };
}

const PROVINCES = MX_STATE_NAMES;

function addressView(orderId: number, a: Address): View {
  const name = `${a.firstName} ${a.lastName}`.trim();
  return {
    __typename: 'MailingAddress',
    id: `gid://shopify/MailingAddress/${orderId}?model_name=Address`,
    firstName: a.firstName,
    lastName: a.lastName,
    name,
    address1: a.address1,
    address2: a.address2 || null,
    city: a.city,
    province: PROVINCES[a.provinceCode] ?? a.provinceCode,
    provinceCode: a.provinceCode,
    zip: a.zip,
    country: 'Mexico',
    countryCodeV2: a.countryCode,
    phone: a.phone,
    company: null,
    formatted: [name, a.address1, a.address2, `${a.zip} ${a.city}, ${PROVINCES[a.provinceCode] ?? a.provinceCode}`, 'Mexico'].filter(Boolean),
  };
}

export function orderDisplayFulfillmentStatus(store: Store, o: Order): string {
  return o.fulfillmentIds.some((id) => store.fulfillments.has(id)) ? 'FULFILLED' : 'UNFULFILLED';
}

export function orderView(ctx: ResolverContext, o: Order): View {
  const cur = ctx.store.shop.currencyCode;
  const draft = ctx.store.draftOrders.get(o.draftOrderId);
  const t = draft ? draftTotals(draft) : { subtotal: 0, total: 0, shipping: 0, discounts: 0, lineOriginal: 0 };
  const fulfillments = () =>
    o.fulfillmentIds.map((id) => ctx.store.fulfillments.get(id)).filter((f): f is Fulfillment => f !== undefined);
  return {
    __typename: 'Order',
    id: gid('Order', o.id),
    legacyResourceId: String(o.id),
    name: o.name,
    number: o.number,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    processedAt: o.createdAt,
    closed: false,
    closedAt: null,
    cancelledAt: null,
    cancelReason: null,
    confirmed: true,
    fullyPaid: true,
    test: false,
    email: o.email,
    phone: o.shippingAddress.phone,
    note: o.note,
    tags: o.tags,
    sourceName: 'shopify_draft_order',
    customAttributes: o.customAttributes.map((a) => ({ __typename: 'Attribute', key: a.key, value: a.value })),
    currencyCode: cur,
    presentmentCurrencyCode: cur,
    displayFinancialStatus: 'PAID',
    displayFulfillmentStatus: orderDisplayFulfillmentStatus(ctx.store, o),
    subtotalPriceSet: moneyBag(t.subtotal, cur),
    currentSubtotalPriceSet: moneyBag(t.subtotal, cur),
    totalPriceSet: moneyBag(t.total, cur),
    currentTotalPriceSet: moneyBag(t.total, cur),
    totalShippingPriceSet: moneyBag(t.shipping, cur),
    totalDiscountsSet: moneyBag(t.discounts, cur),
    shippingAddress: addressView(o.id, o.shippingAddress),
    fulfillments: (args: Args) => {
      const all = fulfillments().map((f) => fulfillmentView(ctx, f));
      return typeof args.first === 'number' ? all.slice(0, args.first) : all;
    },
    lineItems: (args: Args) =>
      paginate(o.lineItems, args as PageArgs, (li) => ({ id: li.lineItemId, value: li.lineItemId }), (li) => ({
        ...draftLineView(ctx, { ...li, reserved: 0 }),
        __typename: 'LineItem',
        id: gid('LineItem', li.lineItemId),
        currentQuantity: li.quantity,
        unfulfilledQuantity: fulfillments().length ? 0 : li.quantity,
      })),
  };
}

function displayStatus(store: Store, f: Fulfillment): string {
  return store.latestEvent(f)?.status ?? 'FULFILLED';
}

function eventView(e: FulfillmentEvent): View {
  return {
    __typename: 'FulfillmentEvent',
    id: gid('FulfillmentEvent', e.id),
    status: e.status,
    message: e.message,
    happenedAt: e.happenedAt,
    createdAt: e.createdAt,
    estimatedDeliveryAt: e.estimatedDeliveryAt,
    address1: null,
    city: null,
    province: null,
    country: null,
    zip: null,
    latitude: null,
    longitude: null,
  };
}

export function fulfillmentView(ctx: ResolverContext, f: Fulfillment): View {
  return {
    __typename: 'Fulfillment',
    id: gid('Fulfillment', f.id),
    legacyResourceId: String(f.id),
    name: f.name,
    status: 'SUCCESS',
    displayStatus: displayStatus(ctx.store, f),
    createdAt: f.createdAt,
    updatedAt: f.updatedAt,
    inTransitAt: f.inTransitAt,
    deliveredAt: f.deliveredAt,
    estimatedDeliveryAt: f.estimatedDeliveryAt,
    requiresShipping: true,
    totalQuantity: () => ctx.store.orders.get(f.orderId)?.lineItems.reduce((s, li) => s + li.quantity, 0) ?? 0,
    location: () => locationView(ctx.store),
    trackingInfo: (args: Args) => {
      const all = f.tracking.map((t) => ({ __typename: 'FulfillmentTrackingInfo', company: t.company, number: t.number, url: t.url }));
      return typeof args.first === 'number' ? all.slice(0, args.first) : all;
    },
    events: (args: Args) =>
      paginate(
        f.events,
        args as PageArgs,
        (e) => ({ id: e.id, value: str(args.sortKey) === 'ID' ? e.id : e.happenedAt }),
        (e) => eventView(e),
      ),
    order: () => {
      const o = ctx.store.orders.get(f.orderId);
      return o ? orderView(ctx, o) : null;
    },
  };
}

const DRAFT_SORT: Record<string, (d: DraftOrder) => string | number> = {
  NUMBER: (d) => d.number,
  UPDATED_AT: (d) => d.updatedAt,
  STATUS: (d) => d.status,
};

export function draftOrdersConnection(ctx: ResolverContext, args: Args) {
  const query = parseSearch(str(args.query));
  const items = [...ctx.store.draftOrders.values()].filter((d) =>
    matches(
      query,
      (f) =>
        ({
          tag: d.tags,
          tags: d.tags,
          status: d.status.toLowerCase(),
          name: d.name,
          email: d.email,
          id: d.id,
          created_at: d.createdAt,
          updated_at: d.updatedAt,
        })[f],
      `${d.name} ${d.email ?? ''} ${d.tags.join(' ')}`,
    ),
  );
  const sort = DRAFT_SORT[str(args.sortKey) ?? 'ID'];
  return paginate(items, args as PageArgs, (d) => ({ id: d.id, value: sort ? sort(d) : d.id }), (d) => draftOrderView(ctx, d));
}

const ORDER_SORT: Record<string, (o: Order) => string | number> = {
  CREATED_AT: (o) => o.createdAt,
  PROCESSED_AT: (o) => o.createdAt,
  UPDATED_AT: (o) => o.updatedAt,
  ORDER_NUMBER: (o) => o.number,
};

export function ordersConnection(ctx: ResolverContext, args: Args) {
  const query = parseSearch(str(args.query));
  const items = [...ctx.store.orders.values()].filter((o) =>
    matches(
      query,
      (f) =>
        ({
          tag: o.tags,
          tags: o.tags,
          name: o.name,
          id: o.id,
          created_at: o.createdAt,
          updated_at: o.updatedAt,
          fulfillment_status: orderDisplayFulfillmentStatus(ctx.store, o) === 'FULFILLED' ? 'shipped' : 'unshipped',
        })[f],
      `${o.name} ${o.tags.join(' ')}`,
    ),
  );
  const sort = ORDER_SORT[str(args.sortKey) ?? 'ID'];
  return paginate(items, args as PageArgs, (o) => ({ id: o.id, value: sort ? sort(o) : o.id }), (o) => orderView(ctx, o));
}
