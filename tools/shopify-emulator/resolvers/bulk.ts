import { GraphQLError } from 'graphql';
import { paginate, type PageArgs } from '../connection';
import type { BulkOperationRecord } from '../bulk';
import { gid, parseGid } from '../ids';
import { matches, parseSearch } from '../search';
import { str, type Args, type ResolverContext, type View } from './context';

function manager(ctx: ResolverContext) {
  if (!ctx.bulk) throw new GraphQLError('Bulk operations are not available in this emulator context.');
  return ctx.bulk;
}

export function bulkOperationView(ctx: ResolverContext, op: BulkOperationRecord): View {
  const bulk = manager(ctx);
  return {
    __typename: 'BulkOperation',
    id: gid('BulkOperation', op.id),
    type: op.type,
    // Read at resolution time: a poll sees the status and counts of that moment.
    status: () => bulk.status(op),
    errorCode: () => op.errorCode,
    createdAt: op.createdAt,
    completedAt: () => op.completedAt,
    // UnsignedInt64 travels as a string, as Shopify sends it.
    objectCount: () => String(op.objectCount),
    rootObjectCount: () => String(op.rootObjectCount),
    fileSize: () => (op.fileSize === null ? null : String(op.fileSize)),
    url: () => bulk.url(ctx.baseUrl, op),
    partialDataUrl: () => bulk.partialDataUrl(ctx.baseUrl, op),
    query: op.query,
  };
}

export function bulkOperationById(ctx: ResolverContext, id: number): View | null {
  const op = manager(ctx).operations.get(id);
  return op ? bulkOperationView(ctx, op) : null;
}

export function bulkOperationRunQuery(args: Args, ctx: ResolverContext): View {
  const result = manager(ctx).runQuery(String(args.query), args.groupObjects === true);
  if ('errors' in result) {
    return { bulkOperation: null, userErrors: result.errors.map((e) => ({ __typename: 'BulkOperationUserError', ...e })) };
  }
  return { bulkOperation: bulkOperationView(ctx, result.operation), userErrors: [] };
}

export function bulkOperationCancel(args: Args, ctx: ResolverContext): View {
  const parsed = parseGid(String(args.id));
  const { operation, error } =
    parsed?.type === 'BulkOperation' ? manager(ctx).cancel(parsed.id) : { operation: null, error: 'Bulk operation does not exist' };
  return {
    bulkOperation: operation ? bulkOperationView(ctx, operation) : null,
    userErrors: error ? [{ __typename: 'UserError', field: operation ? null : ['id'], message: error }] : [],
  };
}

/** The app's most recent operation of the type (QUERY by default), whatever its status. */
export function currentBulkOperation(args: Args, ctx: ResolverContext): View | null {
  const type = str(args.type) ?? 'QUERY';
  const ops = [...manager(ctx).operations.values()].filter((o) => o.type === type);
  const last = ops.at(-1);
  return last ? bulkOperationView(ctx, last) : null;
}

/** bulkOperations: newest first by default; filters status, operation_type, created_at, id. */
export function bulkOperations(args: Args, ctx: ResolverContext) {
  const bulk = manager(ctx);
  const query = parseSearch(str(args.query));
  const items = [...bulk.operations.values()].filter((o) =>
    matches(
      query,
      (f) =>
        ({
          status: bulk.status(o),
          operation_type: o.type,
          type: o.type,
          created_at: o.createdAt,
          completed_at: o.completedAt,
          id: o.id,
        })[f],
      o.query,
    ),
  );
  const byCompleted = args.sortKey === 'COMPLETED_AT';
  return paginate(
    items,
    { ...(args as PageArgs), reverse: !args.reverse },
    (o) => ({ id: o.id, value: byCompleted ? (o.completedAt ?? '') : o.createdAt }),
    (o) => bulkOperationView(ctx, o),
  );
}
