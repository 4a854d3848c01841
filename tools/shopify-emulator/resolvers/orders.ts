import { pageOf, paginate, sortKeyed, type Keyed, type PageArgs } from '../connection';
import { gid } from '../ids';
import { MX_STATE_NAMES } from '../mexico';
import { matches, parseSearch } from '../search';
import {
  currentDiscountCents,
  currentSubtotalCents,
  financialStatus,
  refundedCents,
  refundedQuantity,
  subtotalCents,
  totalCents,
} from '../sales';
import type { Address, AppliedDiscount, DraftLineItem, DraftOrder, Fulfillment, FulfillmentEvent, Order, OrderLine, Refund, Store } from '../store';
import { locationView, productView, variantView } from './catalogue';
import { money, moneyBag, str, type Args, type ResolverContext, type View } from './context';
import { draftTotals, fromCents, lineDiscount, toCents } from '../money';

export { draftTotals };

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

function draftLineView(ctx: ResolverContext, li: DraftLineItem, cur = ctx.store.shop.currencyCode): View {
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

function refundView(ctx: ResolverContext, o: Order, r: Refund): View {
  const cur = o.currencyCode;
  return {
    __typename: 'Refund',
    id: gid('Refund', r.id),
    legacyResourceId: String(r.id),
    createdAt: r.createdAt,
    processedAt: r.createdAt,
    updatedAt: r.createdAt,
    note: r.note,
    duties: [],
    staffMember: null,
    return: null,
    totalRefunded: money(fromCents(r.amountCents), cur),
    totalRefundedSet: moneyBag(fromCents(r.amountCents), cur),
    order: () => orderView(ctx, o),
    refundLineItems: (args: Args) =>
      paginate(r.lines, args as PageArgs, (l) => ({ id: l.id, value: l.id }), (l) => {
        const li = o.lineItems.find((x) => x.lineItemId === l.lineItemId);
        return {
          __typename: 'RefundLineItem',
          id: gid('RefundLineItem', l.id),
          quantity: l.quantity,
          restockType: 'NO_RESTOCK',
          restocked: false,
          location: null,
          price: li ? fromCents(toCents(li.unitPrice)) : '0.00',
          priceSet: moneyBag(li ? li.unitPrice : 0, cur),
          subtotal: fromCents(l.subtotalCents),
          subtotalSet: moneyBag(fromCents(l.subtotalCents), cur),
          totalTax: '0.00',
          totalTaxSet: moneyBag(0, cur),
          lineItem: () => (li ? orderLineView(ctx, o, li) : null),
        };
      }),
    transactions: (args: Args) =>
      paginate([r], args as PageArgs, (x) => ({ id: x.transactionId, value: x.transactionId }), (x) => ({
        __typename: 'OrderTransaction',
        id: gid('OrderTransaction', x.transactionId),
        kind: 'REFUND',
        status: 'SUCCESS',
        gateway: 'manual',
        test: false,
        createdAt: x.createdAt,
        processedAt: x.createdAt,
        amountSet: moneyBag(fromCents(x.amountCents), cur),
      })),
  };
}

function orderLineView(ctx: ResolverContext, o: Order, li: OrderLine): View {
  const cur = o.currencyCode;
  const originalCents = toCents(li.unitPrice) * li.quantity;
  // The code's share is a code-based discount: Shopify leaves it out of discountedTotalSet unless withCodeDiscounts.
  const codeShare = o.discountCode ? li.discountCents : 0;
  const lineOnly = li.discountCents - codeShare;
  const refunded = refundedQuantity(o, li.lineItemId);
  const code = o.discountCode;
  return {
    ...draftLineView(ctx, { ...li, reserved: 0 }, cur),
    __typename: 'LineItem',
    id: gid('LineItem', li.lineItemId),
    currentQuantity: li.quantity - refunded,
    refundableQuantity: li.quantity - refunded,
    unfulfilledQuantity: o.fulfillmentIds.length ? 0 : li.quantity - refunded,
    discountedTotalSet: (args: Args) => moneyBag(fromCents(originalCents - lineOnly - (args.withCodeDiscounts === true ? codeShare : 0)), cur),
    totalDiscountSet: moneyBag(fromCents(li.discountCents), cur),
    originalTotalSet: moneyBag(fromCents(originalCents), cur),
    discountedUnitPriceAfterAllDiscountsSet: moneyBag(fromCents(Math.round((originalCents - li.discountCents) / li.quantity)), cur),
    discountAllocations: code
      ? [
          {
            __typename: 'DiscountAllocation',
            allocatedAmount: money(fromCents(codeShare), cur),
            allocatedAmountSet: moneyBag(fromCents(codeShare), cur),
            discountApplication: {
              __typename: 'DiscountCodeApplication',
              code: code.code,
              index: 0,
              allocationMethod: 'ACROSS',
              targetSelection: 'ALL',
              targetType: 'LINE_ITEM',
              value: { __typename: 'PricingPercentageValue', percentage: Math.round(code.percentage * 10000) / 100 },
            },
          },
        ]
      : [],
  };
}

export function orderView(ctx: ResolverContext, o: Order): View {
  const cur = o.currencyCode;
  const bag = (cents: number) => moneyBag(fromCents(cents), cur);
  const fulfillments = () =>
    o.fulfillmentIds.map((id) => ctx.store.fulfillments.get(id)).filter((f): f is Fulfillment => f !== undefined);
  const refunded = refundedCents(o);
  const currentSubtotal = currentSubtotalCents(o);
  const firstOrAll = <T>(args: Args, all: T[]) => (typeof args.first === 'number' ? all.slice(0, args.first) : all);
  return {
    __typename: 'Order',
    id: gid('Order', o.id),
    legacyResourceId: String(o.id),
    name: o.name,
    number: o.number,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    processedAt: o.processedAt,
    closed: false,
    closedAt: null,
    cancelledAt: o.cancelledAt,
    cancelReason: o.cancelReason ? o.cancelReason.toUpperCase() : null,
    confirmed: true,
    fullyPaid: true,
    test: false,
    email: o.email,
    phone: o.shippingAddress.phone,
    note: o.note,
    tags: o.tags,
    sourceName: o.sourceName,
    customAttributes: o.customAttributes.map((a) => ({ __typename: 'Attribute', key: a.key, value: a.value })),
    currencyCode: cur,
    presentmentCurrencyCode: cur,
    discountCode: o.discountCode?.code ?? null,
    discountCodes: o.discountCode ? [o.discountCode.code] : [],
    displayFinancialStatus: financialStatus(o),
    displayFulfillmentStatus: orderDisplayFulfillmentStatus(ctx.store, o),
    subtotalPriceSet: bag(subtotalCents(o)),
    currentSubtotalPriceSet: bag(currentSubtotal),
    totalPriceSet: bag(totalCents(o)),
    currentTotalPriceSet: bag(currentSubtotal + o.shippingCents),
    totalShippingPriceSet: bag(o.shippingCents),
    totalDiscountsSet: bag(o.discountCents),
    currentTotalDiscountsSet: bag(currentDiscountCents(o)),
    totalRefundedSet: bag(refunded),
    netPaymentSet: bag(totalCents(o) - refunded),
    totalReceivedSet: bag(totalCents(o)),
    totalLineItemsPriceSet: bag(o.lineOriginalCents),
    totalTaxSet: bag(0),
    currentTotalTaxSet: bag(0),
    shippingAddress: addressView(o.id, o.shippingAddress),
    refunds: (args: Args) => firstOrAll(args, o.refunds.map((r) => refundView(ctx, o, r))),
    fulfillments: (args: Args) => firstOrAll(args, fulfillments().map((f) => fulfillmentView(ctx, f))),
    lineItems: (args: Args) =>
      paginate(o.lineItems, args as PageArgs, (li) => ({ id: li.lineItemId, value: li.lineItemId }), (li) => orderLineView(ctx, o, li)),
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
  PROCESSED_AT: (o) => o.processedAt,
  UPDATED_AT: (o) => o.updatedAt,
  ORDER_NUMBER: (o) => o.number,
  TOTAL_PRICE: (o) => totalCents(o),
};

/**
 * The last filtered, sorted list of orders, reused while no order changes: a poll pages through
 * 200,000 orders with the same query, and sorting them again for every page would be quadratic.
 */
let ordersCache: { key: string; keyed: Keyed<Order>[]; store: Store } | null = null;

export function ordersConnection(ctx: ResolverContext, args: Args) {
  const { store } = ctx;
  const sortKey = str(args.sortKey) ?? 'ID';
  const key = `${store.ordersVersion}\u0000${str(args.query) ?? ''}\u0000${sortKey}\u0000${args.reverse === true}`;
  let keyed = ordersCache?.key === key && ordersCache.store === store ? ordersCache.keyed : null;
  if (!keyed) {
    const query = parseSearch(str(args.query));
    const items = [...store.orders.values()].filter((o) =>
      matches(
        query,
        (f) =>
          ({
            tag: o.tags,
            tags: o.tags,
            name: o.name,
            id: o.id,
            created_at: o.createdAt,
            processed_at: o.processedAt,
            updated_at: o.updatedAt,
            discount_code: o.discountCode?.code ?? null,
            financial_status: financialStatus(o).toLowerCase(),
            source_name: o.sourceName,
            status: o.cancelledAt ? 'cancelled' : 'open',
            fulfillment_status: orderDisplayFulfillmentStatus(store, o) === 'FULFILLED' ? 'shipped' : 'unshipped',
          })[f],
        `${o.name} ${o.tags.join(' ')}`,
      ),
    );
    const sort = ORDER_SORT[sortKey];
    keyed = sortKeyed(items, (o) => ({ id: o.id, value: sort ? sort(o) : o.id }), args.reverse === true);
    ordersCache = { key, keyed, store };
  }
  return pageOf(keyed, args as PageArgs & { reverse?: boolean }, (o) => orderView(ctx, o));
}
