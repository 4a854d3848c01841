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
   * Named from the CPU profile's samples and React's component track (a profiling build, decision 081):
   * the functions with most self time, the modules their code belongs to, the innermost frame of the
   * app's own code (src/…) and the components React rendered in the task. Empty without samples.
   */
  named: string[];
  /**
   * In a profiling build (BENCH_PROFILING=1): React's phases in the task and the components that took
   * most of their own (self) time in it, e.g. 'Render 120, Commit 40; ColaboracionesTable 30, Checkbox 20'.
   */
  react: string;
}

/** The source module a line of a built script belongs to (the unminified build's `// path` markers). */
export type ModuleOf = (url: string, line: number) => string | undefined;

interface ProfileFrame {
  fn: string;
  url: string;
  line: number;
  parent: number | undefined;
}

interface Sample {
  ts: number;
  durUs: number;
  node: number;
}

interface Profile {
  frames: Map<number, ProfileFrame>;
  samples: Sample[];
}

/**
 * The main thread's V8 CPU profile (the disabled-by-default-v8.cpu_profiler category): 'Profile' opens it
 * on a thread, 'ProfileChunk's carry its nodes and samples as deltas. Several profiles can share the
 * renderer (workers); the main thread's is the one opened on its tid, or else the one with most samples.
 */
function cpuProfile(events: TraceEvent[], pid: number, tid: number): Profile | null {
  const byId = new Map<string, Profile & { tid: number; start: number }>();
  for (const e of events) {
    if (e.pid !== pid || (e.name !== 'Profile' && e.name !== 'ProfileChunk')) continue;
    const id = String((e as TraceEvent & { id?: string }).id ?? '');
    const d = e.args?.data ?? {};
    let p = byId.get(id);
    if (!p) {
      p = { frames: new Map(), samples: [], tid: e.tid, start: 0 };
      byId.set(id, p);
    }
    if (e.name === 'Profile') {
      p.tid = e.tid;
      p.start = Number(d.startTime ?? e.ts);
      continue;
    }
    const cpu = d.cpuProfile as { nodes?: { id: number; parent?: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]; samples?: number[] } | undefined;
    for (const n of cpu?.nodes ?? []) p.frames.set(n.id, { fn: n.callFrame.functionName, url: n.callFrame.url, line: n.callFrame.lineNumber, parent: n.parent });
    const deltas = (d.timeDeltas as number[] | undefined) ?? [];
    let ts = p.samples.at(-1)?.ts ?? p.start;
    (cpu?.samples ?? []).forEach((node, i) => {
      ts += deltas[i] ?? 0;
      p.samples.push({ ts, durUs: 0, node });
    });
  }
  const all = [...byId.values()].filter((p) => p.samples.length);
  const main = all.find((p) => p.tid === tid) ?? all.sort((a, b) => b.samples.length - a.samples.length)[0];
  if (!main) return null;
  main.samples.sort((a, b) => a.ts - b.ts);
  // A sample stands for the time to the next one (capped: a gap means the thread was not sampled).
  main.samples.forEach((s, i) => (s.durUs = Math.min(10_000, (main.samples[i + 1]?.ts ?? s.ts) - s.ts)));
  return main;
}

const IDLE_FRAMES = new Set(['(idle)', '(root)', '(program)']);

function top(m: Map<string, number>, n: number): string {
  return [...m]
    .filter(([, us]) => us >= 2_000)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, us]) => `${k} ${Math.round(us / 1000)}`)
    .join(', ');
}

