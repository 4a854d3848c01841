import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from './index';
import { control, gql, signedWith, startReceiver, subscribe, type Receiver } from './test-helpers';

const SECRET = 'orders-webhook-secret';
let clock = Date.parse('2026-11-20T12:00:00Z');
let emu: Emulator;
let hooks: Receiver;

interface MoneyBag {
  shopMoney: { amount: string; currencyCode: string };
}
interface PolledOrder {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  displayFinancialStatus: string;
  discountCodes: string[];
  currencyCode: string;
  currentSubtotalPriceSet: MoneyBag;
  currentTotalDiscountsSet: MoneyBag;
  lineItems: { nodes: { id: string; quantity: number; currentQuantity: number; variant: { id: string }; discountedTotalSet: MoneyBag }[] };
  refunds: { id: string; createdAt: string; totalRefundedSet: MoneyBag }[];
}
interface Page {
  orders: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: PolledOrder[] };
}

/** The reconciliation poll as the app runs it: every page of orders updated after `since`. */
async function pollSince(since: string, first = 3): Promise<{ orders: PolledOrder[]; pages: number }> {
  const orders: PolledOrder[] = [];
  let after: string | null = null;
  let pages = 0;
  for (;;) {
    const r = await gql(emu, 'OrdersUpdatedSince', { first, after, query: `updated_at:>'${since}'` });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    const page = (r.data as unknown as Page).orders;
    pages++;
    orders.push(...page.nodes);
    if (!page.pageInfo.hasNextPage) return { orders, pages };
    after = page.pageInfo.endCursor;
  }
}

async function hooksOf(topic: string) {
  await emu.controls.webhooksIdle();
  return hooks.received.filter((r) => r.topic === topic);
}

function cents(s: string): number {
  return Math.round(Number(s) * 100);
}

beforeAll(async () => {
  hooks = await startReceiver();
  emu = createEmulator({ webhookSecret: SECRET, bucket: { restoreRate: 1_000_000 }, now: () => new Date(clock) });
  await emu.listen(0);
  await subscribe(emu, hooks.url, ['ORDERS_CREATE', 'ORDERS_PAID', 'ORDERS_CANCELLED', 'REFUNDS_CREATE']);
});

afterAll(async () => {
  await emu.close();
  await hooks.close();
});

