/**
 * DevTools traces of the five first loads issue 31 budgets, on the bench brand (bench/lib/brand-seed.ts):
 *
 *   npm run bench:traces          (BENCH_TRACES_DIR=<dir> keeps each trace, to open in DevTools)
 *
 * Each page loads once in a fresh browser context (empty cache, no service worker yet), signed in, while
 * Playwright's CDP session records a trace with the devtools.timeline categories: the creator pages at
 * 412×823 with 4× CPU throttling (Lighthouse's mobile CPU), the staff pages at 1350×940 unthrottled (its
 * desktop preset). Recording runs until the network is idle and then BENCH_TRACES_SETTLE_MS (3,000) more,
 * so the timers and requests started after load show. Prints per page: main-thread time by Lighthouse's
 * groups, the five longest tasks with what ran in them, the timers, idle callbacks and frames that ran,
 * the requests in start order, and the layout shifts with the nodes that moved.
 * Figures, not budgets: the exit code is 0 unless the bench broke.
 *
 * The build is a profiling variant (BENCH_PROFILING=1, bench/lib/profiling-build.ts: React DOM's profiling build, not
 * minified), and the trace records V8's CPU samples, so each long task is named: functions by self time,
 * the modules they belong to, the app's own innermost frame, and the components React rendered in it
 * (decision 081). BENCH_TRACES_ALL_TASKS=1 also lists every task with 1 ms of CPU or more, in order (decision 094).
 * BENCH_TRACES_PROFILING=0 traces the production build instead (tasks then read
 * `index.js:10 Id()`); the profiling build is slower than production, so compare like with like.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { tempDir } from '../../scripts/lib.mjs';
import { CREATOR_BASELINES } from '../creator/baselines';
import { buildBareReact, serveBareReact } from '../lib/bare-react';
import { startBrandServer } from '../lib/brand-server';
import { cookieList } from '../lib/cookies';
import type { Baseline } from '../lib/ratio';
import { STAFF_BASELINES } from '../staff/run';
import { analyse, type ModuleOf } from './analyse';
import { recordLoad } from './record';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.stack',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
  'disabled-by-default-lighthouse',
  'disabled-by-default-v8.cpu_profiler',
  'latencyInfo',
].join(',');

const PAGES = [
  { path: '/colaboradora/inicio', who: 'creator', mobile: true },
  { path: '/colaboradora/disponibles', who: 'creator', mobile: true },
  { path: '/admin/colaboraciones', who: 'admin', mobile: false },
  { path: '/entregas', who: 'admin', mobile: false },
  { path: '/', who: 'admin', mobile: false },
] as const;

/** BENCH_TRACES_PAGES=/colaboradora/inicio,/colaboradora/disponibles traces only those (default: all five). */
const only = new Set((process.env.BENCH_TRACES_PAGES ?? '').split(',').filter(Boolean));
const SETTLE_MS = Number(process.env.BENCH_TRACES_SETTLE_MS ?? 3_000);
const keepDir = process.env.BENCH_TRACES_DIR;

interface Shift {
  atMs: number;
  value: number;
  hadRecentInput: boolean;
  nodes: string[];
}

