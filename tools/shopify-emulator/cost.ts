import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  GraphQLError,
  isCompositeType,
  isLeafType,
  isListType,
  isObjectType,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { MAX_PAGE_SIZE, pageSizeError } from './connection';

/**
 * Query cost as Shopify documents it: scalars and enums 0, objects 1, a connection 2 plus its page
 * size times the cost of one node (so nested connections multiply), a mutation 10. The same walk over
 * the response gives the actual cost, counting the nodes that came back instead of the page size.
 */
const REQUESTED = Symbol('requested');
type Data = unknown;

interface Ctx {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  errors: GraphQLError[];
}

function isConnection(t: GraphQLNamedType): boolean {
  return isObjectType(t) && t.name.endsWith('Connection') && 'pageInfo' in t.getFields();
}

/** The fields of a selection set with fragments flattened (type conditions are ignored: a rough bound). */
function fieldsOf(sel: SelectionSetNode, ctx: Ctx): FieldNode[] {
  const out: FieldNode[] = [];
  for (const s of sel.selections) {
    if (s.kind === 'Field') out.push(s);
    else if (s.kind === 'InlineFragment') out.push(...fieldsOf(s.selectionSet, ctx));
    else {
      const frag = ctx.fragments[s.name.value];
      if (frag) out.push(...fieldsOf(frag.selectionSet, ctx));
    }
  }
  return out;
}

function fieldDef(parent: GraphQLCompositeType, name: string, ctx: Ctx): GraphQLField<unknown, unknown> | undefined {
  if ('getFields' in parent) return parent.getFields()[name];
  // A union has no fields of its own; only __typename can be selected on it directly.
  void ctx;
  return undefined;
}

function typeCondition(parent: GraphQLCompositeType, name: string | undefined, ctx: Ctx): GraphQLCompositeType {
  if (!name) return parent;
  const t = ctx.schema.getType(name);
  return t && isCompositeType(t) ? t : parent;
}

function walk(sel: SelectionSetNode, parent: GraphQLCompositeType, data: Data, ctx: Ctx, isMutationRoot = false): number {
  let total = 0;
  for (const s of sel.selections) {
    if (s.kind === 'InlineFragment') {
      total += walk(s.selectionSet, typeCondition(parent, s.typeCondition?.name.value, ctx), data, ctx);
      continue;
    }
    if (s.kind === 'FragmentSpread') {
      const frag = ctx.fragments[s.name.value];
      if (frag) total += walk(frag.selectionSet, typeCondition(parent, frag.typeCondition.name.value, ctx), data, ctx);
      continue;
    }
    if (s.name.value.startsWith('__')) continue;
    const def = fieldDef(parent, s.name.value, ctx);
    if (!def) continue;
    const named = getNamedType(def.type);
    if (isLeafType(named) || !s.selectionSet) continue;
    const args = getArgumentValues(def, s, ctx.variables);
    const value = data === REQUESTED ? REQUESTED : (data as Record<string, unknown> | null)?.[s.alias?.value ?? s.name.value];
    const base = isMutationRoot ? 10 : 1;
    if (isConnection(named) && isObjectType(named)) {
      total += connectionCost(s, named, args, value, ctx);
    } else if (isListType(getNullableType(def.type)) && isCompositeType(named)) {
      const scaled = Array.isArray(args.ids) ? args.ids.length : typeof args.first === 'number' ? args.first : null;
      if (Array.isArray(args.ids) && args.ids.length > MAX_PAGE_SIZE) {
        ctx.errors.push(
          new GraphQLError(`The \`ids\` argument cannot contain more than ${MAX_PAGE_SIZE} ids, got ${args.ids.length}.`, {
            nodes: s,
            extensions: { code: 'BAD_USER_INPUT', argumentName: 'ids', maximum: MAX_PAGE_SIZE },
          }),
        );
      }
      if (scaled === null) total += base + walk(s.selectionSet, named, firstOf(value), ctx);
      else if (value === REQUESTED) total += scaled * (base + walk(s.selectionSet, named, REQUESTED, ctx));
      else if (Array.isArray(value)) for (const item of value) total += item == null ? 0 : base + walk(s.selectionSet, named, item, ctx);
    } else if (isCompositeType(named)) {
      total += base + (value == null ? 0 : walk(s.selectionSet, named, value, ctx));
    }
  }
  return total;
}

