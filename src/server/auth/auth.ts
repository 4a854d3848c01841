import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { LIMITS } from '../../shared/domain/limits';
import { authBeforeHook } from './password-policy';
import { RESET_TOKEN_TTL_S } from './recuperacion';

/**
 * The only header better-auth reads the client IP from. The Hono layer always overwrites it (from the
 * socket, or from X-Forwarded-For when TRUST_PROXY), so a client cannot pick its own rate-limit bucket.
 */
export const CLIENT_IP_HEADER = 'x-colabora-client-ip';

const SEVEN_DAYS = 60 * 60 * 24 * 7;
const ONE_DAY = 60 * 60 * 24;
/** Session lifetime and sliding step, in seconds (the actor cache must slide at the same moment). */
export const SESSION_EXPIRES_IN_S = SEVEN_DAYS;
export const SESSION_UPDATE_AGE_S = ONE_DAY;

export function createAuth({ config, db, logger }: { config: Config; db: Db; logger: Logger }) {
  return betterAuth({
    appName: 'Colabora',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.appSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema,
      // No adapter transactions: on PGlite a transaction holds the only connection, and our hooks
      // query through `db`, which would wait for it forever.
      transaction: false,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: LIMITS.passwordMax,
      autoSignIn: true,
      // A reset ends every session, as a change ends the others (decision 030).
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_S,
      // Never called: the before hook answers /request-password-reset (the same work for any address,
      // decision 058); better-auth only needs it present to keep the endpoint on.
      sendResetPassword: async () => {},
    },
    user: { modelName: 'profiles', fields: { name: 'fullName' } },
    session: {
      modelName: 'sessions',
      expiresIn: SESSION_EXPIRES_IN_S,
      updateAge: SESSION_UPDATE_AGE_S,
    },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    rateLimit: {
      // On in every environment: the e2e suite raises the limit instead of turning it off.
      enabled: true,
      storage: 'database',
      modelName: 'rateLimits',
      window: 10,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: config.authRateLimitMax },
        '/sign-up/email': { window: 60, max: config.authSignUpRateLimitMax },
        // Each attempt checks the current password: limited like sign-in (decision 030).
        '/change-password': { window: 60, max: config.authRateLimitMax },
        // Per client; recuperacion.ts adds a per-address limit that answers the same (issue 17).
        '/request-password-reset': { window: 60, max: config.authRateLimitMax },
        '/reset-password': { window: 60, max: config.authRateLimitMax },
      },
    },
    advanced: {
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // Common passwords and the email refused wherever a password is set; other sessions end on a change;
    // a recovery request queued the same way for any address.
    hooks: { before: authBeforeHook({ db, logger }) },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await makeFirstUserAdmin(db, user.id);
          },
        },
      },
    },
    telemetry: { enabled: false },
    // better-auth's own messages (failed sign-ins, hook failures) go to our JSON log.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const extra = args.length > 0 ? { details: args.map(String) } : {};
        logger[level === 'debug' ? 'debug' : level]({ ...extra, source: 'better-auth' }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The first account on an empty instance becomes admin. The singleton primary key of
 * instance_bootstrap decides the race: of two simultaneous first sign-ups only one inserts the row,
 * and only that one gets the admin role. Everyone after waits with no role.
 */
export async function makeFirstUserAdmin(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // INSERT ... ON CONFLICT DO NOTHING RETURNING: a row back means this user won.
    const won = await tx
      .insert(schema.instanceBootstrap)
      .values({ singleton: true, firstAdminId: userId })
      .onConflictDoNothing()
      .returning({ firstAdminId: schema.instanceBootstrap.firstAdminId });
    if (won.length === 0) return false;
    await tx.insert(schema.userRoles).values({ userId, role: 'admin' });
    return true;
  });
}
