/**
 * Reads a Chromium trace (Trace Event Format, devtools.timeline categories) of one page load and answers
 * issue 31's questions about its main thread: where its time goes by category, its longest tasks and what
 * ran in them, which timers and requests ran before it went idle, and what shifted.
 */

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, µs: less than dur when the thread waited for a core. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown>; frame?: string };
}

/** Lighthouse's main-thread groups (core/lib/tracehouse/task-groups.js), by the trace event's name. */
const GROUP_OF: Record<string, string> = {
  ParseHTML: 'parseHTML',
  ParseAuthorStyleSheet: 'parseHTML',
  EvaluateScript: 'scriptEvaluation',
  FunctionCall: 'scriptEvaluation',
  TimerFire: 'scriptEvaluation',
  EventDispatch: 'scriptEvaluation',
  FireAnimationFrame: 'scriptEvaluation',
  FireIdleCallback: 'scriptEvaluation',
  RunMicrotasks: 'scriptEvaluation',
  'v8.evaluateModule': 'scriptEvaluation',
  'V8.Execute': 'scriptEvaluation',
  XHRReadyStateChange: 'scriptEvaluation',
  XHRLoad: 'scriptEvaluation',
  'v8.compile': 'scriptParseCompile',
  'v8.compileModule': 'scriptParseCompile',
  'V8.CompileCode': 'scriptParseCompile',
  'V8.CompileLazy': 'scriptParseCompile',
  'v8.produceCache': 'scriptParseCompile',
  'v8.produceModuleCache': 'scriptParseCompile',
  'v8.deserializeOnBackground': 'scriptParseCompile',
  CacheScript: 'scriptParseCompile',
  CompileScript: 'scriptParseCompile',
  MinorGC: 'garbageCollection',
  MajorGC: 'garbageCollection',
  'BlinkGC.AtomicPhase': 'garbageCollection',
  ThreadState_CompleteSweep: 'garbageCollection',
  GCEvent: 'garbageCollection',
  UpdateLayoutTree: 'styleLayout',
  RecalculateStyles: 'styleLayout',
  ScheduleStyleRecalculation: 'styleLayout',
  Layout: 'styleLayout',
  UpdateLayerTree: 'paintCompositeRender',
  Paint: 'paintCompositeRender',
  PrePaint: 'paintCompositeRender',
  Layerize: 'paintCompositeRender',
  CompositeLayers: 'paintCompositeRender',
  Commit: 'paintCompositeRender',
  RasterTask: 'paintCompositeRender',
  'Decode Image': 'paintCompositeRender',
  ResourceReceivedData: 'other',
};

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork', 'TaskQueueManager::ProcessTaskFromWorkQueue']);

interface Node {
  e: TraceEvent;
  start: number;
  end: number;
  children: Node[];
}

export interface LongTask {
  startMs: number;
  durationMs: number;
  /**
   * The main thread's CPU time in the task (the trace's thread duration), or null when not recorded. On a
   * shared machine a task's wall time is mostly waiting for a core; its CPU time is what the page did.
   */
  cpuMs: number | null;
  /** The script or work that took most of it, e.g. 'FunctionCall fn (index-abc.js:1)'. */
  attributed: string;
  /**
   * In a profiling build (BENCH_PROFILING=1): React's phases in the task and the components that took
   * most of their own (self) time in it, e.g. 'Render 120, Commit 40; ColaboracionesTable 30, Checkbox 20'.
   */
  react: string;
}

export interface TimedWork {
  atMs: number;
  durationMs: number;
  what: string;
}

export interface PageTrace {
  /** Main-thread time by Lighthouse group, ms. */
  byGroup: Record<string, number>;
  totalMs: number;
  longTasks: LongTask[];
  /** Sum of (task − 50 ms) over tasks after first contentful paint: Lighthouse's TBT, unsimulated. */
  tbtMs: number;
  fcpMs: number | null;
  /** End of the last task over 50 ms: the page is interactive (quiet) from here. */
  lastLongTaskEndMs: number;
  timers: TimedWork[];
  requests: { atMs: number; url: string }[];
}

/** The navigation to the page itself (later ones with an empty URL are same-document or frames'). */
function pageNavigation(events: TraceEvent[]): TraceEvent {
  const nav = events
    .filter((e) => e.name === 'navigationStart' && /^https?:/.test(String(e.args?.data?.documentLoaderURL ?? '')))
    .sort((a, b) => a.ts - b.ts)[0];
  if (nav) return nav;
  // Tracing began a moment after the navigation (it starts in each process asynchronously): the first
  // paint's renderer is the page's, and its first recorded event stands in for the start.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('neither a navigationStart to an http(s) URL nor a first paint in the trace');
  const first = events.filter((e) => e.pid === fcp.pid && e.ph !== 'M' && e.ts > 0).sort((a, b) => a.ts - b.ts)[0]!;
  return { ...first, name: 'navigationStart (approximate)' };
}

