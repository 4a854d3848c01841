import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  parse,
  specifiedRules,
  validate,
  type ArgumentNode,
  type DocumentNode,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import { withAllPages } from './connection';
import { gid } from './ids';
import type { Store } from './store';

/**
 * Bulk query operations as Shopify runs them (bulkOperationRunQuery): the inner query is checked
 * against the schema and Shopify's bulk restrictions, then runs in the background in slices (never
 * holding the event loop for long), writing JSONL to a temporary file: one line per object, the nodes of
 * nested connections on their own lines with `__parentId`. The result is served from a signed URL that
 * expires, and the end is announced by the `bulk_operations/finish` webhook.
 */

export type BulkStatus = 'CREATED' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'CANCELING' | 'CANCELED' | 'EXPIRED';
export type BulkErrorCode = 'ACCESS_DENIED' | 'INTERNAL_SERVER_ERROR' | 'TIMEOUT';
export type BulkFaultOutcome = 'FAILED' | 'CANCELED' | 'ACCESS_DENIED' | 'TIMEOUT' | 'EXPIRED_URL';
export const BULK_FAULT_OUTCOMES: readonly BulkFaultOutcome[] = ['FAILED', 'CANCELED', 'ACCESS_DENIED', 'TIMEOUT', 'EXPIRED_URL'];

export interface BulkOperationRecord {
  id: number;
  type: 'QUERY';
  query: string;
  groupObjects: boolean;
  /** The stored status; EXPIRED is worked out on reading, from expiresAt. */
  status: Exclude<BulkStatus, 'EXPIRED'>;
  errorCode: BulkErrorCode | null;
  createdAt: string;
  completedAt: string | null;
  objectCount: number;
  rootObjectCount: number;
  fileSize: number | null;
  /** Bytes written so far (the partial file's size too). */
  bytesWritten: number;
  /** Set when the operation completed with at least one object. */
  file: string | null;
  /** Set when it failed or was canceled after writing something. */
  partialFile: string | null;
  /** When url / partialDataUrl stop working (ms since epoch, store clock). */
  expiresAt: number | null;
  fault: BulkFaultOutcome | null;
  /** Why the emulator itself failed the run (an execution error), for /emulator/state. */
  emulatorError: string | null;
}

export interface BulkUserError {
  field: string[] | null;
  message: string;
  code: 'INVALID' | 'LIMIT_REACHED' | 'OPERATION_IN_PROGRESS';
}

export interface BulkSettings {
  /** Objects (root and nested) written per second: a run takes time in proportion to its size. */
  objectsPerSecond: number;
  /** Bulk query operations that may run at once for the app (5 from API version 2026-01). */
  concurrency: number;
  /** Lifetime of url / partialDataUrl (7 days, as Shopify). */
  urlTtlSeconds: number;
}

export const DEFAULT_BULK_SETTINGS: BulkSettings = { objectsPerSecond: 10_000, concurrency: 5, urlTtlSeconds: 7 * 86_400 };

const MAX_CONNECTIONS = 5;
/** Connections below the top-level one ("nested level 1, 2") allowed on one path. */
const MAX_NESTED_CONNECTION_DEPTH = 2;
/**
 * Objects aimed at per slice (one executeSync): the root page size follows from the objects per root seen
 * so far, so a slice holds the event loop for some tens of milliseconds at most.
 */
const OBJECTS_PER_SLICE = 150;
const FIRST_SLICE_ROOTS = 20;
const ID_ALIAS = 'emulatorBulkId';
const PAGE_ALIAS = 'emulatorBulkPage';
const PAGING_ARGS = new Set(['first', 'last', 'after', 'before']);

export type BulkExecutor = (document: DocumentNode) => ExecutionResult;

export interface BulkOptions {
  store: Store;
  schema: GraphQLSchema;
  execute: BulkExecutor;
  /** Queues the finish webhook (the emulator's dispatcher, so lose/repeat controls apply). */
  notify: (topic: string, payload: Record<string, unknown>) => void;
  settings?: Partial<BulkSettings>;
  log?: (message: string) => void;
}

function isConnection(t: GraphQLNamedType): boolean {
  return isObjectType(t) && t.name.endsWith('Connection') && 'pageInfo' in t.getFields();
}

