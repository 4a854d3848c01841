/**
 * A staff page as static HTML against bare React (issue 31, decision 108): what the page shows, with none of
 * the script that builds it, measured as bench:staff measures the page. The floor any first screen
 * rendered on the server could reach before hydrating, and the share of the page's ratio that is its
 * markup and stylesheet rather than the work of getting there:
 *
 *   npm run bench:as-html          (BENCH_AS_HTML_PAGES=/entregas,/ BENCH_AS_HTML_PAIRS=6)
 *
 * Each page is loaded by the bench brand's admin (desktop window) until the app's first-load-over mark, its
 * DOM saved with every script and preload taken out (the same stylesheet, the same product photos), then
 * served with the app's document headers and loaded by Lighthouse (desktop preset) in alternation with its
 * bare React baseline. Prints per page the ratio at equal host speed (bench/lib/ratio.ts), each pair's,
 * the hosts' benchmarkIndex and both sides' main-thread groups. A figure, not a budget: exits 0 unless the
 * bench broke.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { securityHeaders } from '../../src/server/http/response-headers';
import { lighthouseRun, summarize, type LighthouseRun } from '../creator/lighthouse';
import { startBrandServer, type BrandServer } from '../lib/brand-server';
import { cookieList } from '../lib/cookies';
import { benchmarkIndexText, breakdownText, ratioOf, withBareReact } from '../lib/ratio';
import { STAFF_BASELINES, STAFF_PAGES } from './run';

type StaffPage = (typeof STAFF_PAGES)[number];

/** src/web/lib/after-idle.ts's User Timing mark (not imported: that module brings the web app's query client). */
const FIRST_LOAD_OVER_MARK = 'colabora:first-load-over';

const PAGES = (process.env.BENCH_AS_HTML_PAGES?.split(',') ?? [...STAFF_PAGES]) as StaffPage[];
const PAIRS = Number(process.env.BENCH_AS_HTML_PAIRS ?? 6);
const TYPES: Record<string, string> = { '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml' };

/** Each page's DOM once its first load is over, without a script or a preload in it. */
async function snapshots(server: BrandServer): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    for (const page of PAGES) {
      const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
      await context.addCookies(cookieList(server.adminCookie, server.base));
      const tab = await context.newPage();
      await tab.goto(server.base + page, { waitUntil: 'networkidle' });
      await tab.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_LOAD_OVER_MARK, { timeout: 30_000 });
      const html = await tab.evaluate(() => {
        for (const e of document.querySelectorAll('script, link[rel=modulepreload], link[rel=preload], link[rel=manifest]')) e.remove();
        return `<!doctype html>\n${document.documentElement.outerHTML}`;
      });
      out.set(page, html);
      console.log(`${page}: ${elementCount(html)} elements as HTML`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** How many elements a page's HTML opens (a count to print, not a parse). */
function elementCount(html: string): number {
  return (html.match(/<[a-z]/g) ?? []).length;
}

/** The saved pages at their own paths and the build's files beside them, with the app's document headers. */
async function serveSnapshots(pages: Map<string, string>, webDir: string): Promise<{ base: string; stop: () => Promise<void> }> {
  const headers = securityHeaders({ https: false, imageOrigins: [] }).document;
  const server = createServer((req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const page = pages.get(pathname);
    if (page !== undefined) return void res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).end(page);
    const file = path.join(webDir, pathname);
    if (!file.startsWith(webDir) || !existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

const brand = await startBrandServer();
try {
  const served = await serveSnapshots(await snapshots(brand), brand.webDir);
  try {
    await withBareReact(async (bare) => {
      for (const page of PAGES) {
        const asHtml: LighthouseRun[] = [];
        const baseline: LighthouseRun[] = [];
        for (let i = 0; i < PAIRS; i++) {
          asHtml.push(await lighthouseRun(served.base + page, '', 'desktop', i));
          baseline.push(await lighthouseRun(bare.url(STAFF_BASELINES[page].kind, STAFF_BASELINES[page].n), '', 'desktop', i));
        }
        const a = summarize(asHtml);
        const b = summarize(baseline);
        const r = ratioOf(a, b);
        console.log(
          `${page} as static HTML: main thread ${Math.round(a.mainThreadMs)} ms vs bare ${Math.round(b.mainThreadMs)} ms = ${r.rawMainThread.toFixed(2)}× raw, ` +
            `${r.mainThread.toFixed(2)}× at equal host speed (pairs ${r.pairs.map((x) => x.toFixed(2)).join(', ')}; page ${benchmarkIndexText(a)}, bare ${benchmarkIndexText(b)})`,
        );
        console.log(breakdownText(a, b, '    ', ['HTML', 'bare']));
      }
    });
  } finally {
    await served.stop();
  }
} finally {
  await brand.stop();
}
