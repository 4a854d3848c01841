import { hash } from 'node:crypto';
import type { Actor } from '../http/env';

/**
 * A short-lived, bounded copy of "this session cookie is this person with this role" (decision 017).
 * PostgreSQL stays the only source of truth: an entry only saves re-reading it for TTL_MS, it is
 * never written back, and a miss simply asks better-auth again.
 *
 * Staleness is bounded two ways:
 * - on this instance, every state-changing request clears the whole cache when it finishes (sign-out,
 *   change of password, role assignment, invitation use all are such requests), and a lookup that
 *   started before a clear does not store its possibly old answer (the generation check);
 * - on other instances, an entry lives at most TTL_MS, so a sign-out or role change elsewhere is seen
 *   here within that many milliseconds.
 */
export const ACTOR_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  actor: Actor;
  storedAt: number;
  /** The cached answer is unusable from here on: the session expired or is due for sliding. */
  validUntil: number;
}

export interface ActorCache {
  get(key: string, now?: number): Actor | undefined;
  /** Stores only when no clear happened since `generation` was read. */
  set(key: string, actor: Actor, validUntil: number, generation: number, now?: number): void;
  generation(): number;
  clear(): void;
  size(): number;
}

export function createActorCache({ ttlMs = ACTOR_CACHE_TTL_MS, maxEntries = MAX_ENTRIES } = {}): ActorCache {
  const entries = new Map<string, Entry>();
  let generation = 0;
  return {
    get(key, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now - entry.storedAt >= ttlMs || now >= entry.validUntil) {
        entries.delete(key);
        return undefined;
      }
      return entry.actor;
    },
    set(key, actor, validUntil, atGeneration, now = Date.now()) {
      if (atGeneration !== generation) return;
      entries.delete(key);
      // Map keeps insertion order: the first key is the oldest entry.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { actor, storedAt: now, validUntil });
    },
    generation: () => generation,
    clear() {
      generation += 1;
      entries.clear();
    },
    size: () => entries.size,
  };
}

const SESSION_COOKIE = /(?:^|;\s*)((?:__Secure-)?better-auth\.session_token)=([^;]*)/g;

/**
 * The cache key of a request: a SHA-256 of its session cookie(s), or null without one. Only an exact,
 * already-verified signed cookie value can hit, so the key needs no signature check of its own.
 */
export function sessionCacheKey(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const parts: string[] = [];
  for (const m of cookieHeader.matchAll(SESSION_COOKIE)) parts.push(`${m[1]}=${m[2]}`);
  // better-auth's "don't remember me" cookie changes how it slides the session: never cache those.
  if (parts.length === 0 || cookieHeader.includes('better-auth.dont_remember')) return null;
  // The one-shot hash: no Hash object per request.
  return hash('sha256', parts.join(';'), 'base64url');
}
