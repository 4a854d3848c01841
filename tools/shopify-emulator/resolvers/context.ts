import type { GraphQLResolveInfo } from 'graphql';
import type { BulkManager } from '../bulk';
import type { Store } from '../store';

export interface ResolverContext {
  store: Store;
  /** The emulator's public origin, for invoice and image URLs (known only once it listens). */
  baseUrl: string;
  apiVersion: string;
  bulk?: BulkManager;
  /** The plan the rate limit follows (Shop.plan). */
  plan?: () => string;
  /** The access scopes the token holds (currentAppInstallation.accessScopes); absent: every scope. */
  scopes?: () => readonly string[];
}

export type Args = Record<string, unknown>;
/** A field whose value depends on its arguments; the emulator's field resolver calls it. */
export type Lazy = (args: Args, ctx: ResolverContext, info: GraphQLResolveInfo) => unknown;
/** A GraphQL object as the emulator serves it: a missing key means "not implemented". */
export type View = Record<string, unknown>;

export function money(amount: number | string, currencyCode: string): View {
  const n = typeof amount === 'number' ? amount : Number(amount);
  return { amount: n.toFixed(2), currencyCode };
}

export function moneyBag(amount: number | string, currencyCode: string): View {
  const m = money(amount, currencyCode);
  return { shopMoney: m, presentmentMoney: m };
}

export function count(n: number): View {
  return { count: n, precision: 'EXACT' };
}

export function str(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}

export function int(v: unknown): number | null {
  return typeof v === 'number' ? v : null;
}
