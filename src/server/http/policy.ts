import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { can, PERMISSIONS, type Permission } from '../../shared/domain/permissions';
import { AppError } from '../app-error';
import type { AppEnv } from './env';

/**
 * Every route declares who may call it, in one place (docs/architecture.md "The server decides"):
 * anyone, anyone signed in, or a role that holds a permission of the shared table.
 */
export type Policy = 'public' | 'authenticated' | Permission;

export interface RoutePolicy {
  method: string;
  /** Hono's form (/api/roles/users/:userId), as listed by app.routes. */
  path: string;
  policy: Policy;
}

// Route definitions are module-level constants, so one registry per process is the truth for every app.
const registry = new Map<string, RoutePolicy>();

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const toHonoPath = (path: string) => path.replaceAll(/\/{(.+?)}/g, '/:$1');

export function isPolicy(value: unknown): value is Policy {
  return value === 'public' || value === 'authenticated' || (typeof value === 'string' && value in PERMISSIONS);
}

export interface RouteOptions {
  /**
   * The handler reads its request body itself, streamed and capped by its own limit (file uploads):
   * the app's 1 MB limit for JSON bodies leaves it alone.
   */
  streamsBody?: boolean;
}

/** Routes that stream their own bodies, as method + a pattern of the concrete path. */
const streamedBodies: { method: string; pattern: RegExp }[] = [];

const patternOf = (honoPath: string) =>
  new RegExp(`^${honoPath.replaceAll(/[.*+?^$()|[\]\\]/g, '\\$&').replaceAll(/:[^/]+/g, '[^/]+')}$`);

/** Declares the policy of a route that is not an OpenAPI route (auth handler, health, static files). */
export function declarePolicy(method: string, path: string, policy: Policy, options: RouteOptions = {}): void {
  const entry = { method: method.toUpperCase(), path: toHonoPath(path), policy };
  const existing = registry.get(keyOf(entry.method, entry.path));
  if (existing && existing.policy !== policy) {
    throw new Error(`Route ${entry.method} ${entry.path} declared twice with different policies`);
  }
  registry.set(keyOf(entry.method, entry.path), entry);
  if (options.streamsBody && !streamedBodies.some((s) => s.method === entry.method && s.pattern.source === patternOf(entry.path).source)) {
    streamedBodies.push({ method: entry.method, pattern: patternOf(entry.path) });
  }
}

/** Whether this request's route declared that it streams and limits its own body (RouteOptions.streamsBody). */
export function streamsOwnBody(method: string, path: string): boolean {
  for (const s of streamedBodies) if (s.method === method && s.pattern.test(path)) return true;
  return false;
}

export function policyOf(method: string, path: string): Policy | undefined {
  return registry.get(keyOf(method, path))?.policy;
}

/** Every declared route with its policy, for the route-policy test, the guard matrix and docs. */
export function listRoutePolicies(): RoutePolicy[] {
  return [...registry.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** 401 without a session, 403 without the permission. Runs before body validation. */
export function requirePolicy(policy: Policy): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (policy === 'public') return next();
    const actor = c.get('actor');
    if (!actor) throw new AppError('UNAUTHENTICATED');
    if (policy !== 'authenticated' && !can(actor.role, policy)) throw new AppError('FORBIDDEN');
    return next();
  };
}

/** requirePolicy for one permission, for code paths that decide inside a handler. */
export const requirePermission = (permission: Permission) => requirePolicy(permission);

type RouteInput = Omit<RouteConfig, 'middleware'> & { policy: Policy } & RouteOptions;

/**
 * The only way to define an API route: createRoute plus a mandatory policy. The policy's guard is the
 * route's first middleware, and the policy is recorded for the route walk test.
 */
export function defineRoute<P extends string, R extends RouteInput & { path: P }>(config: R) {
  const { policy, streamsBody, ...rest } = config;
  if (!isPolicy(policy)) throw new Error(`Route ${config.method} ${config.path}: unknown policy ${String(policy)}`);
  declarePolicy(config.method, config.path, policy, { streamsBody });
  return createRoute({ ...rest, middleware: [requirePolicy(policy)] as const });
}
