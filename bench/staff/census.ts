/**
 * What Gestión's and Entregas' first loads build and lay out, counted (issue 31, decision 099): counts that
 * do not depend on the host's speed, beside the CPU they took.
 *
 *   npx tsx bench/staff/census.ts        (BENCH_CENSUS_RUNS=3, BENCH_CENSUS_SHOTS=<dir> for screenshots)
 *
 * On the bench brand (bench/lib/brand-server.ts), the product's build (BENCH_PROFILING=1 for the profiling
 * one), Lighthouse's desktop viewport (1350×940), unthrottled, one fresh signed-in load per run to network
 * idle + 1 s. Per page and run: main-thread time and CPU (bench/traces/analyse.ts), the style recalculations
 * (`UpdateLayoutTree`: count, elements restyled, ms) and layouts (`Layout`: count, objects laid out, ms) the
 * renderer ran; then the DOM: elements in the document and in the screen's <main>, and per row or tile how
 * many elements, SVG nodes and how many of them render vs how many the viewport shows. With
 * BENCH_CENSUS_SHOTS each page is also shot in light and dark at 1350 px (full page). With BENCH_PROFILING=1
 * (React DOM's profiling build, bench/lib/profiling-build.ts) it also counts the components React rendered
 * in the load, by name, from React's Components track (a component whose render took under React's logging
 * threshold, ~0.05 ms, is not on the track: the counts are a floor).
 */
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { startBrandServer } from '../lib/brand-server';
import { cookieList } from '../lib/cookies';
import { analyse, type TraceEvent } from '../traces/analyse';
import { recordLoad } from '../traces/record';

const PAGES = [
  { path: '/admin/colaboraciones', items: { rows: 'main tbody > tr' } },
  { path: '/entregas', items: { cards: '[data-testid="revision-card"]', tiles: '[data-testid="revision-entrega"]' } },
] as const;
const RUNS = Number(process.env.BENCH_CENSUS_RUNS ?? 3);
const SHOTS = process.env.BENCH_CENSUS_SHOTS;
const only = new Set((process.env.BENCH_CENSUS_PAGES ?? '').split(',').filter(Boolean));

async function signIn(ctx: BrowserContext, base: string, cookie: string): Promise<void> {
  await ctx.addCookies(cookieList(cookie, base));
}

