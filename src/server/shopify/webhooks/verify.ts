import { createHmac, timingSafeEqual } from 'node:crypto';

/** Shopify's signature: HMAC-SHA256 of the raw body with the app's secret, base64, compared in constant time. */
export function verifyWebhook(secret: string, rawBody: string | Buffer, header: string | null | undefined): boolean {
  if (!secret || !header) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(rawBody).digest('base64'));
  const given = Buffer.from(header);
  // timingSafeEqual throws on different lengths; a different length is simply a bad signature.
  return expected.length === given.length && timingSafeEqual(expected, given);
}