/**
 * The page's main thread: CrRendererMain of the renderer that navigated to it. Not simply the busiest
 * renderer: Chromium's own pages (chrome://, a closed context's renderer) record in the same trace.
 */
function mainThread(events: TraceEvent[], nav: TraceEvent): { pid: number; tid: number } {
  const t = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === nav.pid && e.args?.name === 'CrRendererMain');
  return { pid: nav.pid, tid: t?.tid ?? nav.tid };
}

/** Complete events (X, and B/E pairs) of one thread as a forest, children inside their parents. */
function forest(events: TraceEvent[]): Node[] {
  const flat: Node[] = [];
  const open = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph === 'X') flat.push({ e, start: e.ts, end: e.ts + (e.dur ?? 0), children: [] });
    else if (e.ph === 'B') open.set(e.name, [...(open.get(e.name) ?? []), e]);
    else if (e.ph === 'E') {
      const b = open.get(e.name)?.pop();
      if (b) flat.push({ e: b, start: b.ts, end: e.ts, children: [] });
    }
  }
  flat.sort((a, b) => a.start - b.start || b.end - a.end);
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const n of flat) {
    while (stack.length && stack.at(-1)!.end <= n.start) stack.pop();
    const parent = stack.at(-1);
    if (parent && n.end <= parent.end + 1) parent.children.push(n);
    else if (!parent) roots.push(n);
    else continue; // overlaps its parent's end: a malformed pair, left out
    stack.push(n);
  }
  return roots;
}

function describe(e: TraceEvent): string {
  const d = e.args?.data ?? e.args?.beginData ?? {};
  const url = typeof d.url === 'string' ? d.url.replace(/^https?:\/\/[^/]+/, '') : '';
  const fn = typeof d.functionName === 'string' && d.functionName ? d.functionName : '';
  const line = typeof d.lineNumber === 'number' ? `:${d.lineNumber}` : '';
  const type = typeof d.type === 'string' ? d.type : '';
  const bits = [fn && `${fn}()`, url && `${url.split('/').pop()}${line}`, type].filter(Boolean).join(' ');
  return bits ? `${e.name} ${bits}` : e.name;
}

function selfTimes(n: Node, into: Map<string, number>, group: string | undefined): void {
  const g = GROUP_OF[n.e.name] ?? group ?? 'other';
  const childTime = n.children.reduce((s, c) => s + (c.end - c.start), 0);
  into.set(g, (into.get(g) ?? 0) + Math.max(0, n.end - n.start - childTime));
  for (const c of n.children) selfTimes(c, into, g);
}

/** Self time by event name inside one node, largest first. */
function selfByName(n: Node, into = new Map<string, number>()): Map<string, number> {
  const childTime = n.children.reduce((s, c) => s + (c.end - c.start), 0);
  if (!TOP_LEVEL.has(n.e.name)) into.set(n.e.name, (into.get(n.e.name) ?? 0) + Math.max(0, n.end - n.start - childTime));
  for (const c of n.children) selfByName(c, into);
  return into;
}

/**
 * What ran in a task: the longest descendant with attributable data (a script's URL, a function, an
 * event's type) and its length, then where the task's own time went by event name (Layout, Paint,
 * FunctionCall...), so a task that is all rendering says so.
 */
function attribute(task: Node): string {
  let best: { n: Node; d: number } | undefined;
  const walk = (n: Node) => {
    const d = n.e.args?.data ?? n.e.args?.beginData;
    if (d && (d.url || d.functionName || d.type) && GROUP_OF[n.e.name]) {
      const dur = n.end - n.start;
      if (!best || dur > best.d) best = { n, d: dur };
    }
    for (const c of n.children) walk(c);
  };
  walk(task);
  const self = [...selfByName(task)].sort((x, y) => y[1] - x[1]).slice(0, 3).filter(([, v]) => v >= 1_000);
  const where = self.map(([k, v]) => `${k} ${Math.round(v / 1000)}`).join(', ');
  const found = best as { n: Node; d: number } | undefined;
  const head = found && found.d >= 5_000 ? `${describe(found.n.e)} (${Math.round(found.d / 1000)} ms)` : '(no script)';
  return `${head}; self ms: ${where}`;
}

interface Span {
  name: string;
  start: number;
  end: number;
}

/**
 * React's own marks in a profiling build (console.timeStamp with a start and an end, in the trace's clock):
 * the scheduler's phases (track group 'Scheduler ⚛': Render, Commit, Remaining Effects...) and each
 * component's render (track 'Components ⚛', nested as the tree is).
 */