/** Collects layout-shift entries in the page, naming each moved node (tag, id/class, text) and its move. */
const SHIFT_OBSERVER = `(() => {
  const shifts = [];
  globalThis.__shifts = shifts;
  const name = (n) => {
    if (!n) return '(gone)';
    if (n.nodeType !== 1) return (n.nodeName + ' "' + (n.textContent || '').trim().slice(0, 30) + '"');
    const cls = (n.getAttribute('class') || '').split(/\\s+/).slice(0, 3).join('.');
    const label = n.getAttribute('aria-label') || n.getAttribute('role') || '';
    return n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + (cls ? '.' + cls : '') + (label ? '[' + label + ']' : '') + ' "' + (n.textContent || '').trim().slice(0, 30) + '"';
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      shifts.push({ atMs: e.startTime, value: e.value, hadRecentInput: e.hadRecentInput, nodes: (e.sources || []).map((s) =>
        name(s.node) + ' y ' + Math.round(s.previousRect.y) + '→' + Math.round(s.currentRect.y) + ', h ' + Math.round(s.previousRect.height) + '→' + Math.round(s.currentRect.height)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** Lighthouse's viewports: its mobile preset's phone, its desktop preset's window. */
function contextOptions(mobile: boolean) {
  return mobile ? { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } : { viewport: { width: 1350, height: 940 } };
}

async function signIn(ctx: BrowserContext, base: string, cookie: string): Promise<void> {
  await ctx.addCookies(cookieList(cookie, base));
}

const f = (ms: number) => `${Math.round(ms).toLocaleString('en-US')} ms`;

/** The unminified build marks each module's start with a `// <path>` line: a built line's module is the last marker above it. */
function modulesOfBuild(webDir: string): ModuleOf {
  const markers = new Map<string, { line: number; module: string }[]>();
  const MARKER = /^\/\/ (\S+\.(?:[cm]?[jt]sx?|css))$/;
  return (url, line) => {
    const file = new URL(url, 'http://x').pathname;
    let list = markers.get(file);
    if (!list) {
      list = [];
      try {
        readFileSync(path.join(webDir, file), 'utf8')
          .split('\n')
          .forEach((text, i) => {
            const m = MARKER.exec(text);
            if (m) list!.push({ line: i, module: m[1]!.replace(/^(\.\.\/)+/, '') });
          });
      } catch {
        // not one of the build's files (an extension, about:blank): no module
      }
      markers.set(file, list);
    }
    let found: string | undefined;
    for (const m of list) {
      if (m.line > line) break;
      found = m.module;
    }
    return found;
  };
}

/**
 * BENCH_TRACES_BARE=1 also traces, after each page, the ratio's baseline for it (bare React rendering as many
 * cards or rows, bench/lib/bare-react.ts) in the same viewport and throttling: its task count, "other" by
 * event and requests beside the page's, to tell the app's own work from what any React page costs here.
 */
const withBare = process.env.BENCH_TRACES_BARE === '1';
const BASELINES: Record<string, Baseline> = { ...CREATOR_BASELINES, ...STAFF_BASELINES };

