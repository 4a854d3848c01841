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
 * What the browser loads for a stored value: signed URLs for our files (the original and its WebP
 * thumbnail), a web URL as itself (it has no thumbnail of ours), nothing for null or a broken reference.
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
  if (/^https?:\/\//i.test(stored)) return { url: stored, thumbUrl: stored };
  return { url: null, thumbUrl: null };
}