const shortModule = (m: string) => m.replace(/^(\.\.\/)*main\/node_modules\//, '').replace(/^(\.\.\/)*node_modules\//, '').replace(/^src\/web\//, '');

/** Names what ran in [start, end] from the CPU samples and React's component track (see LongTask.named). */
function nameTask(start: number, end: number, profile: Profile | null, moduleOf: ModuleOf | undefined, components: { start: number; end: number; name: string }[]): string[] {
  const lines: string[] = [];
  if (profile) {
    const self = new Map<string, number>();
    const modules = new Map<string, number>();
    const app = new Map<string, number>();
    const moduleOfFrame = (f: ProfileFrame) => (f.url ? (moduleOf?.(f.url, f.line) ?? f.url.split('/').pop() ?? '') : '');
    for (const s of profile.samples) {
      if (s.ts < start || s.ts >= end) continue;
      const leaf = profile.frames.get(s.node);
      if (!leaf || IDLE_FRAMES.has(leaf.fn)) continue;
      const mod = moduleOfFrame(leaf);
      const key = `${leaf.fn || '(top level)'}${mod ? ' @' + shortModule(mod) : ''}`;
      self.set(key, (self.get(key) ?? 0) + s.durUs);
      if (mod) modules.set(shortModule(mod), (modules.get(shortModule(mod)) ?? 0) + s.durUs);
      for (let f: ProfileFrame | undefined = leaf; f; f = f.parent === undefined ? undefined : profile.frames.get(f.parent)) {
        const m = moduleOfFrame(f);
        if (!m.startsWith('src/')) continue;
        const k = `${f.fn || '(top level)'} @${shortModule(m)}`;
        app.set(k, (app.get(k) ?? 0) + s.durUs);
        break;
      }
    }
    if (self.size) lines.push(`self: ${top(self, 4)}`);
    if (modules.size) lines.push(`modules: ${top(modules, 4)}`);
    if (app.size) lines.push(`app code (innermost): ${top(app, 4)}`);
  }
  // Each CPU sample goes to the innermost component whose render span holds it: time in the component's
  // own code and React's work on it, not its children's (spans of a time-sliced render cover its yields).
  const rendered = new Map<string, number>();
  const inTask = components.filter((c) => c.end > start && c.start < end);
  if (inTask.length && profile) {
    for (const s of profile.samples) {
      if (s.ts < start || s.ts >= end) continue;
      let inner: { start: number; end: number; name: string } | undefined;
      for (const c of inTask) if (c.start <= s.ts && s.ts < c.end && (!inner || c.end - c.start < inner.end - inner.start)) inner = c;
      if (inner) rendered.set(inner.name, (rendered.get(inner.name) ?? 0) + s.durUs);
    }
  }
  if (rendered.size) lines.push(`React components (innermost, CPU samples): ${top(rendered, 5)}`);
  return lines;
}

/**
 * React's profiling build reports each component's render on its "Components ⚛" track through
 * console.timeStamp(name, start, end, track): TimeStamp events whose data.start/end Chromium has already
 * put on the trace's clock. Renders are timed only in ProfileMode, i.e. with a DevTools hook present
 * (bench/traces installs a disabled one).
 */
function componentSpans(events: TraceEvent[], pid: number): { start: number; end: number; name: string }[] {
  const spans: { start: number; end: number; name: string }[] = [];
  for (const e of events) {
    if (e.pid !== pid || e.name !== 'TimeStamp') continue;
    const d = e.args?.data ?? {};
    // 'Blocked' and 'Suspended' on that track are waits, not renders.
    if (!String(d.track ?? '').startsWith('Components') || d.message === 'Blocked' || d.message === 'Suspended') continue;
    const start = Number(d.start);
    const end = Number(d.end);
    if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) continue;
    spans.push({ start, end, name: String(d.message ?? d.name ?? '?') });
  }
  return spans;
}

export interface TimedWork {
  atMs: number;
  durationMs: number;
  what: string;
}

