import { GraphQLError } from 'graphql';

/** Shopify's cap on `first`/`last` for any connection. */
export const MAX_PAGE_SIZE = 250;

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

type SortValue = string | number;
interface CursorData {
  last_id: number;
  last_value: SortValue;
}

function encodeCursor(c: CursorData): string {
  return Buffer.from(JSON.stringify(c)).toString('base64');
}

function decodeCursor(s: string): CursorData {
  try {
    const c = JSON.parse(Buffer.from(s, 'base64').toString('utf8')) as Partial<CursorData>;
    if (typeof c.last_id === 'number' && (typeof c.last_value === 'string' || typeof c.last_value === 'number')) {
      return { last_id: c.last_id, last_value: c.last_value };
    }
  } catch {
    // fall through to the error Shopify gives for a cursor it did not issue
  }
  throw new GraphQLError(`Invalid cursor for current pagination sort.`, { extensions: { code: 'BAD_USER_INPUT' } });
}

function compare(a: SortValue, aId: number, b: SortValue, bId: number): number {
  if (a < b) return -1;
  if (a > b) return 1;
  return aId - bId;
}

let allPages = false;

/**
 * Runs `fn` with connections that were given neither `first` nor `last` returning every item: how a
 * bulk operation reads nested connections (it ignores page sizes). Safe because execution is synchronous.
 */
export function withAllPages<T>(fn: () => T): T {
  const before = allPages;
  allPages = true;
  try {
    return fn();
  } finally {
    allPages = before;
  }
}

/**
 * Relay paging over an in-memory list. Items are sorted by (sort value, id); cursors carry that pair
 * (like Shopify's `{last_id, last_value}`) rather than a position, so paging stays correct when items
 * before the cursor are deleted between calls.
 */
export interface Keyed<T> {
  item: T;
  k: { id: number; value: SortValue };
}

/** Items in connection order: by (sort value, id), reversed when asked. */
export function sortKeyed<T>(items: readonly T[], key: (item: T) => { id: number; value: SortValue }, reverse?: boolean | null): Keyed<T>[] {
  const dir = reverse ? -1 : 1;
  const keyed = items.map((item) => ({ item, k: key(item) }));
  keyed.sort((a, b) => dir * compare(a.k.value, a.k.id, b.k.value, b.k.id));
  return keyed;
}

/**
 * Relay paging over an in-memory list. Items are sorted by (sort value, id); cursors carry that pair
 * (like Shopify's `{last_id, last_value}`) rather than a position, so paging stays correct when items
 * before the cursor are deleted between calls.
 */
export function paginate<T, N>(
  items: readonly T[],
  args: PageArgs & { reverse?: boolean | null },
  key: (item: T) => { id: number; value: SortValue },
  toNode: (item: T) => N,
) {
  checkPageArgs(args);
  return pageOf(sortKeyed(items, key, args.reverse), args, toNode);
}

function checkPageArgs(args: PageArgs): void {
  const { first, last } = args;
  if (first == null && last == null && !allPages) {
    throw new GraphQLError('you must provide one of first or last', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  for (const [name, n] of [['first', first], ['last', last]] as const) {
    if (n != null && (n < 0 || n > MAX_PAGE_SIZE)) throw pageSizeError(name, n);
  }
}

/** One page of a list already in connection order (sortKeyed with the same `reverse`). */
export function pageOf<T, N>(
  keyed: readonly Keyed<T>[],
  args: PageArgs & { reverse?: boolean | null },
  toNode: (item: T) => N,
): { nodes: N[]; edges: { cursor: string; node: N }[]; pageInfo: Record<string, unknown> } {
  checkPageArgs(args);
  const { first, last, after, before } = args;
  const dir = args.reverse ? -1 : 1;
  let start = 0;
  let end = keyed.length;
  if (after) {
    const c = decodeCursor(after);
    start = firstIndex(keyed, (e) => dir * compare(e.k.value, e.k.id, c.last_value, c.last_id) > 0);
  }
  if (before) {
    const c = decodeCursor(before);
    end = firstIndex(keyed, (e) => dir * compare(e.k.value, e.k.id, c.last_value, c.last_id) >= 0);
  }
  let slice = keyed.slice(start, Math.max(start, end));
  let hasNextPage = end < keyed.length;
  let hasPreviousPage = start > 0;
  if (first != null) {
    hasNextPage = slice.length > first || hasNextPage;
    slice = slice.slice(0, first);
  }
  if (last != null) {
    hasPreviousPage = slice.length > last || hasPreviousPage;
    slice = slice.slice(Math.max(0, slice.length - last));
  }
  const edges = slice.map((e) => ({ cursor: encodeCursor({ last_id: e.k.id, last_value: e.k.value }), node: toNode(e.item) }));
  return {
    nodes: edges.map((e) => e.node),
    edges,
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** The first index where `past` holds, on a list where it is false then true (binary search). */
function firstIndex<T>(xs: readonly T[], past: (x: T) => boolean): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (past(xs[mid] as T)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export function pageSizeError(arg: 'first' | 'last', value: number): GraphQLError {
  return new GraphQLError(
    `The \`${arg}\` argument must be between 0 and ${MAX_PAGE_SIZE}, got ${value}. Please use a value between 0 and ${MAX_PAGE_SIZE}.`,
    { extensions: { code: 'BAD_USER_INPUT', argumentName: arg, maximum: MAX_PAGE_SIZE } },
  );
}
