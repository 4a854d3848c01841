import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { userRoles } from '../db/schema';
import type { Actor, AppEnv } from '../http/env';
import type { Role } from '../../shared/domain/roles';

export async function roleOf(db: Db, userId: string): Promise<Role | null> {
  const [row] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return row?.role ?? null;
}

/**
 * Resolves the session cookie to c.var.actor (or null). When better-auth slides the session's expiry
 * (once a day) it returns a fresh cookie, which we pass on so the browser's cookie lives as long as the
 * server's session.
 */
export function actorMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = c.get('auth');
    const { headers, response } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    let actor: Actor | null = null;
    if (response) {
      actor = {
        userId: response.user.id,
        email: response.user.email,
        fullName: response.user.name,
        role: await roleOf(c.get('db'), response.user.id),
      };
    }
    c.set('actor', actor);
    await next();
    const cookies = headers.getSetCookie();
    if (cookies.length === 0) return;
    // A copy: a handler's Response may carry immutable headers.
    c.res = new Response(c.res.body, c.res);
    for (const cookie of cookies) c.res.headers.append('Set-Cookie', cookie);
  };
}