/** The components React's profiling build logged on its Components track, by name (waits left out). */
function componentRenders(events: TraceEvent[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const e of events) {
    const d = (e.args?.data ?? {}) as { track?: unknown; message?: unknown };
    if (e.name !== 'TimeStamp' || !String(d.track ?? '').startsWith('Components')) continue;
    const name = String(d.message ?? '?');
    if (name === 'Blocked' || name === 'Suspended') continue;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

/** Style recalculations and layouts on the page's main thread after its navigation. */
function styleAndLayout(events: TraceEvent[]) {
  // As bench/traces/analyse.ts: the navigation, or when tracing started a moment after it in the new
  // renderer, the first paint's renderer from its first recorded event.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const nav =
    events.filter((e) => e.name === 'navigationStart' && /^https?:/.test(String(e.args?.data?.documentLoaderURL ?? ''))).sort((a, b) => a.ts - b.ts)[0] ??
    (fcp ? events.filter((e) => e.pid === fcp.pid && e.ph !== 'M' && e.ts > 0).sort((a, b) => a.ts - b.ts)[0] : undefined);
  if (!nav) throw new Error('neither a navigation nor a first paint in the trace');
  const tid = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === nav.pid && e.args?.name === 'CrRendererMain')?.tid ?? nav.tid;
  const mine = events.filter((e) => e.pid === nav.pid && e.tid === tid && e.ts >= nav.ts && e.ph === 'X');
  const sum = (name: string, arg: (e: TraceEvent) => number) => {
    const list = mine.filter((e) => e.name === name);
    return {
      count: list.length,
      ms: list.reduce((s, e) => s + (e.dur ?? 0), 0) / 1000,
      objects: list.reduce((s, e) => s + arg(e), 0),
    };
  };
  // BENCH_CENSUS_LIST=1: each one, at its time after the navigation, to tell whose it is.
  const each = mine
    .filter((e) => e.name === 'UpdateLayoutTree' || e.name === 'Layout')
    .map((e) => {
      const a = e.args as { elementCount?: number; beginData?: { dirtyObjects?: number; totalObjects?: number } } | undefined;
      const n = e.name === 'Layout' ? `${a?.beginData?.dirtyObjects ?? '?'}/${a?.beginData?.totalObjects ?? '?'} objects` : `${a?.elementCount ?? '?'} elements`;
      return `@${Math.round((e.ts - nav.ts) / 1000)} ${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)} ms, ${n}`;
    });
  return {
    each,
    recalcs: sum('UpdateLayoutTree', (e) => Number((e.args as { elementCount?: number } | undefined)?.elementCount ?? 0)),
    layouts: sum('Layout', (e) => Number((e.args as { beginData?: { dirtyObjects?: number } } | undefined)?.beginData?.dirtyObjects ?? 0)),
  };
}

/**
 * The DOM once loaded: the document, the screen's <main>, and per kind of item its elements and visibility.
 * A string, not a function: tsx names the functions it compiles with a helper the page does not have.
 */
const DOM_CENSUS = `(items) => {
  const count = (root) => root.getElementsByTagName('*').length;
  const main = document.querySelector('main');
  const out = {
    document: String(count(document.documentElement)),
    main: main ? String(count(main)) : '-',
    svg: String(document.querySelectorAll('svg, svg *').length),
    'svg in main': main ? String(main.querySelectorAll('svg, svg *').length) : '-',
  };
  const avg = (xs) => (xs.length ? (xs.reduce((s, x) => s + x, 0) / xs.length).toFixed(1) : '-');
  for (const [kind, selector] of Object.entries(items)) {
    const list = [...document.querySelectorAll(selector)];
    const visible = list.filter((el) => {
      const r = el.getBoundingClientRect();
      return r.bottom > 0 && r.top < innerHeight && r.height > 0;
    }).length;
    const each = list.map((el) => count(el) + 1);
    const svgs = list.map((el) => el.querySelectorAll('svg, svg *').length);
    out[kind] = list.length + ' rendered, ' + visible + ' in the viewport; ' + avg(each) + ' elements each (' + avg(svgs) + ' of them SVG), ' + each.reduce((s, x) => s + x, 0) + ' in all';
  }
  return out;
}`;

const profiling = process.env.BENCH_PROFILING === '1';
const server = await startBrandServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
const f = (x: number) => Math.round(x).toLocaleString('en-US');
try {
  for (const p of PAGES.filter((x) => !only.size || only.has(x.path))) {
    console.log(`\n== ${p.path} ==`);
    for (let run = 1; run <= RUNS; run++) {
      const ctx = await browser.newContext({ viewport: { width: 1350, height: 940 } });
      try {
        await signIn(ctx, server.base, server.adminCookie);
        // As bench/traces: a disabled DevTools hook makes React's profiling build log each component's render.
        if (profiling) await ctx.addInitScript('globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { isDisabled: true, supportsFiber: true };');
        const page = await ctx.newPage();
        const load = loadavg()[0]!.toFixed(1);
        const events = await recordLoad(page, server.base + p.path, { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading,toplevel', settleMs: 1_000 });
        const t = analyse(events);
        const { recalcs, layouts, each } = styleAndLayout(events);
        console.log(
          `run ${run} (load ${load}): main thread ${f(t.totalMs)} ms, CPU ${f(t.cpuTotalMs)} ms, ${t.tasks} tasks; ` +
            `style recalcs ${recalcs.count} (${f(recalcs.objects)} elements, ${recalcs.ms.toFixed(1)} ms); ` +
            `layouts ${layouts.count} (${f(layouts.objects)} dirty objects, ${layouts.ms.toFixed(1)} ms); ` +
            `groups: ${Object.entries(t.byGroup).map(([g, v]) => `${g} ${f(v)}`).join(', ')}`,
        );
        if (profiling) {
          const renders = componentRenders(events);
          const total = [...renders.values()].reduce((a, b) => a + b, 0);
          // BENCH_CENSUS_WHEN=Name,Name: when each render of those components ran (ms after the navigation).
          const when = new Set((process.env.BENCH_CENSUS_WHEN ?? '').split(',').filter(Boolean));
          const nav0 = events.filter((e) => e.name === 'navigationStart').sort((a, b) => a.ts - b.ts)[0]?.ts ?? 0;
          for (const e of events) {
            const d = (e.args?.data ?? {}) as { track?: unknown; message?: unknown; start?: unknown; end?: unknown };
            if (e.name === 'TimeStamp' && when.has(String(d.message)) && String(d.track ?? '').startsWith('Components'))
              console.log(`    ${String(d.message)} @${Math.round((e.ts - nav0) / 1000)} ms, ${(Number(d.end) - Number(d.start)).toFixed(2)} ms`);
          }
          console.log(`  component renders ${total}: ${[...renders].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([n, c]) => `${n} ${c}`).join(', ')}`);
        }
        if (process.env.BENCH_CENSUS_LIST === '1') for (const line of each) console.log(`    ${line}`);
        if (run === 1) {
          const dom = (await page.evaluate(`(${DOM_CENSUS})(${JSON.stringify(p.items)})`)) as Record<string, string>;
          for (const [k, v] of Object.entries(dom)) console.log(`  DOM ${k}: ${v}`);
        }
      } finally {
        await ctx.close();
      }
    }
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      for (const theme of ['light', 'dark'] as const) {
        const ctx = await browser.newContext({ viewport: { width: 1350, height: 940 } });
        try {
          await signIn(ctx, server.base, server.adminCookie);
          await ctx.addInitScript(`localStorage.setItem('colabora-theme', '${theme}')`);
          const page = await ctx.newPage();
          await page.goto(server.base + p.path, { waitUntil: 'load' });
          await page.waitForLoadState('networkidle');
          // The photos below the fold load lazily: scroll through so the shot shows what a person sees.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += 600) {
              scrollTo(0, y);
              await new Promise((r) => setTimeout(r, 150));
            }
            scrollTo(0, 0);
          });
          await page.waitForLoadState('networkidle');
          const file = path.join(SHOTS, `${p.path.replace(/\W+/g, '_').replace(/^_/, '')}-${theme}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(`  shot ${file}`);
        } finally {
          await ctx.close();
        }
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
