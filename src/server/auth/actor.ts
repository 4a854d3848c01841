import { eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { colaboradoras, userRoles } from '../db/schema';
import type { Actor, AppEnv } from '../http/env';
import { isReadMethod } from '../http/methods';
import { sessionCacheKey, type ActorCache } from './actor-cache';
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from './auth';

const roleStatement = preparedPerDatabase((db) =>
  db
    .select({ role: userRoles.role, colaboradoraId: colaboradoras.id })
    .from(userRoles)
    .leftJoin(colaboradoras, eq(colaboradoras.userId, userRoles.userId))
    .where(eq(userRoles.userId, sql`${sql.placeholder('userId')}::text`))
    .prepare('actor_role'),
);

/**
 * Her role and, for a colaboradora, her creator row's id: one statement (user_roles LEFT JOIN
 * colaboradoras, both unique by user), so no service looks the creator id up again.
 */
async function roleOf(db: Db, userId: string): Promise<Pick<Actor, 'role' | 'colaboradoraId'>> {
  const [row] = await roleStatement(db).execute({ userId });
  const role = row?.role ?? null;
  return { role, colaboradoraId: role === 'colaboradora' ? (row?.colaboradoraId ?? null) : null };
}

/**
 * When better-auth would slide this session (updateAge after it was last extended) or end it; from then
 * on the cache must send the request through getSession, which refreshes the row and the cookie.
 */
export function cachedUntil(expiresAt: Date): number {
  const slideAt = expiresAt.getTime() - SESSION_EXPIRES_IN_S * 1000 + SESSION_UPDATE_AGE_S * 1000;
  return Math.min(slideAt, expiresAt.getTime());
}

/**
 * Resolves the session cookie to c.var.actor (or null). When better-auth slides the session's expiry
 * (once a day) it returns a fresh cookie, which we pass on so the browser's cookie lives as long as the
 * server's session. A signed-in person's repeated requests within a few seconds reuse the answer from
 * `cache` (decision 017) instead of three queries each.
 */
export function actorMiddleware(cache: ActorCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = sessionCacheKey(c.req.header('cookie'));
    const hit = key ? cache.get(key) : undefined;
    if (hit) {
      c.set('actor', hit);
      return next();
    }
    const generation = cache.generation();
    const auth = c.get('auth');
    const { headers, response } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    let actor: Actor | null = null;
    if (response) {
      actor = {
        userId: response.user.id,
        email: response.user.email,
        fullName: response.user.name,
        ...(await roleOf(c.get('db'), response.user.id)),
      };
    }
    const cookies = headers.getSetCookie();
    // A refreshed session is cached from the next request on, when its new expiry is read back.
    if (key && actor && cookies.length === 0) cache.set(key, actor, cachedUntil(new Date(response!.session.expiresAt)), generation);
    c.set('actor', actor);
    await next();
    if (cookies.length === 0) return;
    // A copy: a handler's Response may carry immutable headers.
    c.res = new Response(c.res.body, c.res);
    for (const cookie of cookies) c.res.headers.append('Set-Cookie', cookie);
  };
}

/**
 * Every state-changing request may change who someone is (sign-out, password, role, invitation) or what
 * a shared read shows: when it ends, this instance forgets every cached actor and read, so the change
 * holds here from the next request on.
 */
export function clearCachesAfterWrites(...caches: { clear(): void }[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isReadMethod(c.req.method)) return next();
    try {
      await next();
    } finally {
      for (const cache of caches) cache.clear();
    }
  };
}
