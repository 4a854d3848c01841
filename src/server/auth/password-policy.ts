import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { isCommonPassword } from '../../shared/domain/common-passwords';
import { newPasswordProblem } from '../../shared/schemas/auth';
import { queueResetRequest, RESET_REQUESTED_MESSAGE } from './recuperacion';

/** The error code better-auth answers a refused new password with; translateAuthResponse keeps its message. */
export const WEAK_PASSWORD_CODE = 'WEAK_PASSWORD';

/** better-auth's endpoints that set a password, and the body field that carries the new one. */
const NEW_PASSWORD_FIELD: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  // Recovery (issue 17): the person is found from the emailed token.
  '/reset-password': 'newPassword',
  '/set-password': 'newPassword',
};

/**
 * better-auth's `hooks.before` (decision 030): every endpoint that sets a password refuses a common one
 * and one equal to the person's email, whoever calls it — our HTTP wrapper (which has already checked
 * the same rule, to answer in the spec's order), `auth.api.*` from server code, or an endpoint we open
 * later. A password change always ends the person's other sessions: `revokeOtherSessions` is forced on.
 * A recovery request is answered here, after better-auth's rate limit and without its endpoint.
 */
export const authBeforeHook = ({ db, logger }: { db: Db; logger: Logger }) =>
  createAuthMiddleware(async (ctx) => {
    if (ctx.path === '/request-password-reset') {
      // After better-auth's per-client rate limit, instead of its endpoint: the same work for any
      // address (recuperacion.ts, decision 058). The wrapper has already checked the address.
      const email = (ctx.body as { email?: unknown } | undefined)?.email;
      await queueResetRequest(db, logger, typeof email === 'string' ? email : '');
      return ctx.json({ status: true, message: RESET_REQUESTED_MESSAGE });
    }
    const field = NEW_PASSWORD_FIELD[ctx.path];
    if (!field) return;
    const body: Record<string, unknown> = typeof ctx.body === 'object' && ctx.body !== null ? (ctx.body as Record<string, unknown>) : {};
    const candidate = body[field];
    // A missing or non-string password is the endpoint's own validation to answer.
    if (typeof candidate !== 'string') return;

    let email = typeof body.email === 'string' ? body.email : undefined;
    if (ctx.path === '/change-password' || ctx.path === '/set-password') {
      const session = await getSessionFromCtx(ctx);
      // Without a session the endpoint answers 401 itself.
      if (!session) return;
      email = session.user.email;
    }
    if (ctx.path === '/reset-password' && typeof body.token === 'string') {
      // An unknown or used token is the endpoint's own answer (INVALID_TOKEN); here only its person's email.
      const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${body.token}`);
      const user = verification ? await ctx.context.internalAdapter.findUserById(verification.value) : null;
      email = user?.email;
    }
    const currentPassword = ctx.path === '/change-password' && typeof body.currentPassword === 'string' ? body.currentPassword : undefined;
    const problem = newPasswordProblem(candidate, { email, currentPassword, isCommon: isCommonPassword });
    if (problem) throw new APIError('BAD_REQUEST', { code: WEAK_PASSWORD_CODE, message: problem });

    if (ctx.path === '/change-password') return { context: { body: { ...body, revokeOtherSessions: true } } };
  });