export interface PageTrace {
  /** Main-thread time by Lighthouse group, ms. */
  byGroup: Record<string, number>;
  /** What the 'other' group is made of: its self time by the trace event that holds it (≥ 0.5 ms), ms. */
  otherByEvent: Record<string, number>;
  /** How many top-level tasks the main thread ran in the window. */
  tasks: number;
  totalMs: number;
  /** The same tasks' main-thread CPU time (thread durations), ms: what a busy host's waits do not inflate. */
  cpuTotalMs: number;
  longTasks: LongTask[];
  /** The five tasks with the most main-thread CPU time, whatever their length (the long tasks are few). */
  topByCpu: LongTask[];
  /** Every task with at least 1 ms of main-thread CPU, in start order (BENCH_TRACES_ALL_TASKS=1 prints them). */
  everyTask: LongTask[];
  /** Sum of (task − 50 ms) over tasks after first contentful paint: Lighthouse's TBT, unsimulated. */
  tbtMs: number;
  fcpMs: number | null;
  /** End of the last task over 50 ms: the page is interactive (quiet) from here. */
  lastLongTaskEndMs: number;
  timers: TimedWork[];
  requests: { atMs: number; url: string }[];
  /**
   * The whole load in a profiling build (empty otherwise): React's commits and renders, the components
   * with most self time summed over every render (with how many times each rendered), and the functions
   * and modules with most CPU self time from the samples.
   */
  whole: string[];
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

function selfTimes(n: Node, into: Map<string, number>, group: string | undefined, other?: Map<string, number>): void {
  const g = GROUP_OF[n.e.name] ?? group ?? 'other';
  const childTime = n.children.reduce((s, c) => s + (c.end - c.start), 0);
  const self = Math.max(0, n.end - n.start - childTime);
  into.set(g, (into.get(g) ?? 0) + self);
  if (g === 'other' && other) other.set(n.e.name, (other.get(n.e.name) ?? 0) + self);
  for (const c of n.children) selfTimes(c, into, g, other);
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

/** Self time by component (a span less its direct children's: the spans nest as the tree does), and render counts. */
function componentSelf(spans: Span[]): { self: Map<string, number>; count: Map<string, number> } {
  const comps = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const self = new Map<string, number>();
  const count = new Map<string, number>();
  const stack: { s: Span; self: number }[] = [];
  const close = (to: number) => {
    while (stack.length && stack.at(-1)!.s.end <= to) {
      const top = stack.pop()!;
      self.set(top.s.name, (self.get(top.s.name) ?? 0) + Math.max(0, top.self));
      count.set(top.s.name, (count.get(top.s.name) ?? 0) + 1);
    }
  };
  for (const c of comps) {
    close(c.start);
    const parent = stack.at(-1);
    if (parent) parent.self -= c.end - c.start;
    stack.push({ s: c, self: c.end - c.start });
  }
  close(Number.POSITIVE_INFINITY);
  return { self, count };
}

/** React's phases and the components with the most self time inside [start, end], as one line. */
function reactIn(spans: { phases: Span[]; components: Span[] }, start: number, end: number): string {
  const inside = (s: Span) => s.start >= start - 1 && s.end <= end + 1;
  const phases = new Map<string, number>();
  for (const p of spans.phases.filter(inside)) phases.set(p.name, (phases.get(p.name) ?? 0) + (p.end - p.start));
  const { self } = componentSelf(spans.components.filter(inside));
  const ms = (us: number) => Math.round(us / 1000);
  const phaseText = [...phases].filter(([, v]) => v >= 1_000).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${ms(v)}`).join(', ');
  const compText = [...self].filter(([, v]) => v >= 1_000).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${ms(v)}`).join(', ');
  return [phaseText, compText].filter(Boolean).join('; ');
}

export function analyse(events: TraceEvent[], moduleOf?: ModuleOf): PageTrace {
  const nav = pageNavigation(events);
  const { pid, tid } = mainThread(events, nav);
  const t0 = nav.ts;
  const ms = (ts: number) => (ts - t0) / 1000;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid && e.ts >= t0);
  const fcpMs = fcp ? ms(fcp.ts) : null;