function fieldDef(parent: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown> | undefined {
  return 'getFields' in parent ? parent.getFields()[name] : undefined;
}

class InvalidBulkQuery extends Error {}

interface Plan {
  operation: OperationDefinitionNode;
  rootField: FieldNode;
  rootKey: string;
  /** The root field's own arguments, without paging ones. */
  rootArgs: readonly ArgumentNode[];
}

/**
 * Checks Shopify's documented bulk restrictions and rewrites the query for the runner: fragments inlined,
 * paging arguments dropped from nested connections (bulk reads them whole), an `id` alias on every
 * connection node (for `__parentId`) and a pageInfo alias on the root connection (for slicing).
 */
function plan(schema: GraphQLSchema, document: DocumentNode): Plan {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
  if (operations.length !== 1) throw new InvalidBulkQuery('Bulk queries must contain exactly one operation.');
  const op = operations[0] as OperationDefinitionNode;
  if (op.operation !== 'query') throw new InvalidBulkQuery('Bulk queries must be queries; use bulkOperationRunMutation for mutations.');
  if (op.variableDefinitions?.length) throw new InvalidBulkQuery('Bulk queries cannot use variables.');
  const queryType = schema.getQueryType();
  if (!queryType) throw new InvalidBulkQuery('No query type.');
  let connections = 1; // the top-level one

  const rewrite = (sel: SelectionSetNode, parent: GraphQLCompositeType, depth: number, underList: boolean, addId: boolean): SelectionSetNode => {
    const out: SelectionNode[] = [];
    for (const s of sel.selections) {
      if (s.kind === Kind.FRAGMENT_SPREAD) {
        const frag = fragments[s.name.value];
        if (!frag) continue;
        const t = schema.getType(frag.typeCondition.name.value);
        if (!t || !isCompositeType(t)) continue;
        out.push({ kind: Kind.INLINE_FRAGMENT, typeCondition: frag.typeCondition, directives: [], selectionSet: rewrite(frag.selectionSet, t, depth, underList, false) });
        continue;
      }
      if (s.kind === Kind.INLINE_FRAGMENT) {
        const t = s.typeCondition ? schema.getType(s.typeCondition.name.value) : parent;
        if (!t || !isCompositeType(t)) continue;
        out.push({ ...s, selectionSet: rewrite(s.selectionSet, t, depth, underList, false) });
        continue;
      }
      const def = fieldDef(parent, s.name.value);
      if (!def || !s.selectionSet) {
        out.push(s);
        continue;
      }
      const named = getNamedType(def.type);
      if (!isCompositeType(named)) {
        out.push(s);
        continue;
      }
      if (isConnection(named)) {
        connections++;
        if (underList) throw new InvalidBulkQuery('Queries that contain a connection field within a list field are not currently supported.');
        if (depth + 1 > MAX_NESTED_CONNECTION_DEPTH + 1) {
          throw new InvalidBulkQuery(`Bulk queries cannot contain connections with a nesting depth greater than ${MAX_NESTED_CONNECTION_DEPTH}.`);
        }
        out.push({
          ...s,
          arguments: (s.arguments ?? []).filter((a) => !PAGING_ARGS.has(a.name.value)),
          selectionSet: rewriteConnection(s.selectionSet, named as GraphQLCompositeType, depth + 1),
        });
        continue;
      }
      const listy = underList || isListType(getNullableType(def.type));
      out.push({ ...s, selectionSet: rewrite(s.selectionSet, named, depth, listy, false) });
    }
    if (addId && isObjectType(parent) && 'id' in parent.getFields()) out.push(idAlias());
    return { kind: Kind.SELECTION_SET, selections: out };
  };

  // Inside a connection: `nodes { … }` or `edges { node { … } }` (cursor and pageInfo are ignored).
  const rewriteConnection = (sel: SelectionSetNode, conn: GraphQLCompositeType, depth: number): SelectionSetNode => {
    const out: SelectionNode[] = [];
    for (const s of sel.selections) {
      if (s.kind !== Kind.FIELD || !s.selectionSet) {
        out.push(s);
        continue;
      }
      const def = fieldDef(conn, s.name.value);
      const named = def ? getNamedType(def.type) : undefined;
      if (!def || !named || !isCompositeType(named)) continue;
      if (s.name.value === 'nodes') out.push({ ...s, selectionSet: rewrite(s.selectionSet, named, depth, false, true) });
      else if (s.name.value === 'edges') {
        const edgeSel: SelectionNode[] = [];
        for (const e of s.selectionSet.selections) {
          if (e.kind !== Kind.FIELD || e.name.value !== 'node' || !e.selectionSet) continue;
          const nodeDef = fieldDef(named, 'node');
          const nodeType = nodeDef ? getNamedType(nodeDef.type) : undefined;
          if (nodeType && isCompositeType(nodeType)) edgeSel.push({ ...e, selectionSet: rewrite(e.selectionSet, nodeType, depth, false, true) });
        }
        out.push({ ...s, selectionSet: { kind: Kind.SELECTION_SET, selections: edgeSel } });
      }
    }
    return { kind: Kind.SELECTION_SET, selections: out };
  };

  const rootFields = op.selectionSet.selections.filter((s) => !(s.kind === Kind.FIELD && s.name.value === '__typename'));
  const root = rootFields[0];
  if (rootFields.length !== 1 || !root || root.kind !== Kind.FIELD) {
    throw new InvalidBulkQuery('Bulk queries must contain exactly one top-level field.');
  }
  if (root.name.value === 'node' || root.name.value === 'nodes') throw new InvalidBulkQuery('The top-level node and nodes fields can\'t be used.');
  const rootDef = queryType.getFields()[root.name.value];
  const rootType = rootDef ? getNamedType(rootDef.type) : undefined;
  if (!rootType || !isConnection(rootType) || !root.selectionSet) {
    // Shopify also takes a single object with connections below it; the emulator has not needed that.
    throw new InvalidBulkQuery('Bulk queries must contain at least one connection. (The emulator needs it to be the top-level field.)');
  }
  const connSel = rewriteConnection(root.selectionSet, rootType as GraphQLCompositeType, 1);
  if (connections > MAX_CONNECTIONS) throw new InvalidBulkQuery(`Bulk queries cannot contain more than ${MAX_CONNECTIONS} connections.`);
  const pageInfo: FieldNode = {
    kind: Kind.FIELD,
    alias: { kind: Kind.NAME, value: PAGE_ALIAS },
    name: { kind: Kind.NAME, value: 'pageInfo' },
    selectionSet: {
      kind: Kind.SELECTION_SET,
      selections: ['hasNextPage', 'endCursor'].map((n) => ({ kind: Kind.FIELD, name: { kind: Kind.NAME, value: n } }) as FieldNode),
    },
  };
  const rootField: FieldNode = { ...root, selectionSet: { kind: Kind.SELECTION_SET, selections: [...connSel.selections, pageInfo] } };
  return {
    operation: { ...op, selectionSet: { kind: Kind.SELECTION_SET, selections: [rootField] } },
    rootField,
    rootKey: root.alias?.value ?? root.name.value,
    rootArgs: (root.arguments ?? []).filter((a) => !PAGING_ARGS.has(a.name.value)),
  };
}

/** graphql-js's wording for an unknown field, in Shopify's. */
function shopifyMessage(message: string): string {
  const m = /^Cannot query field "(\w+)" on type "(\w+)"\./.exec(message);
  return m ? `Field '${m[1]}' doesn't exist on type '${m[2]}'` : message;
}

function idAlias(): FieldNode {
  return { kind: Kind.FIELD, alias: { kind: Kind.NAME, value: ID_ALIAS }, name: { kind: Kind.NAME, value: 'id' } };
}

function sliceDocument(p: Plan, first: number, after: string | null): DocumentNode {
  const args: ArgumentNode[] = [
    ...p.rootArgs,
    { kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: 'first' }, value: { kind: Kind.INT, value: String(first) } },
  ];
  if (after) args.push({ kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: 'after' }, value: { kind: Kind.STRING, value: after } });
  const field: FieldNode = { ...p.rootField, arguments: args };
  return {
    kind: Kind.DOCUMENT,
    definitions: [{ ...p.operation, selectionSet: { kind: Kind.SELECTION_SET, selections: [field] } }],
  };
}

