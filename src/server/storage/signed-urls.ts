import { createHmac, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '../../shared/domain/limits';
import { assertSafeKey, isBucket, type Bucket } from './storage';

/**
 * File URLs are signed with APP_SECRET and expire (spec §7: 3600 s). Whoever holds a URL may read that
 * one file until it expires; who is given a URL is decided by the feature that lists the file.
 */
export interface FileRef {
  bucket: Bucket;
  key: string;
}

const PREFIX = '/api/files';

function signature(secret: string, ref: FileRef, expires: number): string {
  return createHmac('sha256', secret).update(`files:v1\n${ref.bucket}\n${ref.key}\n${expires}`).digest('base64url');
}

export function signFileUrl(
  secret: string,
  ref: FileRef,
  options: { now?: number; ttlSeconds?: number } = {},
): string {
  assertSafeKey(ref.key);
  const now = options.now ?? Date.now();
  const expires = Math.floor(now / 1000) + (options.ttlSeconds ?? LIMITS.signedUrlSeconds);
  const path = ref.key.split('/').map(encodeURIComponent).join('/');
  return `${PREFIX}/${ref.bucket}/${path}?exp=${expires}&sig=${signature(secret, ref, expires)}`;
}

export type VerifyResult = { ok: true; ref: FileRef } | { ok: false; reason: 'malformed' | 'expired' | 'bad-signature' };

/** Checks a signed URL's parts: the bucket and key from the path, exp and sig from the query. */
export function verifyFileUrl(
  secret: string,
  parts: { bucket: string; key: string; exp: string | undefined; sig: string | undefined },
  now: number = Date.now(),
): VerifyResult {
  const { bucket, key, exp, sig } = parts;
  if (!isBucket(bucket) || !exp || !sig || !/^\d{1,12}$/.test(exp)) return { ok: false, reason: 'malformed' };
  try {
    assertSafeKey(key);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const ref = { bucket, key };
  const expected = Buffer.from(signature(secret, ref, Number(exp)));
  const given = Buffer.from(sig);
  // Lengths first: timingSafeEqual throws on different lengths.
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'bad-signature' };
  if (Number(exp) * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, ref };
}
