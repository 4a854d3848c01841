/**
 * A short-lived, bounded copy of hot reads that many requests share (decision 026), with the actor
 * cache's staleness rules (decision 017): PostgreSQL stays the only source of truth, an entry only saves
 * re-reading it for `ttlMs`, and
 * - on this instance every state-changing /api request clears it when it finishes, and a read that
 *   started before a clear does not store its possibly old answer (the generation check);
 * - changes made elsewhere (another instance, the scheduled store sync) are seen within `ttlMs`.
 * Only for reads whose staleness the server re-checks on write (a creator asking for an item that was
 * taken a second ago is refused by the request itself).
 */
export const READ_CACHE_TTL_MS = 2_000;
const MAX_ENTRIES = 5_000;

export interface ReadCache {
  /** The cached value of `key`, or `load()`'s, stored unless a clear happened while it ran. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  size(): number;
}

export function createReadCache({ ttlMs = READ_CACHE_TTL_MS, maxEntries = MAX_ENTRIES, now = Date.now } = {}): ReadCache {
  const entries = new Map<string, { value: unknown; storedAt: number }>();
  let generation = 0;
  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && now() - entry.storedAt < ttlMs) return entry.value as T;
      const atGeneration = generation;
      const value = await load();
      if (atGeneration === generation) {
        entries.delete(key);
        // Map keeps insertion order: the first key is the oldest entry.
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, { value, storedAt: now() });
      }
      return value;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    size: () => entries.size,
  };
}