type Obj = Record<string, unknown>;

/** The nodes of a connection value, from `nodes` or `edges { node }`, with the selection each was read with. */
function connectionNodes(value: Obj, sel: SelectionSetNode): { node: Obj; sel: SelectionSetNode }[] {
  const out: { node: Obj; sel: SelectionSetNode }[] = [];
  for (const s of sel.selections) {
    if (s.kind !== Kind.FIELD || !s.selectionSet) continue;
    const v = value[s.alias?.value ?? s.name.value];
    if (!Array.isArray(v)) continue;
    if (s.name.value === 'nodes') for (const n of v) out.push({ node: n as Obj, sel: s.selectionSet });
    else if (s.name.value === 'edges') {
      const nodeField = s.selectionSet.selections.find((e): e is FieldNode => e.kind === Kind.FIELD && e.name.value === 'node');
      if (!nodeField?.selectionSet) continue;
      for (const e of v) out.push({ node: (e as Obj)[nodeField.alias?.value ?? 'node'] as Obj, sel: nodeField.selectionSet });
    }
  }
  return out.filter((x) => x.node && typeof x.node === 'object');
}

/**
 * Turns one executed root node into JSONL lines: connection fields are cut out of their object and their
 * nodes become lines of their own with `__parentId`. Grouped: each child right after its parent.
 * Ungrouped: children go to `later` (written after the slice's roots), as Shopify does not promise order.
 */
