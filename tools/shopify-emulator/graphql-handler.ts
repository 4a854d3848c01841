import { randomUUID } from 'node:crypto';
import {
  executeSync,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLFieldResolver,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import type { LeakyBucket } from './bucket';
import { actualCost, requestedCost } from './cost';
import type { Lazy, ResolverContext } from './resolvers/context';
import { mutationRoot, queryRoot } from './resolvers/root';

/** Shopify's ceiling for one query, whatever the bucket size. */
export const MAX_QUERY_COST = 1000;

export interface GraphQLReply {
  status: number;
  body: Record<string, unknown>;
}

type Parsed = { document: DocumentNode; errors: null } | { document: null; errors: GraphQLFormattedError[] };

/** Parsing and validating against the big Admin schema costs milliseconds; the app sends few distinct documents. */
const cache = new Map<string, Parsed>();

function shopifyValidationError(e: GraphQLError): GraphQLFormattedError {
  const undefinedField = /^Cannot query field "(\w+)" on type "(\w+)"\./.exec(e.message);
  const formatted = e.toJSON();
  if (undefinedField) {
    const [, fieldName, typeName] = undefinedField;
    return {
      ...formatted,
      message: `Field '${fieldName}' doesn't exist on type '${typeName}'`,
      extensions: { code: 'undefinedField', typeName, fieldName },
    };
  }
  return { ...formatted, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
}

function parseAndValidate(schema: GraphQLSchema, query: string): Parsed {
  const hit = cache.get(query);
  if (hit) return hit;
  let result: Parsed;
  try {
    const document = parse(query);
    const errors = validate(schema, document, specifiedRules);
    result = errors.length ? { document: null, errors: errors.map(shopifyValidationError) } : { document, errors: null };
  } catch (e) {
    const err = e instanceof GraphQLError ? e : new GraphQLError(String(e));
    result = { document: null, errors: [{ ...err.toJSON(), extensions: { code: 'SYNTAX_ERROR' } }] };
  }
  if (cache.size > 500) cache.clear();
  cache.set(query, result);
  return result;
}

/** A field the store has no value for is one the emulator does not implement: say so instead of guessing. */
export const fieldResolver: GraphQLFieldResolver<unknown, ResolverContext> = (source, args, ctx, info) => {
  if (source === null || typeof source !== 'object') return null;
  const value = (source as Record<string, unknown>)[info.fieldName];
  if (value === undefined) {
    throw new GraphQLError(
      `${info.parentType.name}.${info.fieldName} is not implemented by the Colabora Shopify emulator (it would work on Shopify).`,
      { extensions: { code: 'NOT_IMPLEMENTED_BY_EMULATOR' } },
    );
  }
  return typeof value === 'function' ? (value as Lazy)(args, ctx, info) : value;
};

export function runGraphQL(
  schema: GraphQLSchema,
  bucket: LeakyBucket,
  ctx: ResolverContext,
  body: unknown,
  opts: { forceThrottled?: boolean } = {},
): GraphQLReply {
  const req = (body ?? {}) as { query?: unknown; variables?: unknown; operationName?: unknown };
  if (typeof req.query !== 'string' || req.query.trim() === '') {
    return { status: 400, body: { errors: { query: 'Required parameter missing or invalid' } } };
  }
  const cost = (requested: number | null, actual: number | null) => ({
    cost: { requestedQueryCost: requested, actualQueryCost: actual, throttleStatus: bucket.throttleStatus() },
  });
  const parsed = parseAndValidate(schema, req.query);
  if (!parsed.document) return { status: 200, body: { errors: parsed.errors } };
  const document = parsed.document;
  const operationName = typeof req.operationName === 'string' ? req.operationName : null;
  const operation = getOperationAST(document, operationName);
  if (!operation) {
    const message = operationName ? `No operation named "${operationName}"` : 'An operation name is required';
    return { status: 200, body: { errors: [{ message, extensions: { code: 'OPERATION_NOT_FOUND' } }] } };
  }
  if (operation.operation === 'subscription') {
    return { status: 200, body: { errors: [{ message: 'Subscriptions are not supported' }] } };
  }
  const rawVariables =
    req.variables && typeof req.variables === 'object' ? (req.variables as Record<string, unknown>) : {};
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables);
  if (coerced.errors) {
    return {
      status: 200,
      body: { errors: coerced.errors.map((e) => ({ ...e.toJSON(), extensions: { code: 'INVALID_VARIABLE' } })) },
    };
  }
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const d of document.definitions) if (d.kind === 'FragmentDefinition') fragments[d.name.value] = d;
  const costInput = { schema, operation, fragments, variables: coerced.coerced };
  const requested = requestedCost(costInput);
  if (requested.errors.length) {
    return { status: 200, body: { errors: requested.errors.map((e) => e.toJSON()), extensions: cost(requested.cost, null) } };
  }
  if (requested.cost > MAX_QUERY_COST) {
    return {
      status: 200,
      body: {
        errors: [
          {
            message: `Query cost is ${requested.cost}, which exceeds the single query max cost limit (${MAX_QUERY_COST}).\n\nSee https://shopify.dev/concepts/about-apis/rate-limits for more information on how the\ncost of a query is calculated.\n\nTo query larger amounts of data with fewer limits, bulk operations should be used instead.\nSee https://shopify.dev/tutorials/perform-bulk-operations-with-admin-api for usage details.\n`,
            extensions: {
              code: 'MAX_COST_EXCEEDED',
              cost: requested.cost,
              maxCost: MAX_QUERY_COST,
              documentation: 'https://shopify.dev/api/usage/rate-limits',
            },
          },
        ],
        extensions: cost(requested.cost, null),
      },
    };
  }
  if (opts.forceThrottled || !bucket.take(requested.cost)) return throttledReply(bucket, requested.cost);
  ctx.store.releaseExpiredReservations();
  const result = executeSync({
    schema,
    document,
    operationName,
    variableValues: rawVariables,
    rootValue: operation.operation === 'mutation' ? mutationRoot : queryRoot,
    contextValue: ctx,
    fieldResolver,
  });
  const actual = result.data ? actualCost(costInput, result.data) : 0;
  bucket.refund(requested.cost - Math.min(actual, requested.cost));
  const out: Record<string, unknown> = {};
  if (result.errors?.length) out.errors = result.errors.map((e) => e.toJSON());
  out.data = result.data ?? null;
  out.extensions = cost(requested.cost, Math.min(actual, requested.cost));
  return { status: 200, body: out };
}

export function throttledReply(bucket: LeakyBucket, requested: number): GraphQLReply {
  return {
    status: 200,
    body: {
      errors: [
        {
          message: 'Throttled',
          extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' },
        },
      ],
      extensions: {
        cost: { requestedQueryCost: requested, actualQueryCost: null, throttleStatus: bucket.throttleStatus() },
      },
    },
  };
}

export function requestId(): string {
  return randomUUID();
}
