import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { cookieList } from '../lib/cookies';
import { measureFirstVisit, type Weight } from '../../tests/e2e/support/page-weight';

// The measuring lives in tests/e2e/support/page-weight.ts: the weight budget in `npm test` uses it too.
export { measureFirstVisit, type Weight, type WeightFile } from '../../tests/e2e/support/page-weight';

/** measureFirstVisit in a browser of its own, signed in with `cookie` (a Cookie header's value). */
export async function firstVisitWeight(base: string, webDir: string, pagePath: string, cookie: string): Promise<Weight> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const ctx = await browser.newContext({ viewport: { width: 375, height: 812 } });
    await ctx.addCookies(cookieList(cookie, base));
    return await measureFirstVisit(await ctx.newPage(), base, webDir, pagePath);
  } finally {
    await browser.close();
  }
}