function toLines(
  node: Obj,
  sel: SelectionSetNode,
  parentId: string | null,
  grouped: boolean,
  now: string[],
  later: string[],
): number {
  const id = typeof node[ID_ALIAS] === 'string' ? (node[ID_ALIAS] as string) : null;
  delete node[ID_ALIAS];
  const children: { node: Obj; sel: SelectionSetNode }[] = [];
  const strip = (obj: Obj, s: SelectionSetNode) => {
    for (const f of s.selections) {
      if (f.kind === Kind.INLINE_FRAGMENT) {
        strip(obj, f.selectionSet);
        continue;
      }
      if (f.kind !== Kind.FIELD || !f.selectionSet) continue;
      const key = f.alias?.value ?? f.name.value;
      const v = obj[key];
      if (v === null || v === undefined || typeof v !== 'object') continue;
      if (isConnectionValue(f.selectionSet)) {
        children.push(...connectionNodes(v as Obj, f.selectionSet));
        delete obj[key];
      } else if (Array.isArray(v)) {
        for (const item of v) if (item && typeof item === 'object') strip(item as Obj, f.selectionSet);
      } else strip(v as Obj, f.selectionSet);
    }
  };
  strip(node, sel);
  const line = parentId ? { ...node, __parentId: parentId } : node;
  now.push(JSON.stringify(line));
  let count = 1;
  for (const c of children) count += toLines(c.node, c.sel, id, grouped, grouped ? now : later, later);
  return count;
}

/** A rewritten connection selection is the only one holding `nodes`/`edges` beside nothing but those. */
function isConnectionValue(sel: SelectionSetNode): boolean {
  return sel.selections.some((s) => s.kind === Kind.FIELD && (s.name.value === 'nodes' || s.name.value === 'edges')) &&
    sel.selections.every((s) => s.kind === Kind.FIELD && ['nodes', 'edges', 'pageInfo', '__typename'].includes(s.name.value));
}


export class BulkManager {
  readonly settings: BulkSettings;
  readonly operations = new Map<number, BulkOperationRecord>();
  private faults: BulkFaultOutcome[] = [];
  private generation = 0;
  private counter = 0;
  private readonly key = randomBytes(32);
  /** Made on the first run, so an emulator that never runs a bulk query leaves nothing in the temp dir. */
  private dirPath: string | null = null;
  private readonly running = new Set<Promise<void>>();
  /** Cuts short a run's pause between slices (cancel, reset, close should not wait for the pace). */
  private readonly wakers = new Map<number, () => void>();

  constructor(private readonly opts: BulkOptions) {
    this.settings = { ...DEFAULT_BULK_SETTINGS };
    this.set(opts.settings ?? {});
  }

  set(settings: Partial<BulkSettings>): void {
    for (const [k, v] of Object.entries(settings) as [keyof BulkSettings, number | undefined][]) {
      if (v === undefined) continue;
      if (!(Number.isFinite(v) && v > 0)) throw new RangeError(`${k} must be a positive number`);
      this.settings[k] = k === 'concurrency' ? Math.floor(v) : v;
    }
  }

