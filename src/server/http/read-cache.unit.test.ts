import { describe, expect, it } from 'vitest';
import { createReadCache, wantsFreshReads } from './read-cache';

describe('read cache (decision 026)', () => {
  it('answers from memory within the TTL and reads again after it', async () => {
    let clock = 1_000;
    const cache = createReadCache({ ttlMs: 2_000, now: () => clock });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read('k', load)).toBe(1);
    clock += 1_999;
    expect(await cache.read('k', load)).toBe(1);
    clock += 1;
    expect(await cache.read('k', load)).toBe(2);
  });

  it('forgets everything on clear, and does not keep a read that was under way during one', async () => {
    const cache = createReadCache();
    let release!: (v: string) => void;
    const slow = cache.read('k', () => new Promise<string>((r) => (release = r)));
    cache.clear();
    release('old');
    expect(await slow).toBe('old');
    expect(cache.size()).toBe(0);
    expect(await cache.read('k', async () => 'new')).toBe('new');
    cache.clear();
    expect(await cache.read('k', async () => 'newer')).toBe('newer');
  });

  it('reads through in bypassing mode, and the fresh answer replaces the copy for everyone', async () => {
    const cache = createReadCache();
    expect(await cache.read('k', async () => 'old')).toBe('old');
    expect(await cache.bypassing().read('k', async () => 'new')).toBe('new');
    expect(await cache.read('k', async () => 'unused')).toBe('new');
    // Clearing through either view clears the one cache.
    cache.bypassing().clear();
    expect(cache.size()).toBe(0);
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const cache = createReadCache({ maxEntries: 2 });
    for (const k of ['a', 'b', 'c']) await cache.read(k, async () => k);
    expect(cache.size()).toBe(2);
    expect(await cache.read('a', async () => 'a again')).toBe('a again');
    expect(await cache.read('c', async () => 'c again')).toBe('c');
  });

  it('tells the fresh-reads cookie from look-alikes', () => {
    expect(wantsFreshReads('colabora_fresh=1')).toBe(true);
    expect(wantsFreshReads('better-auth.session_token=abc; colabora_fresh=1')).toBe(true);
    expect(wantsFreshReads('x_colabora_fresh=1')).toBe(false);
    expect(wantsFreshReads('better-auth.session_token=colabora_fresh=1')).toBe(false);
    expect(wantsFreshReads(undefined)).toBe(false);
  });
});
