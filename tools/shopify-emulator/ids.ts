/**
 * Shopify global ids (`gid://shopify/Product/123`). Numeric ids start at large, type-specific bases so
 * they look like real ones (and a test cannot pass by confusing a product id with a variant id).
 */
export const ID_BASES = {
  Product: 8_000_000_000_000,
  ProductVariant: 45_000_000_000_000,
  InventoryItem: 47_000_000_000_000,
  Collection: 400_000_000_000,
  MediaImage: 30_000_000_000_000,
  DraftOrder: 1_100_000_000_000,
  DraftOrderLineItem: 58_000_000_000_000,
  Order: 6_000_000_000_000,
  LineItem: 15_000_000_000_000,
  Fulfillment: 5_500_000_000_000,
  FulfillmentEvent: 4_400_000_000_000,
  WebhookSubscription: 1_500_000_000_000,
  Location: 80_000_000_000,
  BulkOperation: 3_200_000_000_000,
  DiscountCodeNode: 1_400_000_000_000,
  DiscountRedeemCode: 19_000_000_000_000,
  Refund: 900_000_000_000,
  RefundLineItem: 500_000_000_000,
  OrderTransaction: 7_000_000_000_000,
} as const;

export type GidType = keyof typeof ID_BASES;

export function gid(type: GidType, id: number): string {
  return `gid://shopify/${type}/${id}`;
}

const GID = /^gid:\/\/shopify\/([A-Za-z]+)\/(\d+)(?:\?.*)?$/;

export function parseGid(value: string): { type: string; id: number } | null {
  const m = GID.exec(value.trim());
  if (!m?.[1] || !m[2]) return null;
  return { type: m[1], id: Number(m[2]) };
}

/** Control endpoints accept a bare number or a full gid of the expected type. */
export function idOf(value: string | number, type: GidType): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  const s = decodeURIComponent(value).trim();
  if (/^\d+$/.test(s)) return Number(s);
  const parsed = parseGid(s);
  return parsed && parsed.type === type ? parsed.id : null;
}
