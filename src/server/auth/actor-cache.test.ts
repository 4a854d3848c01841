import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import type { Actor } from '../http/env';
import { createTestContext, json, type TestContext } from '../test/context';
import { ACTOR_CACHE_TTL_MS, createActorCache, sessionCacheKey } from './actor-cache';
import { cachedUntil } from './actor';
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from './auth';

type Me = { user: { id: string }; role: string | null };

const ana: Actor = { userId: 'u1', email: 'ana@example.com', fullName: 'Ana', role: 'colaboradora', colaboradoraId: 'k1' };

describe('the actor cache (decision 017)', () => {
  it('forgets an entry after its TTL, or when the session would slide', () => {
    const cache = createActorCache();
    cache.set('k', ana, 1_000_000 + 60_000, cache.generation(), 1_000_000);
    expect(cache.get('k', 1_000_000 + ACTOR_CACHE_TTL_MS - 1)).toEqual(ana);
    expect(cache.get('k', 1_000_000 + ACTOR_CACHE_TTL_MS)).toBeUndefined();
    cache.set('k', ana, 1_000_100, cache.generation(), 1_000_000);
    expect(cache.get('k', 1_000_100)).toBeUndefined();
  });

  it('does not store an answer looked up before a clear', () => {
    const cache = createActorCache();
    const before = cache.generation();
    cache.clear();
    cache.set('k', ana, Date.now() + 60_000, before);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('holds at most its bound, dropping the oldest', () => {
    const cache = createActorCache({ maxEntries: 2 });
    for (const k of ['a', 'b', 'c']) cache.set(k, ana, Date.now() + 60_000, cache.generation());
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toEqual(ana);
    expect(cache.size()).toBe(2);
  });

  it('keys on the session cookie only, and never on a "don\'t remember me" session', () => {
    const key = sessionCacheKey('theme=dark; better-auth.session_token=abc.def');
    expect(key).toBe(sessionCacheKey('better-auth.session_token=abc.def; other=1'));
    expect(key).not.toBe(sessionCacheKey('better-auth.session_token=abc.deg'));
    expect(sessionCacheKey('theme=dark')).toBeNull();
    expect(sessionCacheKey(undefined)).toBeNull();
    expect(sessionCacheKey('better-auth.session_token=abc.def; better-auth.dont_remember=x')).toBeNull();
  });

  it('stops using an entry when better-auth would slide the session', () => {
    const expiresAt = new Date(Date.UTC(2026, 0, 8));
    expect(cachedUntil(expiresAt)).toBe(expiresAt.getTime() - (SESSION_EXPIRES_IN_S - SESSION_UPDATE_AGE_S) * 1000);
  });
});

describe('sessions and roles with the actor cache in front', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('applies a role an admin assigns from the very next request of the person', async () => {
    const admin = await ctx.loginAs('admin');
    const nueva = await ctx.loginAs(null);
    expect((await json<Me>(await nueva.get('/api/me'))).role).toBeNull();
    expect((await nueva.get('/api/disponibles')).status).toBe(403);

    expect((await admin.put(`/api/roles/users/${nueva.userId}`, { role: 'colaboradora' })).status).toBe(200);
    expect((await json<Me>(await nueva.get('/api/me'))).role).toBe('colaboradora');
    expect((await nueva.get('/api/disponibles')).status).toBe(200);
  });

  it('still slides a session that is due, returning the refreshed cookie', async () => {
    const c = ctx.client();
    const up = await c.signUp('desliza@example.com', 'Desliza', 'clave-de-prueba-1');
    const { user } = (await up.json()) as { user: { id: string } };
    // As if the session was last extended two days ago: better-auth slides it once a day.
    const dueAt = new Date(Date.now() + (SESSION_EXPIRES_IN_S - 2 * SESSION_UPDATE_AGE_S) * 1000);
    await ctx.db.update(sessions).set({ expiresAt: dueAt }).where(eq(sessions.userId, user.id));

    const first = await c.get('/api/me');
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie().some((x) => x.includes('session_token='))).toBe(true);
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + (SESSION_EXPIRES_IN_S - 60) * 1000);
    expect((await c.get('/api/me')).status).toBe(200);
  });
});