function firstOf(value: unknown): unknown {
  if (value === REQUESTED) return REQUESTED;
  return Array.isArray(value) ? value[0] : value;
}

function connectionCost(
  node: FieldNode,
  conn: GraphQLCompositeType & { getFields(): Record<string, GraphQLField<unknown, unknown>> },
  args: Record<string, unknown>,
  value: unknown,
  ctx: Ctx,
): number {
  const first = typeof args.first === 'number' ? args.first : null;
  const last = typeof args.last === 'number' ? args.last : null;
  if (value === REQUESTED) {
    for (const [name, n] of [['first', first], ['last', last]] as const) {
      if (n !== null && (n > MAX_PAGE_SIZE || n < 0)) {
        const e = pageSizeError(name, n);
        ctx.errors.push(new GraphQLError(e.message, { nodes: node, extensions: e.extensions }));
      }
    }
  }
  const nodeType = getNamedType(conn.getFields().nodes?.type ?? conn.getFields().edges?.type);
  const edgeType = getNamedType(conn.getFields().edges?.type);
  if (!node.selectionSet || !nodeType || !isCompositeType(nodeType)) return 2;
  const perItem = (item: unknown, edge: unknown): number => {
    let c = 0;
    for (const f of fieldsOf(node.selectionSet!, ctx)) {
      if (f.name.value === 'nodes' && f.selectionSet) c += 1 + walk(f.selectionSet, nodeType, item, ctx);
      if (f.name.value === 'edges' && f.selectionSet && edgeType && isCompositeType(edgeType)) {
        for (const e of fieldsOf(f.selectionSet, ctx)) {
          if (e.name.value === 'node' && e.selectionSet) {
            const n = edge === REQUESTED ? REQUESTED : (edge as Record<string, unknown> | null)?.[e.alias?.value ?? 'node'];
            c += 1 + walk(e.selectionSet, nodeType, n, ctx);
          }
        }
      }
    }
    return c;
  };
  if (value === REQUESTED) return 2 + Math.min(first ?? last ?? 0, MAX_PAGE_SIZE) * perItem(REQUESTED, REQUESTED);
  if (value == null || typeof value !== 'object') return 2;
  const v = value as Record<string, unknown>;
  const nodesKey = fieldsOf(node.selectionSet, ctx).find((f) => f.name.value === 'nodes');
  const edgesKey = fieldsOf(node.selectionSet, ctx).find((f) => f.name.value === 'edges');
  const nodes = nodesKey ? (v[nodesKey.alias?.value ?? 'nodes'] as unknown[] | undefined) : undefined;
  const edges = edgesKey ? (v[edgesKey.alias?.value ?? 'edges'] as unknown[] | undefined) : undefined;
  const n = Math.max(nodes?.length ?? 0, edges?.length ?? 0);
  let total = 2;
  for (let i = 0; i < n; i++) total += perItem(nodes?.[i] ?? null, edges?.[i] ?? null);
  return total;
}

export interface CostInput {
  schema: GraphQLSchema;
  operation: OperationDefinitionNode;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

function rootType(input: CostInput): GraphQLCompositeType | null | undefined {
  return input.operation.operation === 'mutation' ? input.schema.getMutationType() : input.schema.getQueryType();
}

/** The cost Shopify would charge up front, plus the static limit errors (page sizes over 250). */
export function requestedCost(input: CostInput): { cost: number; errors: GraphQLError[] } {
  const ctx: Ctx = { ...input, errors: [] };
  const root = rootType(input);
  if (!root) return { cost: 0, errors: [] };
  const cost = walk(input.operation.selectionSet, root, REQUESTED, ctx, input.operation.operation === 'mutation');
  return { cost, errors: ctx.errors };
}

export function actualCost(input: CostInput, data: unknown): number {
  const ctx: Ctx = { ...input, errors: [] };
  const root = rootType(input);
  if (!root || data == null) return 0;
  return walk(input.operation.selectionSet, root, data, ctx, input.operation.operation === 'mutation');
}