const profiling = process.env.BENCH_TRACES_PROFILING !== '0';
if (profiling) process.env.BENCH_PROFILING = '1';
const server = await startBrandServer();
const moduleOf = profiling ? modulesOfBuild(server.webDir) : undefined;
console.log(profiling ? 'profiling build (React DOM profiling, unminified): tasks named, times above production' : 'production build');
const bareDir = withBare ? tempDir('colabora-traces-bare') : undefined;
if (bareDir) await buildBareReact(path.join(bareDir, 'web'));
const bare = bareDir ? await serveBareReact(path.join(bareDir, 'web')) : undefined;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  for (const p of PAGES.filter((x) => !only.size || only.has(x.path))) {
    const ctx = await browser.newContext(contextOptions(p.mobile));
    try {
      await signIn(ctx, server.base, p.who === 'creator' ? server.creatorCookie : server.adminCookie);
      await ctx.addInitScript(SHIFT_OBSERVER);
      // A DevTools hook, disabled: React then renders in ProfileMode and its profiling build logs each
      // component's render on the Components track; disabled, nothing attaches to it.
      if (profiling) await ctx.addInitScript('globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { isDisabled: true, supportsFiber: true };');
      const page = await ctx.newPage();
      const events = await recordLoad(page, server.base + p.path, { categories: CATEGORIES, cpuRate: p.mobile ? 4 : 1, settleMs: SETTLE_MS });
      if (new URL(page.url()).pathname !== p.path) throw new Error(`${p.path} ended on ${page.url()}: the session did not hold`);
      const shifts = (await page.evaluate(() => (globalThis as unknown as { __shifts: unknown[] }).__shifts)) as Shift[];
      if (keepDir) {
        mkdirSync(keepDir, { recursive: true });
        writeFileSync(path.join(keepDir, `${p.path.replace(/\W+/g, '_').replace(/^_/, '') || 'dashboard'}.json`), JSON.stringify({ traceEvents: events }));
      }
      const t = analyse(events, moduleOf);
      console.log(`\n== ${p.path} (${p.mobile ? 'mobile, 4× CPU' : 'desktop'}) ==`);
      console.log(`main thread ${f(t.totalMs)} (CPU ${f(t.cpuTotalMs)}): ${Object.entries(t.byGroup).map(([g, v]) => `${g} ${f(v)}`).join(', ')}`);
      console.log(`${t.tasks} tasks; 'other' by event: ${Object.entries(t.otherByEvent).map(([g, v]) => `${g} ${f(v)}`).join(', ')}`);
      console.log(`FCP ${t.fcpMs === null ? '?' : f(t.fcpMs)}; tasks > 50 ms: ${t.longTasks.length}, blocking ${f(t.tbtMs)} after FCP; last one ends at ${f(t.lastLongTaskEndMs)}`);
      for (const lt of t.longTasks.slice(0, 5)) {
        console.log(`  long task ${f(lt.durationMs)}${lt.cpuMs === null ? '' : ` (CPU ${f(lt.cpuMs)})`} at ${f(lt.startMs)}: ${lt.attributed}${lt.react ? `\n    React: ${lt.react}` : ''}`);
        for (const line of lt.named) console.log(`      ${line}`);
      }
      console.log('five tasks with the most CPU:');
      for (const lt of t.topByCpu) console.log(`  ${f(lt.durationMs)} (CPU ${lt.cpuMs === null ? '?' : f(lt.cpuMs)}) at ${f(lt.startMs)}: ${lt.attributed}${lt.react ? ` | React: ${lt.react}` : ''}${lt.named[0] ? ` | ${lt.named[0]}` : ''}`);
      if (process.env.BENCH_TRACES_ALL_TASKS === '1') {
        // Every task of the load with 1 ms of CPU or more, in order: what ran before and after first paint.
        console.log(`every task with ≥ 1 ms of CPU (${t.everyTask.length}, CPU ${f(t.everyTask.reduce((s, x) => s + (x.cpuMs ?? 0), 0))} of ${f(t.cpuTotalMs)}):`);
        for (const lt of t.everyTask) console.log(`  @${f(lt.startMs)} ${f(lt.durationMs)} (CPU ${lt.cpuMs === null ? '?' : f(lt.cpuMs)}): ${lt.attributed}${lt.react ? ` | React: ${lt.react}` : ''}${lt.named[0] ? ` | ${lt.named[0]}` : ''}`);
      }
      for (const line of t.whole) console.log(line);
      const timers = t.timers.filter((x) => x.durationMs >= 1);
      console.log(`timers/idle callbacks/frames ≥ 1 ms: ${timers.length}`);
      for (const x of timers.slice(0, 25)) console.log(`  ${f(x.atMs)} ${f(x.durationMs)} ${x.what}`);
      // Product photos (the seed's fake CDN) in one line: their count says what the list rendered.
      const photos = t.requests.filter((r) => r.url.startsWith('/bench/'));
      console.log(`requests (${t.requests.length}; ${photos.length} product photos from ${photos.length ? f(photos[0]!.atMs) : '-'}):`);
      for (const r of t.requests.filter((x) => !x.url.startsWith('/bench/'))) console.log(`  ${f(r.atMs)} ${r.url.length > 110 ? r.url.slice(0, 110) + '…' : r.url}${r.atMs < t.lastLongTaskEndMs ? '' : '  (after the last long task)'}`);
      const counted = shifts.filter((s) => !s.hadRecentInput);
      console.log(`layout shifts: ${counted.length}, sum ${counted.reduce((s, x) => s + x.value, 0).toFixed(3)}`);
      for (const s of counted) console.log(`  ${f(s.atMs)} ${s.value.toFixed(4)}: ${s.nodes.join('; ')}`);
    } finally {
      await ctx.close();
    }
    const baseline = BASELINES[p.path];
    if (bare && baseline) {
      const ctx = await browser.newContext(contextOptions(p.mobile));
      try {
        const page = await ctx.newPage();
        const t = analyse(await recordLoad(page, bare.url(baseline.kind, baseline.n), { categories: CATEGORIES, cpuRate: p.mobile ? 4 : 1, settleMs: SETTLE_MS }));
        console.log(`-- bare React, ${baseline.n} ${baseline.kind}: main thread ${f(t.totalMs)} (CPU ${f(t.cpuTotalMs)}): ${Object.entries(t.byGroup).map(([g, v]) => `${g} ${f(v)}`).join(', ')}`);
        console.log(`   ${t.tasks} tasks; ${t.requests.length} requests; 'other' by event: ${Object.entries(t.otherByEvent).map(([g, v]) => `${g} ${f(v)}`).join(', ')}`);
      } finally {
        await ctx.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
  await bare?.stop();
  if (bareDir) rmSync(bareDir, { recursive: true, force: true });
}
