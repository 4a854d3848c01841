import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';

/**
 * What a first visit to a page makes the browser download, as bench/page-weight.ts measures it: every
 * same-origin script and stylesheet Chromium requests (empty cache, 375 px) until the network is idle,
 * each gzipped at level 9 from the built files.
 */
export async function firstVisitWeight(base: string, webDir: string, pagePath: string, cookie: string): Promise<{ files: number; bytes: number }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const ctx = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const host = new URL(base).hostname;
    await ctx.addCookies(
      cookie.split('; ').map((pair) => {
        const i = pair.indexOf('=');
        return { name: pair.slice(0, i), value: pair.slice(i + 1), domain: host, path: '/' };
      }),
    );
    const page = await ctx.newPage();
    const urls = new Set<string>();
    page.on('request', (r) => {
      if (['script', 'stylesheet'].includes(r.resourceType()) && r.url().startsWith(base)) urls.add(new URL(r.url()).pathname);
    });
    await page.goto(base + pagePath, { waitUntil: 'networkidle' });
    if (new URL(page.url()).pathname !== pagePath) throw new Error(`${pagePath} redirected to ${page.url()}: the session did not hold`);
    let bytes = 0;
    for (const u of urls) bytes += gzipSync(readFileSync(path.join(webDir, u)), { level: 9 }).length;
    return { files: urls.size, bytes };
  } finally {
    await browser.close();
  }
}
