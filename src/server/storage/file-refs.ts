import { thumbnailKey } from './paths';
import { signFileUrl, type FileRef } from './signed-urls';
import { assertSafeKey, isBucket } from './storage';

/**
 * A file of ours is stored in a database column as `storage://<bucket>/<key>`; a web URL (a store
 * image) is stored as itself. The browser never gets the storage reference's bytes directly, only
 * URLs signed for 3600 s: which person may be given them is the calling feature's decision (a creator
 * only for her own files).
 */
const SCHEME = 'storage://';

export function toStorageRef(ref: FileRef): string {
  assertSafeKey(ref.key);
  return `${SCHEME}${ref.bucket}/${ref.key}`;
}

/** The bucket and key of a storage reference; null for anything else or anything unsafe. */
export function parseStorageRef(value: string | null | undefined): FileRef | null {
  if (!value || !value.startsWith(SCHEME)) return null;
  const rest = value.slice(SCHEME.length);
  const slash = rest.indexOf('/');
  if (slash <= 0) return null;
  const bucket = rest.slice(0, slash);
  const key = rest.slice(slash + 1);
  if (!isBucket(bucket)) return null;
  try {
    assertSafeKey(key);
  } catch {
    return null;
  }
  return { bucket, key };
}

export interface FileUrls {
  url: string | null;
  thumbUrl: string | null;
}

/**
 * The width a store image's thumbnail is asked for (decision 107): the widest place one is drawn, a
 * Disponibles card on a phone (~190 CSS px at up to 3 device pixels per CSS pixel), so it is sharp there
 * and a fraction of the original elsewhere (40–48 px rows and cards, 320 px gallery tiles).
 */
export const STORE_THUMB_WIDTH_PX = 600;

/**
 * A store image's thumbnail: Shopify's CDN resizes an image to the `width` its URL asks for (what
 * Liquid's `image_url: width:` and Hydrogen's loader add), so a 40 px row no longer downloads and decodes
 * the product's original photo (often 2,000 px and more). Any other address, or one that already asks
 * for a size, is used as it is.
 */
function storeThumbUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const shopifyCdn = parsed.hostname === 'cdn.shopify.com' || (parsed.hostname.endsWith('.myshopify.com') && parsed.pathname.startsWith('/cdn/shop/'));
  if (!shopifyCdn || parsed.searchParams.has('width') || parsed.searchParams.has('height')) return url;
  parsed.searchParams.set('width', String(STORE_THUMB_WIDTH_PX));
  return parsed.toString();
}

/**
 * What the browser loads for a stored value: signed URLs for our files (the original and its WebP
 * thumbnail), a web URL as itself with, from the store's CDN, a thumbnail of the width it is drawn at
 * (storeThumbUrl), nothing for null or a broken reference.
 */
export function fileUrls(secret: string, stored: string | null | undefined, now: number = Date.now()): FileUrls {
  if (!stored) return { url: null, thumbUrl: null };
  const ref = parseStorageRef(stored);
  if (ref) {
    return {
      url: signFileUrl(secret, ref, { now }),
      thumbUrl: signFileUrl(secret, { bucket: ref.bucket, key: thumbnailKey(ref.key) }, { now }),
    };
  }
  if (/^https?:\/\//i.test(stored)) return { url: stored, thumbUrl: storeThumbUrl(stored) };
  return { url: null, thumbUrl: null };
}