  addFault(outcome: BulkFaultOutcome, count = 1): void {
    if (!BULK_FAULT_OUTCOMES.includes(outcome)) throw new RangeError(`outcome must be one of ${BULK_FAULT_OUTCOMES.join(', ')}`);
    for (let i = 0; i < count; i++) this.faults.push(outcome);
  }

  clearFaults(): void {
    this.faults = [];
  }

  pendingFaults(): BulkFaultOutcome[] {
    return [...this.faults];
  }

  private nowMs(): number {
    return this.opts.store.now().getTime();
  }

  status(op: BulkOperationRecord): BulkStatus {
    if (op.status === 'COMPLETED' && op.expiresAt !== null && op.expiresAt <= this.nowMs()) return 'EXPIRED';
    return op.status;
  }

  private active(): BulkOperationRecord[] {
    return [...this.operations.values()].filter((o) => o.status === 'CREATED' || o.status === 'RUNNING' || o.status === 'CANCELING');
  }

  /** bulkOperationRunQuery: the inner query is parsed and validated against the schema like any other. */
  runQuery(query: string, groupObjects: boolean): { operation: BulkOperationRecord } | { errors: BulkUserError[] } {
    let p: Plan;
    try {
      let document: DocumentNode;
      try {
        document = parse(query);
      } catch (e) {
        throw new InvalidBulkQuery(e instanceof Error ? e.message : String(e));
      }
      const invalid = validate(this.opts.schema, document, specifiedRules);
      if (invalid.length) throw new InvalidBulkQuery(invalid.map((e) => shopifyMessage(e.message)).join(' '));
      p = plan(this.opts.schema, document);
      // A dry run of one root object, so a field the emulator lacks fails here, loudly, not in the background.
      const probe = withAllPages(() => this.opts.execute(sliceDocument(p, 1, null)));
      if (probe.errors?.length) throw new InvalidBulkQuery(probe.errors.map((e) => e.message).join(' '));
    } catch (e) {
      if (e instanceof InvalidBulkQuery) return { errors: [{ field: ['query'], message: `Invalid bulk query: ${e.message}`, code: 'INVALID' }] };
      throw e;
    }
    const active = this.active();
    if (active.length >= this.settings.concurrency) {
      const limitOne = this.settings.concurrency === 1;
      return {
        errors: [
          {
            field: null,
            // Shopify's wording for one at a time; the code for the 2026-01 limit of five is a best guess.
            message: limitOne
              ? `A bulk query operation for this app and shop is already in progress: ${gid('BulkOperation', (active[0] as BulkOperationRecord).id)}.`
              : `Bulk operations limit reached: ${this.settings.concurrency} bulk query operations are already in progress for this app and shop. Please try again later.`,
            code: limitOne ? 'OPERATION_IN_PROGRESS' : 'LIMIT_REACHED',
          },
        ],
      };
    }
    const op: BulkOperationRecord = {
      id: 3_200_000_000_000 + ++this.counter,
      type: 'QUERY',
      query,
      groupObjects,
      status: 'CREATED',
      errorCode: null,
      createdAt: this.opts.store.nowIso(),
      completedAt: null,
      objectCount: 0,
      rootObjectCount: 0,
      fileSize: null,
      bytesWritten: 0,
      file: null,
      partialFile: null,
      expiresAt: null,
      fault: this.faults.shift() ?? null,
      emulatorError: null,
    };
    this.operations.set(op.id, op);
    const run = this.run(op, p, this.generation).catch((e: unknown) => {
      this.opts.log?.(`bulk operation ${op.id} crashed: ${e instanceof Error ? e.stack : String(e)}`);
    });
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
    return { operation: op };
  }

  /** bulkOperationCancel: CANCELING now, CANCELED when the runner next looks. */
  cancel(id: number): { operation: BulkOperationRecord | null; error: string | null } {
    const op = this.operations.get(id);
    if (!op) return { operation: null, error: 'Bulk operation does not exist' };
    if (op.status !== 'CREATED' && op.status !== 'RUNNING') {
      return { operation: op, error: `A bulk operation cannot be canceled when it is ${this.status(op).toLowerCase()}` };
    }
    op.status = 'CANCELING';
    this.wake(id);
    return { operation: op, error: null };
  }

