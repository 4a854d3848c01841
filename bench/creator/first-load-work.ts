/**
 * What a creator page's first load makes the browser do, counted (decision 090):
 *
 *   npx tsx bench/creator/first-load-work.ts          (BENCH_FLW_RUNS=5 loads per page)
 *
 * On bench:creator's server and seed, each page loads in a fresh context (412×823, 4× CPU throttling as
 * Lighthouse's mobile preset simulates it) until the app's `colabora:first-load-over` mark, what follows it
 * (the bell's read) and then 1.5 s of quiet. Per load it reads Chromium's own counters (CDP
 * Performance.getMetrics: task, script, style and layout time, recalcs and layouts, DOM nodes) and counts
 * React's commits through a stand-in DevTools hook (React calls `onCommitFiberRoot` on every commit of
 * a production build too). Prints each load and the median per page. Counts (commits, recalcs, layouts,
 * nodes, requests) do not depend on the host; the milliseconds do, so the load average is printed beside.
 */
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { creatorPhoneContext } from './phone-context';
import { seed, startBenchServer } from './server';
import { median } from '../lib/median';

const RUNS = Number(process.env.BENCH_FLW_RUNS ?? 5);
const PAGES = ['/colaboradora/inicio', '/colaboradora/disponibles'];
const METRICS = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'RecalcStyleCount', 'LayoutCount', 'Nodes'] as const;

type Row = Record<(typeof METRICS)[number] | 'commits' | 'requests' | 'cssRules', number>;

/** Counts commits for the page: React looks for this hook when react-dom loads. */
const HOOK = `
  window.__colaboraCommits = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() { window.__colaboraCommits.push(Math.round(performance.now())); },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
`;

const server = await startBenchServer();
try {
  const { creator } = await seed(server.base);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  for (const pagePath of PAGES) {
    const rows: Row[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const ctx = await creatorPhoneContext(browser, server.base, creator.cookie);
      await ctx.addInitScript(HOOK);
      const page = await ctx.newPage();
      let requests = 0;
      page.on('request', () => requests++);
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
      const before = Date.now();
      await page.goto(`${server.base}${pagePath}`);
      await page.waitForFunction(() => performance.getEntriesByName('colabora:first-load-over').length > 0, null, { timeout: 30_000 });
      await page.waitForResponse((r) => r.url().includes('/api/avisos/no-leidos'), { timeout: 30_000 }).catch(() => undefined);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_500); // a settle period to count what runs after it: timers, chunks, idle work
      const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
      const m = new Map(metrics.map((x) => [x.name, x.value]));
      const commits = (await page.evaluate(() => (window as unknown as { __colaboraCommits: number[] }).__colaboraCommits)) ?? [];
      const cssRules = await page.evaluate(() => [...document.styleSheets].reduce((n, s) => n + s.cssRules.length, 0));
      const row = { commits: commits.length, requests, cssRules } as Row;
      for (const k of METRICS) row[k] = k.endsWith('Duration') ? Math.round((m.get(k) ?? 0) * 1000) : (m.get(k) ?? 0);
      rows.push(row);
      console.log(
        `${pagePath} run ${run} (load ${(loadavg()[0] ?? 0).toFixed(1)}, ${Date.now() - before} ms): commits ${commits.length} @${commits.join(',')}; ` +
          METRICS.map((k) => `${k} ${row[k]}`).join(', ') + `; requests ${requests}; css rules ${cssRules}`,
      );
      await ctx.close();
    }
    const keys = ['commits', ...METRICS, 'requests', 'cssRules'] as const;
    console.log(`${pagePath} median of ${RUNS}: ${keys.map((k) => `${k} ${median(rows.map((r) => r[k]))}`).join(', ')}\n`);
  }
  await browser.close();
} finally {
  await server.stop();
}
