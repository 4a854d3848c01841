import type { Readable } from 'node:stream';

/** The two buckets of spec §7. */
export const BUCKETS = ['entregas', 'colaboradoras'] as const;
export type Bucket = (typeof BUCKETS)[number];

export function isBucket(value: string): value is Bucket {
  return (BUCKETS as readonly string[]).includes(value);
}

export interface StoredObject {
  body: Readable;
  /** The whole object's size, also when body holds only a range of it. */
  size: number;
  contentType: string;
}

export interface ObjectInfo {
  size: number;
  contentType: string;
}

/** Inclusive byte offsets, as in HTTP Range (video seeking). */
export interface ByteRange {
  start: number;
  end: number;
}

/** One object of a listing: its key and when it was last written. */
export interface ListedObject {
  key: string;
  modifiedAt: Date;
}

/**
 * Where file bytes live: local disk by default, S3-compatible object storage when configured.
 * put() is all-or-nothing: a reader never sees a partly written object, and a failed put leaves nothing.
 */
export interface Storage {
  readonly driver: 'disk' | 's3';
  put(bucket: Bucket, key: string, body: Buffer | Readable, options: { contentType: string }): Promise<void>;
  /** The object's bytes, or only `range` of them; null when there is no such object. */
  get(bucket: Bucket, key: string, options?: { range?: ByteRange }): Promise<StoredObject | null>;
  /** Size and content type without the bytes; null when there is no such object. */
  stat(bucket: Bucket, key: string): Promise<ObjectInfo | null>;
  exists(bucket: Bucket, key: string): Promise<boolean>;
  delete(bucket: Bucket, key: string): Promise<void>;
  /**
   * Every object whose key starts with `prefix` (a folder, ending in '/'), for the sweeps that remove
   * files no row points to (decision 046). Unordered; a temporary half-written object is not listed.
   */
  list(bucket: Bucket, prefix: string): AsyncIterable<ListedObject>;
  /**
   * Removes what an interrupted put() left behind (the disk's temporary files older than `olderThanMs`);
   * returns how many. S3 has nothing to do: an unfinished multipart upload is aborted by put() itself,
   * and one orphaned by a crash is for the bucket's lifecycle rule (decision 046).
   */
  sweepTemporary(olderThanMs: number): Promise<number>;
}

/**
 * Keys come from our own path builders, but a key is also read back from URLs: refuse anything that
 * could leave the bucket (absolute paths, '..', backslashes, control characters).
 */
export function assertSafeKey(key: string): void {
  const bad =
    key.length === 0 ||
    key.length > 512 ||
    key.startsWith('/') ||
    key.includes('\\') ||
    key.split('/').some((part) => part === '' || part === '.' || part === '..') ||
    // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
    /[\u0000-\u001f\u007f]/.test(key);
  if (bad) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}
