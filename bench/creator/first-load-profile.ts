/**
 * Where a creator page's first-load JavaScript time goes, by package and by our own folders (decision 095):
 *
 *   npx tsx bench/creator/first-load-profile.ts        (BENCH_FLP_RUNS=3 loads per page)
 *   BENCH_FLP_SIDE=staff npx tsx bench/creator/first-load-profile.ts   (the staff first loads, decision 098)
 *
 * The staff side loads bench:staff's pages on its brand (bench/lib/brand-server.ts), signed in as the
 * admin, in a desktop window (1350 × 940, Lighthouse's desktop preset), with the same 4× throttling so the
 * sampler sees as many samples per function as on the creator's side.
 *
 * On bench:creator's server and seed, each page loads in a fresh context (412×823, 4× CPU throttling) with
 * V8's sampling profiler on (100 µs), from navigation to the app's `colabora:first-load-over` mark and 1 s
 * more. Each sample's function is mapped through a source-mapped build of the same code (the product's
 * server's build carries source maps for this) to its source file, then grouped: a package under node_modules, or src/web/<folder>. Prints self time per
 * group (median over the runs, ms as the throttled page spent them) and the load average beside: the
 * split is what to trust on a shared host, not the absolute milliseconds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { startBrandServer } from '../lib/brand-server';
import { STAFF_PAGES } from '../staff/run';
import { cookieList } from '../lib/cookies';
import { creatorPhoneContext } from './phone-context';
import { seed, startBenchServer } from './server';
import { median } from '../lib/median';

const RUNS = Number(process.env.BENCH_FLP_RUNS ?? 3);
const STAFF = process.env.BENCH_FLP_SIDE === 'staff';
const PAGES = (process.env.BENCH_FLP_PAGES ?? (STAFF ? STAFF_PAGES.join(',') : '/colaboradora/inicio,/colaboradora/disponibles')).split(',');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * The served build's source maps: chunk name without its hash → its map, and how many lines the file has
 * above the map's first (compile-hints.ts puts its comment on top of the first load's chunks after the
 * map is made).
 */
function sourceMaps(dir: string): Map<string, { map: SourceMapConsumer; shift: number }> {
  const maps = new Map<string, { map: SourceMapConsumer; shift: number }>();
  for (const f of readdirSync(path.join(dir, 'assets'))) {
    if (!f.endsWith('.js.map')) continue;
    const code = readFileSync(path.join(dir, 'assets', f.slice(0, -'.map'.length)), 'utf8');
    const shift = code.startsWith('//# allFunctionsCalledOnLoad\n') ? 1 : 0;
    maps.set(f.replace(/-[\w-]{8}\.js\.map$/, ''), { map: new SourceMapConsumer(JSON.parse(readFileSync(path.join(dir, 'assets', f), 'utf8'))), shift });
  }
  return maps;
}

function groupOf(source: string | null): string {
  if (!source) return '(unmapped)';
  const nm = source.split('node_modules/').pop()!;
  if (nm !== source) return nm.startsWith('@') ? nm.split('/').slice(0, 2).join('/') : nm.split('/')[0]!;
  const web = source.match(/src\/web\/(.+)$/)?.[1];
  if (web) {
    const parts = web.split('/');
    return `src/web/${parts.length > 2 ? parts.slice(0, 2).join('/') : parts[0]}`;
  }
  return source.match(/src\/.+$/)?.[0] ?? source;
}

/** BENCH_FLP_DETAIL=react-router: also the functions of that group that took most, summed over the runs ('*': of every group). */
const DETAIL = process.env.BENCH_FLP_DETAIL;
const detail = new Map<string, number>();

const server = STAFF ? await startBrandServer(console.log, { sourcemap: true }) : await startBenchServer({ sourcemap: true });
const maps = sourceMaps(server.webDir);
try {
  const cookie = 'adminCookie' in server ? server.adminCookie : (await seed(server.base)).creator.cookie;
  const newContext = STAFF
    ? async (browser: Browser) => {
        const ctx = await browser.newContext({ viewport: { width: 1350, height: 940 } });
        await ctx.addCookies(cookieList(cookie, server.base));
        return ctx;
      }
    : (browser: Browser) => creatorPhoneContext(browser, server.base, cookie);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  for (const pagePath of PAGES) {
    const perRun: Map<string, number>[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const ctx = await newContext(browser);
      const page = await ctx.newPage();
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      await page.goto(`${server.base}${pagePath}`);
      await page.waitForFunction(() => performance.getEntriesByName('colabora:first-load-over').length > 0, null, { timeout: 30_000 });
      await page.waitForTimeout(1_000);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      const groups = new Map<string, number>();
      const groupOfNode = new Map<number, string>();
      const whereOfNode = new Map<number, string>();
      for (const n of profile.nodes) {
        const { url, lineNumber, columnNumber, functionName } = n.callFrame;
        let g: string;
        const chunk = url.match(/\/assets\/(.+)-[\w-]{8}\.js$/)?.[1];
        if (chunk && maps.has(chunk) && lineNumber + 1 - maps.get(chunk)!.shift >= 1) {
          const { map, shift } = maps.get(chunk)!;
          const pos = map.originalPositionFor({ line: lineNumber + 1 - shift, column: columnNumber });
          g = groupOf(pos.source);
          // Which function: the minified name and the original line it starts at.
          whereOfNode.set(n.id, `${(pos.source ?? '?').replace(/^.*node_modules\//, '').replace(/^.*src\/web\//, '')}:${pos.line} ${functionName}`);
        } else if (url) g = url.replace(/^https?:\/\/[^/]+/, '');
        else g = functionName ? `(${functionName.replace(/^\((.*)\)$/, '$1')})` : '(native)';
        groupOfNode.set(n.id, g);
      }
      for (let i = 0; i < profile.samples.length; i++) {
        const g = groupOfNode.get(profile.samples[i]!) ?? '?';
        const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
        groups.set(g, (groups.get(g) ?? 0) + ms);
        if (DETAIL && (DETAIL === '*' || g.includes(DETAIL))) {
          const w = whereOfNode.get(profile.samples[i]!) ?? g;
          detail.set(w, (detail.get(w) ?? 0) + ms);
        }
      }
      perRun.push(groups);
      const js = [...groups].filter(([k]) => k !== '(idle)' && k !== '(program)').reduce((s, [, v]) => s + v, 0);
      console.log(`${pagePath} run ${run} (load ${(loadavg()[0] ?? 0).toFixed(1)}): JS and GC ${js.toFixed(0)} ms, (program) ${(groups.get('(program)') ?? 0).toFixed(0)} ms`);
      await ctx.close();
    }
    const keys = new Set(perRun.flatMap((m) => [...m.keys()]));
    const rows = [...keys].map((k) => [k, median(perRun.map((m) => m.get(k) ?? 0))] as const).filter(([k, v]) => v >= 0.5 && k !== '(idle)');
    console.log(`\n${pagePath}: self time by group, median of ${RUNS} (ms, 4× throttled)`);
    for (const [k, v] of rows.sort((a, b) => b[1] - a[1])) console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
    if (DETAIL) {
      console.log(`  ${DETAIL}, by function (all runs summed):`);
      for (const [k, v] of [...detail].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`    ${v.toFixed(1).padStart(7)}  ${k}`);
      detail.clear();
    }
    console.log();
  }
  await browser.close();
} finally {
  await server.stop();
}