describe('orders with a code, refunds and cancellations', () => {
  it('places an order with a code: discount split over the lines, REST payloads, and the poll reads it', async () => {
    await control(emu, '/emulator/discounts', { code: 'CARLA15', percentage: 0.15 });
    const [v1, v2] = [...emu.store.variants.values()].filter((v) => Number(v.price) > 0);
    if (!v1 || !v2) throw new Error('the demo catalogue has variants');
    const placed = await control(emu, '/emulator/orders', {
      lines: [
        { variantId: `gid://shopify/ProductVariant/${v1.id}`, quantity: 2 },
        { variantId: v2.id, quantity: 1 },
      ],
      code: 'carla15',
      email: 'cliente@example.com',
    });
    expect(placed.status).toBe(200);
    const orderId = placed.json.orderId as string;
    const original = cents(v1.price) * 2 + cents(v2.price);
    const shares = [Math.round(cents(v1.price) * 2 * 0.15), Math.round(cents(v2.price) * 0.15)];
    const discount = shares[0]! + shares[1]!;

    const [paid] = (await hooksOf('orders/paid')).filter((h) => h.body.admin_graphql_api_id === orderId);
    const [created] = (await hooksOf('orders/create')).filter((h) => h.body.admin_graphql_api_id === orderId);
    expect(created && paid && signedWith(created, SECRET) && signedWith(paid, SECRET)).toBe(true);
    const body = paid!.body as Record<string, unknown> & { line_items: Record<string, unknown>[]; shipping_address: Record<string, unknown> };
    expect(body).toMatchObject({
      id: Number(orderId.split('/').pop()),
      financial_status: 'paid',
      currency: 'MXN',
      source_name: 'web',
      cancelled_at: null,
      created_at: '2026-11-20T12:00:00Z',
      processed_at: '2026-11-20T12:00:00Z',
      updated_at: '2026-11-20T12:00:00Z',
      subtotal_price: ((original - discount) / 100).toFixed(2),
      current_subtotal_price: ((original - discount) / 100).toFixed(2),
      total_discounts: (discount / 100).toFixed(2),
      current_total_discounts: (discount / 100).toFixed(2),
      discount_codes: [{ code: 'CARLA15', amount: (discount / 100).toFixed(2), type: 'percentage' }],
      tags: '',
    });
    expect(body.line_items.map((li) => [li.variant_id, li.quantity, li.price, li.total_discount, li.discount_allocations])).toEqual([
      [v1.id, 2, (cents(v1.price) / 100).toFixed(2), (shares[0]! / 100).toFixed(2), [expect.objectContaining({ amount: (shares[0]! / 100).toFixed(2) })]],
      [v2.id, 1, (cents(v2.price) / 100).toFixed(2), (shares[1]! / 100).toFixed(2), [expect.objectContaining({ amount: (shares[1]! / 100).toFixed(2) })]],
    ]);
    expect(body.line_items[0]).toMatchObject({ admin_graphql_api_id: expect.stringMatching(/^gid:\/\/shopify\/LineItem\/\d+$/), product_id: v1.productId, title: expect.any(String) });
    expect(body.shipping_address).toMatchObject({ city: expect.any(String), province: expect.any(String), province_code: expect.any(String) });

    const { orders } = await pollSince('2026-11-20T11:59:59Z');
    const polled = orders.find((o) => o.id === orderId);
    expect(polled).toMatchObject({
      displayFinancialStatus: 'PAID',
      discountCodes: ['CARLA15'],
      currencyCode: 'MXN',
      cancelledAt: null,
      currentSubtotalPriceSet: { shopMoney: { amount: ((original - discount) / 100).toFixed(2), currencyCode: 'MXN' } },
      currentTotalDiscountsSet: { shopMoney: { amount: (discount / 100).toFixed(2), currencyCode: 'MXN' } },
      refunds: [],
    });
    // As Shopify: discountedTotalSet leaves out code discounts unless asked withCodeDiscounts.
    expect(polled!.lineItems.nodes[0]!.discountedTotalSet.shopMoney.amount).toBe(((cents(v1.price) * 2) / 100).toFixed(2));
    const withCodes = await gql(emu, {
      query: `query($id: ID!) { order(id: $id) { lineItems(first: 5) { nodes { discountedTotalSet(withCodeDiscounts: true) { shopMoney { amount } } } } } }`,
    }, { id: orderId });
    expect(withCodes.data).toEqual({
      order: { lineItems: { nodes: [{ discountedTotalSet: { shopMoney: { amount: ((cents(v1.price) * 2 - shares[0]!) / 100).toFixed(2) } } }, { discountedTotalSet: { shopMoney: { amount: ((cents(v2.price) - shares[1]!) / 100).toFixed(2) } } }] } },
    });

    // A code that is not active is refused as at the checkout.
    await control(emu, '/emulator/discounts/CARLA15', { status: 'EXPIRED' });
    const refused = await control(emu, '/emulator/orders', { lines: [{ variantId: v1.id, quantity: 1 }], code: 'CARLA15' });
    expect(refused).toEqual({ status: 422, json: { error: 'Este código no es válido' } });
    await control(emu, '/emulator/discounts/CARLA15', { status: 'ACTIVE' });
  });

  it('refunds a line, then an amount, then cancels: webhooks, GraphQL fields and updatedAt follow', async () => {
    clock = Date.parse('2026-11-21T10:00:00Z');
    const v = [...emu.store.variants.values()].find((x) => Number(x.price) >= 100)!;
    const placed = await control(emu, '/emulator/orders', { lines: [{ variantId: v.id, quantity: 3 }], code: 'CARLA15' });
    const orderId = placed.json.orderId as string;
    const numericId = orderId.split('/').pop()!;
    const unit = cents(v.price);
    const share = Math.round(unit * 3 * 0.15);
    const paidTotal = unit * 3 - share;
    const { orders: [line] = [] } = await pollSince('2026-11-21T09:59:59Z');
    const lineItemId = line!.lineItems.nodes[0]!.id;

    clock = Date.parse('2026-11-21T11:00:00Z');
    const refund = await control(emu, `/emulator/orders/${numericId}/refund`, { lineItems: [{ lineItemId, quantity: 1 }] });
    expect(refund.status).toBe(200);
    const oneUnit = Math.round(paidTotal / 3);
    expect(refund.json).toEqual({ refundId: expect.stringMatching(/^gid:\/\/shopify\/Refund\/\d+$/), amount: (oneUnit / 100).toFixed(2) });
    const [refundHook] = (await hooksOf('refunds/create')).filter((h) => h.body.order_id === Number(numericId));
    expect(signedWith(refundHook!, SECRET)).toBe(true);
    expect(refundHook!.body).toMatchObject({
      admin_graphql_api_id: refund.json.refundId,
      order_id: Number(numericId),
      created_at: '2026-11-21T11:00:00Z',
      refund_line_items: [
        { line_item_id: Number(lineItemId.split('/').pop()), quantity: 1, subtotal: (oneUnit / 100).toFixed(2), line_item: expect.objectContaining({ variant_id: v.id }) },
      ],
      transactions: [{ amount: (oneUnit / 100).toFixed(2), kind: 'refund', status: 'success', currency: 'MXN' }],
    });

    let { orders } = await pollSince('2026-11-21T10:30:00Z');
    expect(orders.map((o) => o.id)).toEqual([orderId]);
    expect(orders[0]).toMatchObject({
      updatedAt: '2026-11-21T11:00:00Z',
      displayFinancialStatus: 'PARTIALLY_REFUNDED',
      currentSubtotalPriceSet: { shopMoney: { amount: ((paidTotal - oneUnit) / 100).toFixed(2) } },
      refunds: [{ id: refund.json.refundId, createdAt: '2026-11-21T11:00:00Z', totalRefundedSet: { shopMoney: { amount: (oneUnit / 100).toFixed(2) } } }],
    });
    expect(orders[0]!.lineItems.nodes[0]).toMatchObject({ quantity: 3, currentQuantity: 2 });

    // More than is left to refund: refused, like Shopify; nothing changes.
    const tooMuch = await control(emu, `/emulator/orders/${numericId}/refund`, { amount: ((paidTotal * 2) / 100).toFixed(2) });
    expect(tooMuch.status).toBe(409);
    const rest = await control(emu, `/emulator/orders/${numericId}/refund`, { amount: ((paidTotal - oneUnit) / 100).toFixed(2) });
    expect(rest.status).toBe(200);

    clock = Date.parse('2026-11-21T12:00:00Z');
    const cancelled = await control(emu, `/emulator/orders/${encodeURIComponent(orderId)}/cancel`, { reason: 'customer' });
    expect(cancelled.json).toEqual({ orderId, cancelledAt: '2026-11-21T12:00:00Z' });
    const [cancelHook] = (await hooksOf('orders/cancelled')).filter((h) => h.body.admin_graphql_api_id === orderId);
    expect(cancelHook!.body).toMatchObject({ cancelled_at: '2026-11-21T12:00:00Z', updated_at: '2026-11-21T12:00:00Z', financial_status: 'refunded' });
    ({ orders } = await pollSince('2026-11-21T11:30:00Z'));
    expect(orders.map((o) => [o.id, o.cancelledAt, o.displayFinancialStatus])).toEqual([[orderId, '2026-11-21T12:00:00Z', 'REFUNDED']]);
    expect((await control(emu, `/emulator/orders/${encodeURIComponent(orderId)}/cancel`, {})).status).toBe(409);
  });
});