  /** The control behind "expire now": url and partialDataUrl answer 403 from now on. */
  expire(id: number): BulkOperationRecord | null {
    const op = this.operations.get(id);
    if (!op) return null;
    op.expiresAt = Math.min(op.expiresAt ?? Infinity, this.nowMs());
    return op;
  }

  private dir(): string {
    this.dirPath ??= mkdtempSync(path.join(os.tmpdir(), 'colabora-emulator-bulk-'));
    return this.dirPath;
  }

  /** A pause between slices that a cancel or reset cuts short, whether it came before or during it. */
  private wait(op: BulkOperationRecord, generation: number, ms: number): Promise<void> {
    const id = op.id;
    if (op.status === 'CANCELING' || generation !== this.generation) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(id);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      this.wakers.set(id, done);
    });
  }

  private wake(id?: number): void {
    for (const [k, w] of [...this.wakers]) if (id === undefined || k === id) w();
  }

  private async run(op: BulkOperationRecord, p: Plan, generation: number): Promise<void> {
    await this.wait(op, generation, 0);
    const stale = () => generation !== this.generation;
    if (stale()) return;
    const file = path.join(this.dir(), `${op.id}.jsonl`);
    const fh: FileHandle = await open(file, 'w');
    let fileOpen = true;
    const closeFile = async () => {
      if (!fileOpen) return;
      fileOpen = false;
      await fh.close();
    };
    let bytes = 0;
    const started = Date.now();
    let after: string | null = null;
    let rootsPerSlice = FIRST_SLICE_ROOTS;
    const end = async (status: BulkOperationRecord['status'], errorCode: BulkErrorCode | null) => {
      await closeFile();
      if (stale()) return;
      const now = this.nowMs();
      op.status = status;
      op.errorCode = errorCode;
      op.expiresAt = now + this.settings.urlTtlSeconds * 1000;
      if (status === 'COMPLETED') {
        op.completedAt = this.opts.store.nowIso();
        // Shopify gives no file (url null) when the query matched nothing.
        if (op.objectCount > 0) {
          op.file = file;
          op.fileSize = bytes;
        }
        if (op.fault === 'EXPIRED_URL') op.expiresAt = now;
      } else if (bytes > 0) op.partialFile = file;
      this.opts.notify('BULK_OPERATIONS_FINISH', {
        admin_graphql_api_id: gid('BulkOperation', op.id),
        completed_at: op.completedAt,
        created_at: op.createdAt,
        error_code: op.errorCode ? op.errorCode.toLowerCase() : null,
        status: op.status.toLowerCase(),
        type: op.type.toLowerCase(),
      });
    };
    try {
      for (let slice = 0; ; slice++) {
        if (stale()) return;
        if (op.status === 'CANCELING') return await end('CANCELED', null);
        if (op.fault === 'ACCESS_DENIED') return await end('FAILED', 'ACCESS_DENIED');
        if (slice === 1 && (op.fault === 'FAILED' || op.fault === 'TIMEOUT')) {
          return await end('FAILED', op.fault === 'TIMEOUT' ? 'TIMEOUT' : 'INTERNAL_SERVER_ERROR');
        }
        if (slice === 1 && op.fault === 'CANCELED') return await end('CANCELED', null);
        op.status = 'RUNNING';
        const result = withAllPages(() => this.opts.execute(sliceDocument(p, rootsPerSlice, after)));
        if (result.errors?.length || !result.data) {
          op.emulatorError = result.errors?.map((e) => e.message).join(' ') ?? 'no data';
          return await end('FAILED', 'INTERNAL_SERVER_ERROR');
        }
        const conn = result.data[p.rootKey] as Obj;
        const page = conn[PAGE_ALIAS] as { hasNextPage: boolean; endCursor: string | null };
        delete conn[PAGE_ALIAS];
        const roots = connectionNodes(conn, p.rootField.selectionSet as SelectionSetNode);
        const now: string[] = [];
        const later: string[] = [];
        let objects = 0;
        for (const r of roots) objects += toLines(r.node, r.sel, null, op.groupObjects, now, later);
        const text = now.length + later.length ? `${[...now, ...later].join('\n')}\n` : '';
        if (text) {
          await fh.write(text);
          bytes += Buffer.byteLength(text);
          op.bytesWritten = bytes;
        }
        op.rootObjectCount += roots.length;
        op.objectCount += objects;
        if (!page.hasNextPage || !page.endCursor) {
          // A fault meant for part-way still fires on a result that fits in one slice.
          if (op.fault === 'FAILED' || op.fault === 'TIMEOUT') return await end('FAILED', op.fault === 'TIMEOUT' ? 'TIMEOUT' : 'INTERNAL_SERVER_ERROR');
          if (op.fault === 'CANCELED') return await end('CANCELED', null);
          return await end('COMPLETED', null);
        }
        after = page.endCursor;
        const perRoot = op.objectCount / Math.max(1, op.rootObjectCount);
        rootsPerSlice = Math.max(1, Math.min(250, Math.round(OBJECTS_PER_SLICE / perRoot)));
        await this.wait(op, generation, started + (op.objectCount / this.settings.objectsPerSecond) * 1000 - Date.now());
      }
    } finally {
      await closeFile();
    }
  }

  private sign(id: number, partial: boolean, expires: number): string {
    return createHmac('sha256', this.key).update(`${id}:${partial ? 'partial' : 'full'}:${expires}`).digest('hex');
  }

  private signedUrl(baseUrl: string, op: BulkOperationRecord, partial: boolean): string {
    const expires = Math.floor((op.expiresAt ?? this.nowMs()) / 1000);
    const name = partial ? `${op.id}-partial.jsonl` : `${op.id}.jsonl`;
    return `${baseUrl}/emulator/bulk/${name}?expires=${expires}&signature=${this.sign(op.id, partial, expires)}`;
  }

  url(baseUrl: string, op: BulkOperationRecord): string | null {
    return op.file ? this.signedUrl(baseUrl, op, false) : null;
  }

  partialDataUrl(baseUrl: string, op: BulkOperationRecord): string | null {
    return op.partialFile ? this.signedUrl(baseUrl, op, true) : null;
  }

  /**
   * A download, checked like a signed cloud-storage URL: a bad signature or a passed expiry is a 403 with
   * an XML error body; otherwise the file is streamed, never read whole.
   */
  download(
    fileName: string,
    params: { expires?: string; signature?: string },
  ): { status: 200; stream: NodeJS.ReadableStream; size: number } | { status: 403 | 404; body: string } {
    const m = /^(\d+)(-partial)?\.jsonl$/.exec(fileName);
    const op = m ? this.operations.get(Number(m[1])) : undefined;
    const partial = Boolean(m?.[2]);
    const file = op ? (partial ? op.partialFile : op.file) : null;
    if (!op || !file) return { status: 404, body: xmlError('NoSuchKey', 'The specified key does not exist.') };
    const expires = Number(params.expires);
    const given = Buffer.from(params.signature ?? '', 'utf8');
    const want = Buffer.from(this.sign(op.id, partial, expires), 'utf8');
    if (!Number.isFinite(expires) || given.length !== want.length || !timingSafeEqual(given, want)) {
      return { status: 403, body: xmlError('SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.') };
    }
    const now = this.nowMs();
    if (expires * 1000 <= now || (op.expiresAt !== null && op.expiresAt <= now)) {
      return { status: 403, body: xmlError('ExpiredToken', 'Request has expired.') };
    }
    return { status: 200, stream: createReadStream(file), size: op.bytesWritten };
  }

  /** Forgets every operation (running ones stop at their next slice) and their files. */
  reset(): void {
    this.generation++;
    this.faults = [];
    for (const op of this.operations.values()) {
      const own = this.dirPath ? path.join(this.dirPath, `${op.id}.jsonl`) : null;
      // Synchronous: unlinking is quick, and close() removes the directory right after.
      for (const f of new Set([op.file, op.partialFile, own])) if (f) rmSync(f, { force: true });
    }
    this.operations.clear();
    this.wake();
  }

  async close(): Promise<void> {
    this.reset();
    await Promise.all([...this.running]);
    if (this.dirPath) rmSync(this.dirPath, { recursive: true, force: true });
    this.dirPath = null;
  }
}

function xmlError(code: string, message: string): string {
  return `<?xml version='1.0' encoding='UTF-8'?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}