  const roots = forest(events.filter((e) => e.pid === pid && e.tid === tid && e.ts >= t0)).filter((n) => TOP_LEVEL.has(n.e.name));
  const groups = new Map<string, number>();
  const other = new Map<string, number>();
  for (const r of roots) selfTimes(r, groups, undefined, other);
  const otherByEvent = Object.fromEntries([...other].filter(([, v]) => v >= 500).sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, v / 1000]));
  const byGroup = Object.fromEntries([...groups].map(([k, v]) => [k, v / 1000]).sort((a, b) => (b[1] as number) - (a[1] as number)));
  const totalMs = roots.reduce((s, r) => s + (r.end - r.start), 0) / 1000;
  const cpuTotalMs = roots.reduce((s, r) => s + (typeof r.e.tdur === 'number' ? r.e.tdur : r.end - r.start), 0) / 1000;

  const long = roots.filter((r) => r.end - r.start > 50_000);
  const describeTask = (r: Node): LongTask => ({
    startMs: ms(r.start),
    durationMs: (r.end - r.start) / 1000,
    cpuMs: typeof r.e.tdur === 'number' ? r.e.tdur / 1000 : null,
    attributed: attribute(r),
    named: nameTask(r.start, r.end, profile, moduleOf, components),
    react: reactIn(spans, r.start, r.end),
  });
  const profile = cpuProfile(events, pid, tid);
  const components = componentSpans(events, pid);
  const spans = reactSpans(events, pid);
  const longTasks = long.map(describeTask).sort((a, b) => b.durationMs - a.durationMs);
  // By CPU time: on a shared host a task's wall time is mostly the wait for a core (decision 082).
  const cpuOf = (r: Node) => (typeof r.e.tdur === 'number' ? r.e.tdur : r.end - r.start);
  const topByCpu = [...roots].sort((a, b) => cpuOf(b) - cpuOf(a)).slice(0, 5).map(describeTask);
  const everyTask = roots.filter((r) => cpuOf(r) >= 1_000).map(describeTask);
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
  return { byGroup, otherByEvent, tasks: roots.length, totalMs, cpuTotalMs, longTasks, topByCpu, everyTask, tbtMs, fcpMs, lastLongTaskEndMs, timers, requests, whole: wholeLoad(spans, profile, moduleOf, t0) };
}

/** The whole load's React work and CPU self time (PageTrace.whole). */
function wholeLoad(spans: { phases: Span[]; components: Span[] }, profile: Profile | null, moduleOf: ModuleOf | undefined, t0: number): string[] {
  const lines: string[] = [];
  const ms = (us: number) => Math.round(us / 1000);
  if (spans.phases.length) {
    const phases = new Map<string, { n: number; us: number }>();
    for (const p of spans.phases) {
      const v = phases.get(p.name) ?? { n: 0, us: 0 };
      phases.set(p.name, { n: v.n + 1, us: v.us + p.end - p.start });
    }
    lines.push(`React phases (count, ms): ${[...phases].sort((a, b) => b[1].us - a[1].us).map(([k, v]) => `${k} ×${v.n} ${ms(v.us)}`).join(', ')}`);
    const commits = spans.phases.filter((p) => p.name === 'Commit').map((p) => `${Math.round((p.start - t0) / 1000)}`);
    lines.push(`commits at (ms): ${commits.join(', ')}`);
  }
  if (spans.components.length) {
    const { self, count } = componentSelf(spans.components);
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 25);
    lines.push(`components by self time over the load (ms ×renders): ${top.map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} ×${count.get(k)}`).join(', ')}`);
  }
  if (profile) {
    const self = new Map<string, number>();
    const modules = new Map<string, number>();
    for (const s of profile.samples) {
      if (s.ts < t0) continue;
      const leaf = profile.frames.get(s.node);
      if (!leaf || IDLE_FRAMES.has(leaf.fn)) continue;
      const mod = leaf.url ? (moduleOf?.(leaf.url, leaf.line) ?? leaf.url.split('/').pop() ?? '') : '';
      const key = `${leaf.fn || '(top level)'}${mod ? ' @' + shortModule(mod) : ''}`;
      self.set(key, (self.get(key) ?? 0) + s.durUs);
      const m = mod ? shortModule(mod) : `(${leaf.fn})`;
      modules.set(m, (modules.get(m) ?? 0) + s.durUs);
    }
    const list = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${k} ${ms(v)}`).join(', ');
    lines.push(`CPU self time by function over the load (ms): ${list(self, 20)}`);
    lines.push(`CPU self time by module over the load (ms): ${list(modules, 20)}`);
  }
  return lines;
}
