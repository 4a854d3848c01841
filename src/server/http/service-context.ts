import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Storage } from '../storage';
import { AppError } from '../app-error';
import type { Actor, AppEnv } from './env';
import type { ReadCache } from './read-cache';

/**
 * What a service gets from the request, in one small object: services take `(ctx, input)` and
 * destructure what they need (a service that needs less asks for a Pick of it, so jobs and tests can
 * call it with just that).
 */
export interface ServiceContext {
  db: Db;
  config: Config;
  /** APP_SECRET: file URLs handed out are signed with it. */
  secret: string;
  /** Uploaded files (disk or S3). */
  storage: Storage;
  logger: Logger;
  /** Hot shared reads (decisions 026 and 028): this request's view, bypassing right after one's own write. */
  cache: ReadCache;
  /** The signed-in person; the route's policy has already turned anonymous requests away. */
  actor: Actor;
}

/** The context of a public route (an invitation's status): no actor. */
export type PublicServiceContext = Omit<ServiceContext, 'actor'>;

/** The service context of this request, for a public route. Built from c.var when the handler runs. */
export function publicServiceContext(c: Context<AppEnv>): PublicServiceContext {
  const v = c.var;
  return { db: v.db, config: v.config, secret: v.config.appSecret, storage: v.storage, logger: v.logger, cache: v.readCache };
}

/** The service context of this request; UNAUTHENTICATED without a session (the policy guard said so first). */
export function svc(c: Context<AppEnv>): ServiceContext {
  const actor = c.var.actor;
  if (!actor) throw new AppError('UNAUTHENTICATED');
  return { ...publicServiceContext(c), actor };
}

/** Her creator row's id (Actor.colaboradoraId), or PROFILE_NOT_FOUND when she has none. */
export function creatorIdOf(actor: Actor): string {
  if (!actor.colaboradoraId) throw new AppError('PROFILE_NOT_FOUND');
  return actor.colaboradoraId;
}
