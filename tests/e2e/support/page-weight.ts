// How much JS + CSS a first visit downloads, as transferred: shared by `npm run bench:weight`,
// `npm run bench` and the weight budget in `npm test` (tests/e2e/budgets.spec.ts), so all three count
// the same bytes the same way (decision 064).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** One script or stylesheet of a first visit: its bytes as the server sent them, and as gzip -9 of the built file. */
export interface WeightFile {
  path: string;
  /** The Content-Encoding the server answered with ('br' for the build's .br copies; '' for files under 1 kB, sent as they are). */
  encoding: string;
  /** The response body as transferred (Chromium's encoded body size). */
  served: number;
  /** gzip -9 of the built file: the figure decisions 015–027 reported, kept for comparison. */
  gzip: number;
}

/** The first-load budget (decision 033): JS + CSS as transferred, per page, for /auth and the creator pages. */
export const WEIGHT_BUDGET_KB = 120;
/** The pages that budget applies to, and who is signed in to load them. */
export const WEIGHT_BUDGET_PAGES = [
  { path: '/auth', as: 'anon' },
  { path: '/colaboradora/inicio', as: 'creator' },
  { path: '/colaboradora/disponibles', as: 'creator' },
] as const;

export interface Weight {
  files: number;
  /** Bytes transferred: the budget's figure (Brotli as served, decision 033). */
  bytes: number;
  gzipBytes: number;
  list: WeightFile[];
}

/**
 * What loading `pagePath` on `page` (empty cache) makes the browser download: every same-origin script
 * and stylesheet Chromium requests until the network is idle, counted as the server sent it. Chromium
 * asks for `br` on 127.0.0.1 as on https, so the figure is the build's Brotli copies as served (and the
 * plain bytes of the files too small to have one). The gzip -9 of each built file is kept beside it.
 */
export async function measureFirstVisit(page: Page, base: string, webDir: string, pagePath: string, ready?: (page: Page) => Promise<void>): Promise<Weight> {
  const pending: Promise<WeightFile>[] = [];
  let inFlight = 0;
  page.on('request', () => inFlight++);
  page.on('requestfailed', () => inFlight--);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfinished', (r) => {
    if (!['script', 'stylesheet'].includes(r.resourceType()) || !r.url().startsWith(base)) return;
    pending.push(
      (async () => {
        const u = new URL(r.url()).pathname;
        const [res, sizes] = await Promise.all([r.response(), r.sizes()]);
        return {
          path: u,
          encoding: res?.headers()['content-encoding'] ?? '',
          served: sizes.responseBodySize,
          gzip: gzipSync(readFileSync(path.join(webDir, u)), { level: 9 }).length,
        };
      })(),
    );
  });
  await page.goto(base + pagePath, { waitUntil: 'networkidle' });
  if (new URL(page.url()).pathname !== pagePath) throw new Error(`${pagePath} redirected to ${page.url()}: the session did not hold`);
  if (ready) {
    // On a busy machine the network can be idle for 500 ms while the entry is still evaluated, before the
    // app asks for its shell: wait for the app's own signal, then for what it asked for to arrive.
    await ready(page);
    await waitForQuietNetwork(() => inFlight);
  }
  const all = await Promise.all(pending);
  // A file asked for twice (a preload, then the import) is downloaded once: count it once, at its transfer.
  const byPath = new Map<string, WeightFile>();
  for (const f of all) if (!byPath.has(f.path) || byPath.get(f.path)!.served < f.served) byPath.set(f.path, f);
  const list = [...byPath.values()];
  return { files: list.length, bytes: list.reduce((s, f) => s + f.served, 0), gzipBytes: list.reduce((s, f) => s + f.gzip, 0), list };
}


/** Resolves once no request has been in flight for `quietMs` (Playwright's networkidle, again, after the page's signal). */
async function waitForQuietNetwork(inFlight: () => number, quietMs = 500): Promise<void> {
  let quietSince = inFlight() === 0 ? Date.now() : 0;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (inFlight() > 0) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
  }
}
