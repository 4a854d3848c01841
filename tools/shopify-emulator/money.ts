import type { AppliedDiscount, DraftOrder } from './store';

/** A decimal string or number of the shop's currency as integer cents (money is never summed as floats). */
export function toCents(amount: number | string): number {
  return Math.round(Number(amount) * 100);
}

/** Cents as Shopify writes money in REST payloads and GraphQL `amount`: "123.45". */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function lineDiscount(unitPrice: string, quantity: number, d: AppliedDiscount | null): number {
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

/**
 * A code's percentage split over the lines: each line's share rounded to the cent (Shopify allocates an
 * order-level code across the lines it applies to). `percentage` is 0..1 as DiscountPercentage holds it.
 */
export function allocatePercentage(lineCents: readonly number[], percentage: number): number[] {
  return lineCents.map((c) => Math.min(c, Math.max(0, Math.round(c * percentage))));
}