describe('random orders', () => {
  it('are deterministic for a seed, spread over past days, carry the codes given, and page by updated_at', async () => {
    const make = async () => {
      const e = createEmulator({ bucket: { restoreRate: 1_000_000 }, now: () => new Date('2026-11-22T00:00:00Z') });
      const r = e.controls.placeRandomOrders({ count: 40, codes: ['ANA10', 'SOFI20'], days: 90, seed: 7, notify: false });
      const orders = [...e.store.orders.values()].map((o) => [o.createdAt, o.discountCode?.code, o.lineOriginalCents - o.discountCents, o.shippingAddress.city]);
      await e.close();
      return { r, orders };
    };
    const a = await make();
    const b = await make();
    expect(a.orders).toEqual(b.orders);
    expect(a.r).toMatchObject({ count: 40, from: expect.stringMatching(/^2026-/), to: expect.stringMatching(/^2026-11-2/) });
    expect(new Set(a.orders.map((o) => o[1]))).toEqual(new Set(['ANA10', 'SOFI20']));
    expect(a.orders.every((o) => (o[0] as string) >= '2026-08-24' && (o[0] as string) < '2026-11-22')).toBe(true);

    clock = Date.parse('2026-11-23T00:00:00Z');
    const placed = await control(emu, '/emulator/orders/random', { count: 25, code: 'LUISA15', days: 365, notify: false, seed: 3 });
    expect(placed.json).toMatchObject({ count: 25 });
    // The store now has LUISA15, so the app's lookup finds it.
    expect((await gql(emu, 'DiscountCodeByCode', { code: 'LUISA15' })).data).toMatchObject({ codeDiscountNodeByCode: { codeDiscount: { status: 'ACTIVE' } } });
    const { orders, pages } = await pollSince('2026-11-22T23:59:59Z');
    expect(orders).toHaveLength(25);
    expect(pages).toBe(9);
    expect(new Set(orders.map((o) => o.id)).size).toBe(25);
    expect(orders.every((o) => o.discountCodes[0] === 'LUISA15' && o.createdAt < '2026-11-23T00:00:00Z')).toBe(true);
    const updated = orders.map((o) => o.updatedAt);
    expect(updated).toEqual([...updated].sort());

    // Another currency: kept on the order and its money.
    const usd = await control(emu, '/emulator/orders/random', { count: 2, currency: 'usd', notify: false });
    expect(usd.status).toBe(200);
    const last = await gql(emu, { query: `query($id: ID!) { order(id: $id) { currencyCode currentSubtotalPriceSet { shopMoney { currencyCode } } } }` }, { id: usd.json.lastOrderId });
    expect(last.data).toEqual({ order: { currencyCode: 'USD', currentSubtotalPriceSet: { shopMoney: { currencyCode: 'USD' } } } });
    expect((await control(emu, '/emulator/orders/random', { count: 0 })).status).toBe(400);
  });

  it('sends a burst of orders/paid webhooks, every one signed', async () => {
    const before = (await hooksOf('orders/paid')).length;
    const r = await control(emu, '/emulator/orders/random', { count: 300, codes: ['CARLA15'], seed: 11 });
    expect(r.json).toMatchObject({ count: 300 });
    const paid = (await hooksOf('orders/paid')).slice(before);
    expect(paid).toHaveLength(300);
    expect(new Set(paid.map((h) => h.body.id)).size).toBe(300);
    expect(paid.every((h) => signedWith(h, SECRET) && (h.body.discount_codes as { code: string }[])[0]?.code === 'CARLA15')).toBe(true);
  });
});