function reactSpans(events: TraceEvent[], pid: number): { phases: Span[]; components: Span[] } {
  const phases: Span[] = [];
  const components: Span[] = [];
  for (const e of events) {
    if (e.name !== 'TimeStamp' || e.pid !== pid) continue;
    const d = e.args?.data ?? {};
    const start = Number(d.start);
    const end = Number(d.end);
    if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) continue;
    const span = { name: String(d.message ?? '?'), start, end };
    if (d.track === 'Components ⚛') components.push(span);
    else if (d.trackGroup === 'Scheduler ⚛' && !/Track$/.test(span.name)) phases.push(span);
  }
  return { phases, components };
}

/** React's phases and the components with the most self time inside [start, end], as one line. */
function reactIn(spans: { phases: Span[]; components: Span[] }, start: number, end: number): string {
  const inside = (s: Span) => s.start >= start - 1 && s.end <= end + 1;
  const phases = new Map<string, number>();
  for (const p of spans.phases.filter(inside)) phases.set(p.name, (phases.get(p.name) ?? 0) + (p.end - p.start));
  // Self time: a component's span less its direct children's (the spans nest as the tree does).
  const comps = spans.components.filter(inside).sort((a, b) => a.start - b.start || b.end - a.end);
  const self = new Map<string, number>();
  const stack: { s: Span; self: number }[] = [];
  const close = (to: number) => {
    while (stack.length && stack.at(-1)!.s.end <= to) {
      const top = stack.pop()!;
      self.set(top.s.name, (self.get(top.s.name) ?? 0) + Math.max(0, top.self));
    }
  };
  for (const c of comps) {
    close(c.start);
    const parent = stack.at(-1);
    if (parent) parent.self -= c.end - c.start;
    stack.push({ s: c, self: c.end - c.start });
  }
  close(Number.POSITIVE_INFINITY);
  const ms = (us: number) => Math.round(us / 1000);
  const phaseText = [...phases].filter(([, v]) => v >= 1_000).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${ms(v)}`).join(', ');
  const compText = [...self].filter(([, v]) => v >= 1_000).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${ms(v)}`).join(', ');
  return [phaseText, compText].filter(Boolean).join('; ');
}

export function analyse(events: TraceEvent[]): PageTrace {
  const nav = pageNavigation(events);
  const { pid, tid } = mainThread(events, nav);
  const t0 = nav.ts;
  const ms = (ts: number) => (ts - t0) / 1000;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid && e.ts >= t0);
  const fcpMs = fcp ? ms(fcp.ts) : null;

  const roots = forest(events.filter((e) => e.pid === pid && e.tid === tid && e.ts >= t0)).filter((n) => TOP_LEVEL.has(n.e.name));
  const groups = new Map<string, number>();
  for (const r of roots) selfTimes(r, groups, undefined);
  const byGroup = Object.fromEntries([...groups].map(([k, v]) => [k, v / 1000]).sort((a, b) => (b[1] as number) - (a[1] as number)));
  const totalMs = roots.reduce((s, r) => s + (r.end - r.start), 0) / 1000;

  const long = roots.filter((r) => r.end - r.start > 50_000);
  const spans = reactSpans(events, pid);
  const longTasks = long
    .map((r) => ({ startMs: ms(r.start), durationMs: (r.end - r.start) / 1000, cpuMs: typeof r.e.tdur === 'number' ? r.e.tdur / 1000 : null, attributed: attribute(r), react: reactIn(spans, r.start, r.end) }))
    .sort((a, b) => b.durationMs - a.durationMs);
  const tbtMs = long.filter((r) => fcpMs === null || ms(r.start) >= fcpMs).reduce((s, r) => s + (r.end - r.start) / 1000 - 50, 0);
  const lastLongTaskEndMs = long.length ? Math.max(...long.map((r) => ms(r.end))) : 0;

  const timers: TimedWork[] = [];
  const walk = (n: Node) => {
    if (n.e.name === 'TimerFire' || n.e.name === 'FireIdleCallback' || n.e.name === 'FireAnimationFrame') {
      timers.push({ atMs: ms(n.start), durationMs: (n.end - n.start) / 1000, what: `${n.e.name}: ${attribute(n).replace(/^(TimerFire|FireIdleCallback|FireAnimationFrame) ?/, '') || '?'}` });
      return;
    }
    for (const c of n.children) walk(c);
  };
  for (const r of roots) walk(r);

  const requests = events
    .filter((e) => e.name === 'ResourceSendRequest' && e.ts >= t0 && /^https?:/.test(String(e.args?.data?.url ?? '')))
    .map((e) => ({ atMs: ms(e.ts), url: String(e.args?.data?.url ?? '').replace(/^https?:\/\/[^/]+/, '') }))
    .sort((a, b) => a.atMs - b.atMs);
  return { byGroup, totalMs, longTasks, tbtMs, fcpMs, lastLongTaskEndMs, timers, requests };
}
