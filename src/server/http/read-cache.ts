import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { isReadMethod } from './methods';

/**
 * A short-lived, bounded copy of hot reads that many requests share (decision 026), with the actor
 * cache's staleness rules (decision 017): PostgreSQL stays the only source of truth, an entry only saves
 * re-reading it for `ttlMs`, and
 * - on this instance every state-changing /api request clears it when it finishes, and a read that
 *   started before a clear does not store its possibly old answer (the generation check);
 * - changes made elsewhere (another instance, the scheduled store sync) are seen within `ttlMs`, and
 *   the person who made them sees them at once on every instance (the fresh-reads cookie, below).
 * Only for reads whose staleness the server re-checks on write (a creator asking for an item that was
 * taken a second ago is refused by the request itself).
 */
export const READ_CACHE_TTL_MS = 2_000;
/**
 * After any state-changing request, the browser carries this cookie for a little longer than an entry
 * can live: its reads skip every instance's copies (decision 028), so she sees what she just did even
 * when the balancer sends her next read to another instance.
 */
export const FRESH_READS_COOKIE = 'colabora_fresh';
const FRESH_READS_S = Math.ceil(READ_CACHE_TTL_MS / 1000) + 1;
const MAX_ENTRIES = 5_000;

export interface ReadCache {
  /** The cached value of `key`, or `load()`'s, stored unless a clear happened while it ran. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  size(): number;
  /** The same cache for a reader who must see the database: every read loads, and refreshes the copy. */
  bypassing(): ReadCache;
}

export function createReadCache({ ttlMs = READ_CACHE_TTL_MS, maxEntries = MAX_ENTRIES, now = Date.now } = {}): ReadCache {
  const entries = new Map<string, { value: unknown; storedAt: number }>();
  let generation = 0;
  const loadAndStore = async <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const atGeneration = generation;
    const value = await load();
    if (atGeneration === generation) {
      entries.delete(key);
      // Map keeps insertion order: the first key is the oldest entry.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, storedAt: now() });
    }
    return value;
  };
  const cache: ReadCache = {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && now() - entry.storedAt < ttlMs) return entry.value as T;
      return loadAndStore(key, load);
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    size: () => entries.size,
    bypassing: () => bypass,
  };
  const bypass: ReadCache = { ...cache, read: loadAndStore, bypassing: () => bypass };
  return cache;
}

const FRESH_READS_SENT = new RegExp(`(?:^|;\\s*)${FRESH_READS_COOKIE}=`);

/** Whether the request carries the fresh-reads cookie (a cheap look: no cookie parsing per read). */
export function wantsFreshReads(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && FRESH_READS_SENT.test(cookieHeader);
}

/**
 * Read-your-writes across instances (decision 028). A state-changing request's answer sets the
 * fresh-reads cookie; a read that carries it gets c.var.readCache in bypassing mode.
 */
export function freshReadsAfterWrites(secure: boolean): MiddlewareHandler<AppEnv> {
  const cookie = `${FRESH_READS_COOKIE}=1; Max-Age=${FRESH_READS_S}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return async (c, next) => {
    if (isReadMethod(c.req.method)) {
      if (wantsFreshReads(c.req.header('cookie'))) c.set('readCache', c.get('readCache').bypassing());
      return next();
    }
    await next();
    c.header('Set-Cookie', cookie, { append: true });
  };
}
